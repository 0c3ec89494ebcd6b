// Calendar rules of the instance screens (spec 2 §4, §5, §9): what people type (dd/MM/yyyy) and
// see, parsed and formatted with date-fns on date-only values (never through a time zone); the
// workflows' own day arithmetic is calendar.ts.
import { format, isValid, parse, parseISO } from 'date-fns';

export { accessWindow, dayEnd, dayOf, dayStart, disabledFinishDate, isEnded, type Day } from './calendar';
import type { Day } from './calendar';
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(value: string): boolean {
  return (
    DAY_PATTERN.test(value) && isValid(parseISO(value)) && format(parseISO(value), 'yyyy-MM-dd') === value
  );
}

/** What the person typed as dd/MM/yyyy (d/M/yyyy too), as a day; null when it is no date. */
export function parseDayInput(text: string): Day | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(trimmed)) return null;
  const date = parse(trimmed, 'd/M/yyyy', new Date(2000, 0, 1));
  return isValid(date) ? format(date, 'yyyy-MM-dd') : null;
}

/** A day shown as dd/MM/yyyy, the form's input format. */
export function formatDayInput(day: Day): string {
  return format(parseISO(day), 'dd/MM/yyyy');
}

/** A day shown as dd/MM/yyyy, the console's display format (issue 43: '6/4/2024' read two ways). */
export function formatDay(day: Day): string {
  return format(parseISO(day), 'dd/MM/yyyy');
}

export type PeriodError = 'startRequired' | 'finishBeforeStart' | 'finishInPast';

/**
 * 'Editar' of a module (spec 2 §5): the start is required; the end is optional, not before the
 * start and not before today.
 */
export function checkModulePeriod(
  period: { startDate: Day | null; finishDate: Day | null },
  today: Day,
): PeriodError | null {
  if (!period.startDate) return 'startRequired';
  if (period.finishDate === null) return null;
  if (period.finishDate < period.startDate) return 'finishBeforeStart';
  if (period.finishDate < today) return 'finishInPast';
  return null;
}

/** A new module (spec 2 §5): the expiry is optional and cannot be a past day. */
export function checkNewModuleExpiry(finishDate: Day | null, today: Day): 'newModuleDateInPast' | null {
  return finishDate !== null && finishDate < today ? 'newModuleDateInPast' : null;
}
