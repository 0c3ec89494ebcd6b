// URL search params: how the router writes and reads them, and zod building blocks for the
// routes' `validateSearch`. Every field falls back to "absent" when a hand-edited or stale
// URL holds something else (`.catch`), so a bad URL never breaks a page.
//
// Text is written as it is (`?cuit=20123456789`), not JSON-quoted (`?cuit=%2220123456789%22`,
// TanStack's default for text that looks like a number); lists and objects are JSON. Reading,
// numbers come back as numbers, so text fields coerce.
import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';
import { z } from 'zod';

export const parseSearch = parseSearchWith((value) => (/^[[{]/.test(value) ? JSON.parse(value) : value));
export const stringifySearch = stringifySearchWith(JSON.stringify);

/** Trimmed text of at most `max` characters; quotes never reach a query. */
export const textParam = (max = 200) =>
  z.coerce
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !/['"\\]/.test(value))
    .optional()
    .catch(undefined);

export const cuitParam = z.coerce
  .string()
  .regex(/^\d{11}$/)
  .optional()
  .catch(undefined);

/** A row offset of a paged list. */
export const offsetParam = z.coerce.number().int().positive().lt(1_000_000).optional().catch(undefined);

/** Which page a token-paged list shows, from 1 (absent: the first): for its 'n–m de total'. */
export const pageNumberParam = z.coerce.number().int().min(2).lt(1_000_000).optional().catch(undefined);

/** The server's page token of the page shown (absent: the first page). */
export const pageTokenParam = z.coerce
  .string()
  .regex(/^[A-Za-z0-9_-]{1,2000}$/)
  .optional()
  .catch(undefined);

/** A calendar day, yyyy-MM-dd. */
export const dayParam = z.iso.date().optional().catch(undefined);

/** A list of values (one value alone is a list of one); invalid values are dropped. */
export const listParam = (item: z.ZodType<string>) =>
  z
    .preprocess(
      (value) => (Array.isArray(value) ? value : value === undefined ? [] : [value]),
      z.array(z.unknown()),
    )
    .transform((values) => {
      const kept = values.map((value) => item.safeParse(value)).flatMap((r) => (r.success ? [r.data] : []));
      const unique = [...new Set(kept)].slice(0, 50);
      return unique.length > 0 ? unique : undefined;
    })
    .optional()
    .catch(undefined);

/** One of some values. */
export const oneOfParam = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().catch(undefined);
