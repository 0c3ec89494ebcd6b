// The console's time zone, America/Argentina/Buenos_Aires, in one place: every day a filter or a
// panel names, every time a person reads, and every SQL statement that cuts days. Buenos Aires
// has kept UTC-3 all year since 2009, so its days are whole UTC hours; the zone's name (not the
// offset) goes wherever a library can read it, so a change of rule would be a change of tzdata.
// Pure (no Node built-ins): workflows, the api, the worker, console-store, the CLI and the web
// import it. The zone's name and offset are plain values of @cgi/platform/time-zone (the lowest
// layer, so the platform's seed and Temporal's sandbox can name them without a library).
import { CONSOLE_TIME_ZONE } from '@cgi/platform/time-zone';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

export {
  CONSOLE_TIME_ZONE,
  CONSOLE_UTC_OFFSET,
  CONSOLE_UTC_OFFSET_MS,
  withConsoleOffset,
} from '@cgi/platform/time-zone';

/** 'yyyy-MM-dd' of a calendar day. */
export type Day = string;

/** The instant a day of the console's zone starts ('2026-11-29' → 2026-11-29T03:00:00Z). */
export function consoleDayStart(day: Day): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, CONSOLE_TIME_ZONE).getTime());
}

/** The instant a day of the console's zone ends: the start of the next (exclusive). */
export function consoleDayEnd(day: Day): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date + 1, CONSOLE_TIME_ZONE).getTime());
}

/**
 * Where a filter's "from" starts: a day ('2026-11-29') at its start in the console's zone, an
 * instant with its offset ('2026-11-29T12:00:00Z') as it is (inclusive either way).
 */
export function filterFrom(value: string): Date {
  return isDay(value) ? consoleDayStart(value) : new Date(value);
}

/**
 * Where a filter's "to" ends, exclusive: after the whole day for a day, one millisecond after an
 * instant (an inclusive instant, as the list's filter has always read it).
 */
export function filterTo(value: string): Date {
  return isDay(value) ? consoleDayEnd(value) : new Date(new Date(value).getTime() + 1);
}

function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value.trim());
}

/**
 * A wall time of the console's zone without an offset ('2026-12-01T22:00') as an instant; a
 * value that names its offset or Z is read as it is.
 */
export function consoleLocalTime(text: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?$/.exec(text.trim());
  if (!match) return new Date(text);
  const [, y, mo, d, h, mi, s, frac] = match;
  const ms = frac ? Math.round(Number(`0.${frac}`) * 1000) : 0;
  return new Date(
    new TZDate(
      Number(y),
      Number(mo) - 1,
      Number(d),
      Number(h),
      Number(mi),
      Number(s ?? 0),
      ms,
      CONSOLE_TIME_ZONE,
    ).getTime(),
  );
}

/** The day an instant falls on in the console's zone. */
export function consoleDayOf(instant: Date | number): Day {
  return format(
    new TZDate(typeof instant === 'number' ? instant : instant.getTime(), CONSOLE_TIME_ZONE),
    'yyyy-MM-dd',
  );
}

/** An instant as staff read it: dd/MM/yyyy HH:mm, 24 h (00–23), in the console's zone. */
export function formatConsoleDateTime(instant: Date | number | string): string {
  const time =
    typeof instant === 'string'
      ? Date.parse(instant)
      : typeof instant === 'number'
        ? instant
        : instant.getTime();
  return format(new TZDate(time, CONSOLE_TIME_ZONE), 'dd/MM/yyyy HH:mm');
}

/** The zone's instant in SQL: `<column> at time zone '<zone>'` (the database applies its tzdata). */
export const consoleZoneSql = (expression: string) => `(${expression} at time zone '${CONSOLE_TIME_ZONE}')`;
