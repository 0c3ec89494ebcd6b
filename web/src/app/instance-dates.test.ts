// The instance list (me-instances) and the instance detail (me-instance-detail) show a Mi
// Estudio date stored as midnight UTC on the same day, whatever the browser's zone (issue 16:
// the list said 23/11/2026, the detail 22/11/2026).
import { CONSOLE_TIME_ZONE } from '@cgi/workflows/time-zone';
import { afterAll, describe, expect, it } from 'vitest';
import { displayDay } from '../features/me-instance-detail/module-form';
import { formatInstanceDate } from '../features/me-instances/dates';

const originalZone = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalZone;
});

describe.each([CONSOLE_TIME_ZONE, 'Pacific/Auckland', 'America/Los_Angeles', 'UTC'])(
  'with the browser in %s',
  (zone) => {
    it('the list and the detail show the stored day', () => {
      process.env.TZ = zone;
      for (const [stored, shown] of [
        ['2026-11-23T00:00:00Z', '23/11/2026'],
        ['2099-12-31T00:00:00.000Z', '31/12/2099'],
      ] as const) {
        expect(formatInstanceDate(stored)).toBe(shown);
        expect(displayDay(stored, '- -')).toBe(shown);
      }
    });
  },
);
