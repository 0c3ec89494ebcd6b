// Dates from requests: a day that exists on the calendar (2024-02-30 does not), with a time of
// day that exists when there is one, in the years a date filter can name (from 1970 to 9998, so
// that the day after the last one still has four digits).

export const FIRST_YEAR = 1970;
export const LAST_YEAR = 9998;

/** yyyy-mm-dd[Thh:mm[:ss[.fff]][zone]]: the day exists, the time is within 00:00–23:59:59. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (!match) return false;
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
  if (Number(year) < FIRST_YEAR || Number(year) > LAST_YEAR) return false;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day) &&
    Number(hour) < 24 &&
    Number(minute) < 60 &&
    Number(second) < 60 &&
    !Number.isNaN(Date.parse(value))
  );
}
