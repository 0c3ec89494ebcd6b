// Days never move with the browser's time zone: the same values read the same in Buenos Aires,
// Auckland, Tokyo, UTC and Los Angeles (process.env.TZ changes the zone of this process at run time).
import { CONSOLE_TIME_ZONE } from '@cgi/workflows/time-zone';
import { afterAll, describe, expect, it } from 'vitest';
import {
  consoleDateTimeToIso,
  isoToConsoleDateTime,
  calendarDay,
  displayDay,
  formatInstant,
  isDay,
  parseDay,
  parseTypedDay,
  toDay,
  today,
  typedDay,
} from './dates';

const zones = [CONSOLE_TIME_ZONE, 'Pacific/Auckland', 'Asia/Tokyo', 'UTC', 'America/Los_Angeles'];
const originalZone = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalZone;
});

describe.each(zones)('with the browser in %s', (zone) => {
  it('shows a date-only value as written, never a day apart', () => {
    process.env.TZ = zone;
    // The instance list and its detail page read these two (issue 16).
    expect(displayDay('2026-11-23T00:00:00Z')).toBe('23/11/2026');
    expect(displayDay('2099-12-31T00:00:00.000Z')).toBe('31/12/2099');
    expect(displayDay('2026-11-23')).toBe('23/11/2026');
    expect(displayDay('2024-07-03')).toBe('03/07/2024');
  });

  it('shows an instant on its day in Buenos Aires', () => {
    process.env.TZ = zone;
    // 01:30 UTC on 24 November is still the 23rd in Buenos Aires (UTC-3).
    expect(displayDay('2026-11-24T01:30:00Z')).toBe('23/11/2026');
    // The end of a day as the console stores it: 23:59:59.999 in Buenos Aires.
    expect(displayDay('2026-12-01T02:59:59.999Z')).toBe('30/11/2026');
    expect(displayDay('2024-04-01T12:00:00.000Z')).toBe('01/04/2024');
    expect(formatInstant('2026-11-24T01:30:00Z', 'dd/MM/yyyy HH:mm')).toBe('23/11/2026 22:30');
  });

  it('keeps a picked day as that day, both ways', () => {
    process.env.TZ = zone;
    const picked = parseDay('2026-03-01')!;
    expect(picked.getDate()).toBe(1);
    expect(toDay(picked)).toBe('2026-03-01');
    expect(today(new Date('2026-11-24T01:30:00Z'))).toBe('2026-11-23');
  });
});

describe('calendarDay', () => {
  it('refuses what is not a day', () => {
    expect(calendarDay('2025-02-30')).toBeNull();
    expect(calendarDay('1/2/2025')).toBeNull();
    expect(calendarDay('nunca')).toBeNull();
    expect(calendarDay('')).toBeNull();
    expect(calendarDay(null)).toBeNull();
    expect(parseDay('2025-02-30')).toBeNull();
  });
});

describe('typed days (dd/mm/aaaa)', () => {
  it('reads day first, padded or not, and only real days', () => {
    expect(parseTypedDay('05/03/2026')).toBe('2026-03-05');
    expect(parseTypedDay(' 5/3/2026 ')).toBe('2026-03-05');
    expect(parseTypedDay('5-3-2026')).toBe('2026-03-05');
    expect(parseTypedDay('2026-03-05')).toBe('2026-03-05');
    expect(parseTypedDay('29/02/2024')).toBe('2024-02-29');
    expect(parseTypedDay('29/02/2026')).toBeNull();
    expect(parseTypedDay('03/31/2026')).toBeNull(); // mm/dd/yyyy is no date here
    expect(parseTypedDay('5/3/26')).toBeNull();
    expect(parseTypedDay('')).toBeNull();
    expect(typedDay('2026-03-05')).toBe('05/03/2026');
    expect(isDay('2026-03-05')).toBe(true);
    expect(isDay('05/03/2026')).toBe(false);
  });
});

describe('date-time fields in the console zone', () => {
  it('reads a date-time field as a Buenos Aires time and stores its UTC instant', () => {
    expect(consoleDateTimeToIso('2026-12-01T22:00')).toBe('2026-12-02T01:00:00.000Z');
    expect(consoleDateTimeToIso('2026-12-01T22:00:30')).toBe('2026-12-02T01:00:30.000Z');
    expect(consoleDateTimeToIso('2026-02-30T22:00')).toBeNull();
    expect(consoleDateTimeToIso('2026-12-01T24:10')).toBeNull();
    expect(consoleDateTimeToIso('')).toBeNull();
  });

  it('shows an instant as the field holds it, in Buenos Aires time', () => {
    expect(isoToConsoleDateTime('2026-12-02T01:00:00.000Z')).toBe('2026-12-01T22:00');
  });
});
