// The console's time zone module: days cut at Buenos Aires midnight, wall times read there, and
// the fixed offset the sandbox and Temporal's queries use still what tzdata says.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_TIME_ZONE,
  CONSOLE_UTC_OFFSET,
  CONSOLE_UTC_OFFSET_MS,
  consoleDayEnd,
  consoleDayOf,
  consoleDayStart,
  consoleLocalTime,
  consoleZoneSql,
  filterFrom,
  filterTo,
  formatConsoleDateTime,
  withConsoleOffset,
} from './time-zone';

describe('the console time zone', () => {
  it('cuts days at Buenos Aires midnight', () => {
    expect(consoleDayStart('2026-11-29').toISOString()).toBe('2026-11-29T03:00:00.000Z');
    expect(consoleDayEnd('2026-11-29').toISOString()).toBe('2026-11-30T03:00:00.000Z');
    expect(consoleDayEnd('2026-12-31').toISOString()).toBe('2027-01-01T03:00:00.000Z');
    expect(consoleDayOf(new Date('2026-11-30T02:59:59.999Z'))).toBe('2026-11-29');
    expect(consoleDayOf(Date.parse('2026-11-30T03:00:00Z'))).toBe('2026-11-30');
  });

  it("reads a filter's bounds as whole days of the zone, or as the instants they name", () => {
    expect(filterFrom('2026-11-29').toISOString()).toBe('2026-11-29T03:00:00.000Z');
    expect(filterTo('2026-11-29').toISOString()).toBe('2026-11-30T03:00:00.000Z');
    expect(filterFrom('2026-11-28T12:00:00.000Z').toISOString()).toBe('2026-11-28T12:00:00.000Z');
    expect(filterFrom('2026-11-28T13:00+01:00').toISOString()).toBe('2026-11-28T12:00:00.000Z');
    // An instant "to" is inclusive: the bound the record compares with `<` is a millisecond on.
    expect(filterTo('2026-11-29T12:00:00Z').toISOString()).toBe('2026-11-29T12:00:00.001Z');
  });

  it('reads a wall time without a zone in Buenos Aires, and one with a zone as written', () => {
    expect(consoleLocalTime('2026-12-01T22:00').toISOString()).toBe('2026-12-02T01:00:00.000Z');
    expect(consoleLocalTime('2026-12-01T22:00:30.5').toISOString()).toBe('2026-12-02T01:00:30.500Z');
    expect(consoleLocalTime('2026-12-01T22:00:00Z').toISOString()).toBe('2026-12-01T22:00:00.000Z');
    expect(new Date(withConsoleOffset('2026-12-01T22:00')).toISOString()).toBe('2026-12-02T01:00:00.000Z');
  });

  it('shows an instant as staff read it, and cuts SQL days in the zone', () => {
    expect(formatConsoleDateTime('2026-12-02T01:05:00Z')).toBe('01/12/2026 22:05');
    expect(consoleZoneSql('ended_at')).toBe(`(ended_at at time zone '${CONSOLE_TIME_ZONE}')`);
  });

  it('keeps the fixed offset tzdata gives the zone, every month of the years around now', () => {
    const year = new Date().getUTCFullYear();
    for (let y = year - 1; y <= year + 1; y += 1) {
      for (let month = 0; month < 12; month += 1) {
        const instant = Date.UTC(y, month, 15, 12);
        expect(format(new TZDate(instant, CONSOLE_TIME_ZONE), 'xxx')).toBe(CONSOLE_UTC_OFFSET);
        expect(new TZDate(instant, CONSOLE_TIME_ZONE).getTimezoneOffset() * -60_000).toBe(
          CONSOLE_UTC_OFFSET_MS,
        );
      }
    }
  });
});
