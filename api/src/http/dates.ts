// Dates from requests: a day that exists on the calendar (2024-02-30 does not), with a time of
// day that exists when there is one.

/** yyyy-mm-dd[Thh:mm[:ss[.fff]][zone]]: the day exists, the time is within 00:00–23:59:59. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (!match) return false;
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
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
