// Display formats: dates dd/MM/yyyy (issue 43; spec 1 §1 wrote them unpadded), blanks as '- -'.
import { messages } from '../messages';
import { displayDay } from './dates';

export const BLANK = messages.app.blank;

function isBlank(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * dd/MM/yyyy, e.g. 03/07/2024; '- -' for a missing or unreadable date. A calendar day shows as
 * written; an instant on its day in Buenos Aires (see dates.ts).
 */
export function formatDate(value: string | null | undefined): string {
  return displayDay(value) ?? BLANK;
}

/** The value as text, or '- -' when blank. */
export function orBlank(value: string | number | null | undefined): string {
  return isBlank(value) ? BLANK : String(value);
}

/** CUIT as XX-XXXXXXXX-X; anything that is not 11 digits is shown as it is ('- -' when blank). */
export function formatCuit(value: string | null | undefined): string {
  if (isBlank(value)) return BLANK;
  const digits = value.trim();
  return /^\d{11}$/.test(digits)
    ? `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}`
    : digits;
}
