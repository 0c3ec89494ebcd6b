// Instance dates (spec 2 §2.3): day/month/year without zero padding, or 'Fecha no definida'.
import { format, isValid, parseISO } from 'date-fns';
import { m } from './messages';

/** The calendar day as stored (UTC), so 2099-12-31T00:00Z reads 31/12/2099 in any zone. */
export function formatInstanceDate(value: string | null | undefined): string {
  if (!value) return m.instances.noDate;
  const date = parseISO(value.slice(0, 10));
  return isValid(date) ? format(date, 'd/M/yyyy') : m.instances.noDate;
}
