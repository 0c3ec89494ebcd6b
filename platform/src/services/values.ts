// Small converters and zod pieces every service family uses.
import { z } from 'zod';

/** The bearer token is not verified here, so writes whose payload names no user are
 * attributed to the console itself. */
export const consoleUser = 'console';

/** An 11-digit CUIT. */
export const cuit = z
  .string()
  .trim()
  .regex(/^\d{11}$/, 'el CUIT debe contener 11 dígitos');

/** One value or a repeated query parameter, as a list. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);
}

/** Initials and colour of the avatar the console draws for a study or client. */
export function avatarOf(name: string, color: string | null): { color: string; initials: string } {
  const words = name.split(/\s+/).filter((w) => w.length > 2 || /^[A-ZÁÉÍÓÚÑ]/.test(w));
  const initials = words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return { color: color ?? '#607D8B', initials: initials || name.slice(0, 1).toUpperCase() };
}

/** Timestamps leave the platform as ISO-8601 strings whichever driver read them. */
export function iso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : iso(value);
}

/** A positive integer id from a query string, a path segment or a JSON number. */
export const id = z.coerce.number().int().positive();

/** A date the caller sends (ISO or anything Date.parse reads), kept as an ISO string. */
export const dateInput = z
  .string()
  .refine((text) => !Number.isNaN(Date.parse(text)), 'fecha inválida')
  .transform((text) => new Date(text).toISOString());

/** Subscriber numbers travel as strings or numbers; stored as digits. */
export const subscriberNumber = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d+$/, 'número de suscriptor inválido'));

export function pagination(defaultLimit: number, maxLimit = 1000) {
  return {
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  };
}

export const email = z
  .string()
  .trim()
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'email inválido')
  .transform((value) => value.toLowerCase());
