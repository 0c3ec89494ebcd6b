// Logic of the two-month date-range picker: month grids (Monday first) and how a click on a
// day changes the range. Pure, so it is unit-tested without a browser.
import {
  addDays,
  addMonths,
  endOfMonth,
  endOfWeek,
  format,
  isAfter,
  isBefore,
  isSameMonth,
  isValid,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/** Days as yyyy-MM-dd: what the api takes and what <input type="date"> holds. */
export type DayRange = { from: string; to: string };

export const toDay = (date: Date): string => format(date, 'yyyy-MM-dd');

export function parseDay(value: string | undefined | null): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

export type GridDay = { date: Date; day: string; inMonth: boolean };

/** The weeks of a month, Monday first, padded with the neighbouring months' days. */
export function monthGrid(month: Date): GridDay[][] {
  const first = startOfWeek(startOfMonth(month), { weekStartsOn: 1 });
  const last = endOfWeek(endOfMonth(month), { weekStartsOn: 1 });
  const weeks: GridDay[][] = [];
  for (let cursor = first; !isAfter(cursor, last); cursor = addDays(cursor, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, index) => {
        const date = addDays(cursor, index);
        return { date, day: toDay(date), inMonth: isSameMonth(date, month) };
      }),
    );
  }
  return weeks;
}

/** A range being chosen: after a complete range (or none) a click starts anew; the second click closes it. */
export type Draft = { from: string | null; to: string | null };

export function pickDay(draft: Draft, day: string): Draft {
  if (!draft.from || draft.to) return { from: day, to: null };
  return day < draft.from ? { from: day, to: draft.from } : { from: draft.from, to: day };
}

export function inDraft(draft: Draft, day: string): boolean {
  if (!draft.from) return false;
  const to = draft.to ?? draft.from;
  return day >= draft.from && day <= to;
}

/** The two months shown: the one holding `anchor` and the next. */
export function visibleMonths(anchor: Date): [Date, Date] {
  const first = startOfMonth(anchor);
  return [first, addMonths(first, 1)];
}

export function isBeforeDay(a: string, b: string): boolean {
  const da = parseDay(a);
  const db = parseDay(b);
  return Boolean(da && db && isBefore(da, db));
}
