// The calendar of the instance operations (spec 2 §4, §9), for the workflows: a day is read in
// the console's zone, America/Argentina/Buenos_Aires, which has been UTC-3 all year since 2009,
// so a fixed offset gives the same answer as a zone database; day arithmetic is done on UTC
// dates, which never depends on the process's own zone. No library: this runs in Temporal's
// sandbox, where every module is loaded for every workflow (the offset comes from the plain
// values of @cgi/platform/time-zone).
import { CONSOLE_UTC_OFFSET, CONSOLE_UTC_OFFSET_MS } from '@cgi/platform/time-zone';

/** A calendar day as 'yyyy-MM-dd'. */
export type Day = string;

/** The day an instant falls on in the console's zone. */
export function dayOf(instant: Date | string): Day {
  const time = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  return new Date(time + CONSOLE_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** First instant of a day in the console's zone, as ISO. */
export function dayStart(day: Day): string {
  return new Date(`${day}T00:00:00.000${CONSOLE_UTC_OFFSET}`).toISOString();
}

/** Last instant of a day in the console's zone, as ISO: a period ending that day includes it. */
export function dayEnd(day: Day): string {
  return new Date(`${day}T23:59:59.999${CONSOLE_UTC_OFFSET}`).toISOString();
}

function parts(day: Day): [number, number, number] {
  return [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))];
}

/** Disabling a module ends it yesterday (spec 2 §4, §9): the end of the day before today. */
export function disabledFinishDate(now: Date): string {
  const [year, month, day] = parts(dayOf(now));
  return dayEnd(new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10));
}

/** The access grant window (spec 2 §4, §9): from now to the last day of the month six months ahead. */
export function accessWindow(now: Date): { startDate: string; finishDate: string } {
  const [year, month] = parts(dayOf(now));
  // Day 0 of the month after: the last day of the month six months ahead.
  const lastDay = new Date(Date.UTC(year, month - 1 + 7, 0)).toISOString().slice(0, 10);
  return { startDate: now.toISOString(), finishDate: dayEnd(lastDay) };
}

/** Spec 2 §4: a module is disabled when its finishDate is earlier than now. */
export function isEnded(finishDate: string | null, now: Date): boolean {
  return finishDate !== null && Date.parse(finishDate) < now.getTime();
}
