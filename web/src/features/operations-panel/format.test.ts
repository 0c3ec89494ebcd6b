import { describe, expect, it } from 'vitest';
import { consoleDayOf, formatBucket, formatDuration } from './format';
import { periodQuery } from './search';

describe('panel formats', () => {
  it('writes durations as staff read them', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(12_500)).toBe('12,5 s');
    expect(formatDuration(185_000)).toBe('3 min 5 s');
    expect(formatDuration(7_800_000)).toBe('2 h 10 min');
    expect(formatDuration(null)).toBe('—');
  });

  it('names buckets and days in Buenos Aires time', () => {
    expect(formatBucket('2026-11-20T14:00')).toBe('20/11 14:00');
    expect(formatBucket('2026-11-20')).toBe('20/11');
    // 02:00 UTC on the 21st is still the 20th in Buenos Aires.
    expect(consoleDayOf('2026-11-21T02:00:00Z')).toBe('2026-11-20');
    expect(consoleDayOf('2026-11-21T03:00:00Z')).toBe('2026-11-21');
  });

  it('asks for a range only with both days, in order', () => {
    expect(periodQuery({ period: 'range', from: '2026-11-01' })).toEqual({ period: '24h' });
    expect(periodQuery({ period: 'range', from: '2026-11-10', to: '2026-11-01' })).toEqual({
      period: 'range',
      from: '2026-11-01',
      to: '2026-11-10',
    });
    expect(periodQuery({})).toEqual({ period: '24h' });
  });
});
