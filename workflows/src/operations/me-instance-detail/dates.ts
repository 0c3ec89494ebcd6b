// Calendar rules of the instance screens (spec 2 §4, §5, §9). People enter days (dd/MM/yyyy);
// the eAuthz service stores instants. A day is read in the console's zone,
// America/Argentina/Buenos_Aires, which has been UTC-3 all year since 2009, so a fixed offset
// gives the same answer as a zone database without shipping one to the workflow sandbox.
// Day arithmetic (months ahead, last day of a month) is date-fns on date-only values, which
// does not depend on the process's own time zone.
import { addMonths, format, isValid, lastDayOfMonth, parse, parseISO, subDays } from 'date-fns';

/** A calendar day as 'yyyy-MM-dd'. */
export type Day = string;

const CONSOLE_OFFSET = '-03:00';
const CONSOLE_OFFSET_MS = -3 * 60 * 60 * 1000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(value: string): boolean {
  return (
    DAY_PATTERN.test(value) && isValid(parseISO(value)) && format(parseISO(value), 'yyyy-MM-dd') === value
  );
}

/** The day an instant falls on in the console's zone. */
export function dayOf(instant: Date | string): Day {
  const time = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(time + CONSOLE_OFFSET_MS).toISOString().slice(0, 10);
}

/** First instant of a day in the console's zone, as ISO. */
export function dayStart(day: Day): string {
  return new Date(`${day}T00:00:00.000${CONSOLE_OFFSET}`).toISOString();
}

/** Last instant of a day in the console's zone, as ISO: a period ending that day includes it. */
export function dayEnd(day: Day): string {
  return new Date(`${day}T23:59:59.999${CONSOLE_OFFSET}`).toISOString();
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

/** A day shown as d/M/yyyy, the console's display format (spec 2 §1). */
export function formatDay(day: Day): string {
  return format(parseISO(day), 'd/M/yyyy');
}

/** Disabling a module ends it yesterday (spec 2 §4, §9): the end of the day before today. */
export function disabledFinishDate(now: Date): string {
  return dayEnd(format(subDays(parseISO(dayOf(now)), 1), 'yyyy-MM-dd'));
}

/** The access grant window (spec 2 §4, §9): from now to the last day of the month six months ahead. */
export function accessWindow(now: Date): { startDate: string; finishDate: string } {
  const lastDay = lastDayOfMonth(addMonths(parseISO(dayOf(now)), 6));
  return { startDate: now.toISOString(), finishDate: dayEnd(format(lastDay, 'yyyy-MM-dd')) };
}

/** Spec 2 §4: a module is disabled when its finishDate is earlier than now. */
export function isEnded(finishDate: string | null, now: Date): boolean {
  return finishDate !== null && Date.parse(finishDate) < now.getTime();
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
