// The panel's period in the URL, so a view can be linked: last 24 h, 7 or 30 days, or a range.
import { z } from 'zod';
import { dayParam, oneOfParam } from '../../shared/lib/search-params';

export const panelSearch = z.object({
  period: oneOfParam(['24h', '7d', '30d', 'range']),
  from: dayParam,
  to: dayParam,
});

export type PanelSearch = z.output<typeof panelSearch>;
export type PanelPeriod = NonNullable<PanelSearch['period']>;

/** What the api is asked: a range only with both days, else the last 24 hours. */
export function periodQuery(search: PanelSearch): { period: PanelPeriod; from?: string; to?: string } {
  const period = search.period ?? '24h';
  if (period !== 'range') return { period };
  if (!search.from || !search.to) return { period: '24h' };
  return search.from <= search.to
    ? { period, from: search.from, to: search.to }
    : { period, from: search.to, to: search.from };
}
