import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDuration } from './format';

describe('operation times', () => {
  it('shows dates without padding and the time, blank when missing', () => {
    // Buenos Aires time (UTC-3), whatever the zone of the browser.
    expect(formatDateTime('2026-03-07T12:05:03Z')).toBe('07/03/2026 09:05:03');
    expect(formatDateTime(null)).toBe('- -');
    expect(formatDateTime('ayer')).toBe('- -');
  });

  it('shows short and long durations', () => {
    expect(formatDuration('2026-01-01T00:00:00Z', '2026-01-01T00:00:03.25Z')).toBe('3,3 s');
    expect(formatDuration('2026-01-01T00:00:00Z', '2026-01-01T00:02:05Z')).toBe('2 min 5 s');
    expect(formatDuration('2026-01-01T00:00:00Z', null)).toBe('- -');
  });
});
