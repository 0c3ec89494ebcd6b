// Days and times as the console shows them, whatever the browser's own time zone.
//
// The services send two kinds of value: calendar days (a date-only 'yyyy-MM-dd', or the same
// day stored as midnight UTC, '…T00:00:00Z', as Mi Estudio keeps its periods) and instants
// (creation dates, deletions, status changes). A calendar day is shown as written and never
// passes through a time zone: read as an instant it would be 21:00 of the day before in Buenos
// Aires. An instant is shown on its day and time in the console's zone, America/Argentina/
// Buenos_Aires (spec 2 §1), the same for a person in Buenos Aires and one in Tokyo.
import { CONSOLE_TIME_ZONE } from '@cgi/workflows/time-zone';
import { TZDate } from '@date-fns/tz';
import { format, isValid, parseISO } from 'date-fns';

/** A calendar day, 'yyyy-MM-dd': what the api takes and what a date picker holds. */
export type Day = string;
export type DayRange = { from: Day; to: Day };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MIDNIGHT_UTC = /^(\d{4}-\d{2}-\d{2})T00:00(?::00(?:\.0+)?)?(?:Z|[+-]00:?00)$/;

/** 'yyyy-MM-dd' of a real day (not 2025-02-30), else null. */
function validDay(value: string): Day | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const utc = new Date(Date.UTC(y, m - 1, d));
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === d ? value : null;
}

/** The day an instant falls on in the console's zone. */
function consoleDayOf(time: number): Day {
  return format(new TZDate(time, CONSOLE_TIME_ZONE), 'yyyy-MM-dd');
}

/** The calendar day a value stands for (see the top of this file), or null when it is none. */
export function calendarDay(value: string | null | undefined): Day | null {
  if (!value) return null;
  const text = value.trim();
  const dateOnly = validDay(text) ?? validDay(MIDNIGHT_UTC.exec(text)?.[1] ?? '');
  if (dateOnly) return dateOnly;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : consoleDayOf(time);
}

/**
 * dd/MM/yyyy, or null. Spec 1 §1 writes days without zero padding, but staff read '6/4/2024'
 * two ways and every time the console shows is dd/MM/yyyy HH:mm: one format (issue 43).
 */
export function displayDay(value: string | null | undefined): string | null {
  const day = calendarDay(value);
  return day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : null;
}

/** An instant's date and time in the console's zone, by a date-fns pattern; null when unreadable. */
export function formatInstant(value: string | null | undefined, pattern: string): string | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? format(new TZDate(date.getTime(), CONSOLE_TIME_ZONE), pattern) : null;
}

/** Is this a real calendar day written 'yyyy-MM-dd'? */
export const isDay = (value: string): value is Day => validDay(value) !== null;

/**
 * What a person typed in a date field, as a day: dd/mm/aaaa, d/m/aaaa (also with '-' or '.'
 * between the parts), or the 'yyyy-MM-dd' the api takes; null when it is no real date.
 */
export function parseTypedDay(text: string): Day | null {
  const trimmed = text.trim();
  if (validDay(trimmed)) return trimmed;
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  if (!match) return null;
  const [, d, m, y] = match as unknown as [string, string, string, string];
  return validDay(`${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`);
}

/** A day as a date field shows it for editing: dd/MM/yyyy (the 'dd/mm/aaaa' of its placeholder). */
export function typedDay(day: Day): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** Today in the console's zone. */
export function today(now: Date = new Date()): Day {
  return consoleDayOf(now.getTime());
}

/** A day a date picker handed over (a local Date at midnight) as 'yyyy-MM-dd'. */
export const toDay = (date: Date): Day => format(date, 'yyyy-MM-dd');

/** A day for a date picker: local midnight of that day, so the picker shows that very day. */
export function parseDay(value: string | null | undefined): Date | null {
  const day = value ? validDay(value) : null;
  if (!day) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** 'yyyy-MM-ddTHH:mm' (seconds optional), what a native date-time field holds. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * What a date-time field holds ('yyyy-MM-ddTHH:mm', read as a time in the console's zone) as
 * the UTC instant the api stores; null when it is no real time.
 */
export function consoleDateTimeToIso(local: string): string | null {
  const match = LOCAL_DATE_TIME.exec(local.trim());
  if (!match || !validDay(local.trim().slice(0, 10))) return null;
  const [, y, m, d, h, min, sec = 0] = match.map((part) =>
    part === undefined ? undefined : Number(part),
  ) as [number, number, number, number, number, number, number | undefined];
  if (h > 23 || min > 59 || sec > 59) return null;
  return new Date(new TZDate(y, m - 1, d, h, min, sec, CONSOLE_TIME_ZONE).getTime()).toISOString();
}

/** An instant as a date-time field shows it: 'yyyy-MM-ddTHH:mm' in the console's zone. */
export function isoToConsoleDateTime(iso: string | number): string {
  return format(
    new TZDate(typeof iso === 'number' ? iso : Date.parse(iso), CONSOLE_TIME_ZONE),
    "yyyy-MM-dd'T'HH:mm",
  );
}
