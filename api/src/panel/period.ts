// The period the operations panel shows: the last 24 hours (by hour), the last 7 or 30 days (by
// day), or a range of days of the console's calendar (Buenos Aires: UTC-3, no daylight saving).
import type { Bucket } from '@cgi/console-store';
import { consoleDayEnd, consoleDayOf, consoleDayStart } from '@cgi/workflows/time-zone';
import { HttpError } from '../http/errors';
import { z } from '../openapi/zod';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Longest range: a year of days. */
const MAX_RANGE_DAYS = 366;

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Fecha inválida (use AAAA-MM-DD)' })
  .refine(
    (text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
    },
    { error: 'Fecha inválida (use AAAA-MM-DD)' },
  );

export const periodQuery = z.object({
  period: z
    .enum(['24h', '7d', '30d', 'range'])
    .default('24h')
    .openapi({ description: 'Últimas 24 horas, 7 días, 30 días, o un rango de días (`from` y `to`)' }),
  from: day.optional().openapi({ description: 'Con `period=range`: desde (AAAA-MM-DD, inclusive)' }),
  to: day.optional().openapi({ description: 'Con `period=range`: hasta (AAAA-MM-DD, inclusive)' }),
});

export type PeriodQuery = z.infer<typeof periodQuery>;

export const periodView = z
  .object({
    from: z.string().openapi({ description: 'Desde (instante, inclusive)' }),
    to: z.string().openapi({ description: 'Hasta (instante, exclusive)' }),
    bucket: z.enum(['hour', 'day']).openapi({ description: 'Cada barra: una hora o un día' }),
  })
  .openapi('PanelPeriod');

/** The period's instants and buckets; `now` rounded up to its hour so buckets are whole. */
export function resolvePeriod(
  query: PeriodQuery,
  now = new Date(),
): { from: Date; to: Date; bucket: Bucket } {
  const nextHour = new Date(Math.floor(now.getTime() / HOUR) * HOUR + HOUR);
  // Buenos Aires midnight of tomorrow: the last day bucket is today, whole.
  const tomorrow = consoleDayEnd(consoleDayOf(now));
  switch (query.period) {
    case '24h':
      return { from: new Date(nextHour.getTime() - 24 * HOUR), to: nextHour, bucket: 'hour' };
    case '7d':
      return { from: new Date(tomorrow.getTime() - 7 * DAY), to: tomorrow, bucket: 'day' };
    case '30d':
      return { from: new Date(tomorrow.getTime() - 30 * DAY), to: tomorrow, bucket: 'day' };
    case 'range': {
      if (!query.from || !query.to) {
        throw new HttpError(400, 'VALIDATION', 'Indique desde y hasta qué día', {
          ...(query.from ? {} : { from: 'Indique desde qué día' }),
          ...(query.to ? {} : { to: 'Indique hasta qué día' }),
        });
      }
      const from = consoleDayStart(query.from);
      const to = consoleDayEnd(query.to);
      if (to <= from) {
        throw new HttpError(400, 'VALIDATION', 'El rango termina antes de empezar', {
          to: '“Hasta” debe ser el mismo día que “desde” o uno posterior',
        });
      }
      const days = (to.getTime() - from.getTime()) / DAY;
      if (days > MAX_RANGE_DAYS) {
        throw new HttpError(400, 'VALIDATION', `El rango puede abarcar hasta ${MAX_RANGE_DAYS} días`, {
          to: `Elija un rango de hasta ${MAX_RANGE_DAYS} días`,
        });
      }
      return { from, to, bucket: days <= 2 ? 'hour' : 'day' };
    }
  }
}
