// The operations panel's figures over a period, from operation_outcomes: ended operations by
// status over time (hour or day buckets in the console's time zone), failure rates by type and
// by failing step, and duration percentiles. Plain SQL both engines run (PGlite, PostgreSQL).
import type { Queryable } from '@cgi/platform/db';
import { CONSOLE_TIME_ZONE, CONSOLE_UTC_OFFSET_MS, withConsoleOffset } from '@cgi/workflows/time-zone';
import { bucketValue } from './outcome-rollups';

/** Where the console's staff are: buckets start at its midnight and on its hours. */
export { CONSOLE_TIME_ZONE };

export type Bucket = 'hour' | 'day';

export interface PanelPeriod {
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
  bucket: Bucket;
}

export interface TimelinePoint {
  /** Where the bucket starts, an instant (ISO, UTC). */
  start: string;
  /** The same as the console's clock reads it: `2026-11-20T14:00` or `2026-11-20`. */
  local: string;
  /** Started in the bucket (and ended since). */
  started: number;
  completed: number;
  failed: number;
  cancelled: number;
  /** Ended at their approval (rejected or expired), before any step: not failures. */
  rejected: number;
  expired: number;
}

export interface TypeFigures {
  type: string;
  ended: number;
  completed: number;
  failed: number;
  cancelled: number;
  rejected: number;
  expired: number;
  /** failed / ended, 0 when none ended (rejected and expired ones end, they do not fail). */
  failureRate: number;
  /** Of the completed ones, in milliseconds (null when none completed). */
  p50Ms: number | null;
  p95Ms: number | null;
  /** Where its failures failed, most first ('' for failures before any step). */
  failedSteps: { step: string; label: string; failed: number }[];
}

interface TimelineRow {
  local: string;
  started: number;
  completed: number;
  failed: number;
  cancelled: number;
  rejected: number;
  expired: number;
}

/** A local `YYYY-MM-DDTHH:MM:SS` of the console's zone as an instant (Buenos Aires: UTC-3 all year). */
function instantOfLocal(local: string): string {
  return new Date(withConsoleOffset(local)).toISOString();
}

/** Buenos Aires midnight (UTC-3): 03:00 UTC. */
const isConsoleMidnight = (at: Date) => (at.getTime() + CONSOLE_UTC_OFFSET_MS) % 86_400_000 === 0;

/** percentile_cont over a histogram: the values at the ranks around p·(n-1), interpolated. */
function percentileOfBuckets(buckets: { bucket: number; n: number }[], p: number): number | null {
  const total = buckets.reduce((sum, b) => sum + b.n, 0);
  if (total === 0) return null;
  const sorted = [...buckets].sort((a, b) => a.bucket - b.bucket);
  const valueAt = (index: number) => {
    let seen = 0;
    for (const b of sorted) {
      seen += b.n;
      if (index < seen) return bucketValue(b.bucket);
    }
    return bucketValue(sorted.at(-1)!.bucket);
  };
  const rank = p * (total - 1);
  const low = valueAt(Math.floor(rank));
  const high = valueAt(Math.ceil(rank));
  return Math.round(low + (high - low) * (rank - Math.floor(rank)));
}

/** The rollup rows of a period ($1 from, $2 to): hours (UTC), or Buenos Aires days when whole. */
const HOURLY_SOURCE = `operation_outcome_counts
  where hour >= date_trunc('hour', $1::timestamptz at time zone 'UTC')
    and hour < ($2::timestamptz at time zone 'UTC')`;
const DAILY_SOURCE = `operation_outcome_daily_counts
  where day >= ($1::timestamptz at time zone '${CONSOLE_TIME_ZONE}')::date
    and day < ($2::timestamptz at time zone '${CONSOLE_TIME_ZONE}')::date`;

interface CountRow {
  operation_type: string;
  measure: string;
  failed_step: string;
  failed_step_label: string | null;
  n: number;
}

export function createOperationsPanel(db: Queryable) {
  /** Exact percentiles from the rows (a period that is not whole days: the last 24 hours). */
  async function exactPercentiles(period: Omit<PanelPeriod, 'bucket'>) {
    const rows = await db.query<{ operation_type: string; p50: number | null; p95: number | null }>(
      `select operation_type,
              percentile_cont(0.5) within group (order by duration_ms) as p50,
              percentile_cont(0.95) within group (order by duration_ms) as p95
         from operation_outcomes
        where ended_at >= $1 and ended_at < $2 and status = 'completed'
        group by operation_type`,
      [period.from, period.to],
    );
    return new Map(
      rows.map((row) => [
        row.operation_type,
        {
          p50: row.p50 === null ? null : Math.round(Number(row.p50)),
          p95: row.p95 === null ? null : Math.round(Number(row.p95)),
        },
      ]),
    );
  }

  /** Percentiles of whole days from their duration buckets (5 % wide: within 2.5 %). */
  async function bucketPercentiles(period: Omit<PanelPeriod, 'bucket'>) {
    const rows = await db.query<{ operation_type: string; bucket: number; n: number }>(
      `select operation_type, bucket, sum(n)::int as n
         from operation_outcome_durations
        where day >= ($1::timestamptz at time zone '${CONSOLE_TIME_ZONE}')::date
          and day < ($2::timestamptz at time zone '${CONSOLE_TIME_ZONE}')::date
        group by operation_type, bucket`,
      [period.from, period.to],
    );
    const byType = new Map<string, { bucket: number; n: number }[]>();
    for (const row of rows) {
      const list = byType.get(row.operation_type) ?? [];
      list.push({ bucket: row.bucket, n: row.n });
      byType.set(row.operation_type, list);
    }
    return new Map(
      [...byType].map(([type, buckets]) => [
        type,
        { p50: percentileOfBuckets(buckets, 0.5), p95: percentileOfBuckets(buckets, 0.95) },
      ]),
    );
  }

  return {
    async timeline(period: PanelPeriod): Promise<TimelinePoint[]> {
      const unit = period.bucket === 'hour' ? 'hour' : 'day';
      const daily = unit === 'day' && isConsoleMidnight(period.from) && isConsoleMidnight(period.to);
      const source = daily ? DAILY_SOURCE : HOURLY_SOURCE;
      // Every bucket of the period, with zeros where nothing happened; ended ones by their end,
      // started ones by their start (the rollup's hours are UTC).
      const rows = await db.query<TimelineRow>(
        `with buckets as (
           select generate_series(
             date_trunc('${unit}', $1::timestamptz at time zone '${CONSOLE_TIME_ZONE}'),
             ($2::timestamptz at time zone '${CONSOLE_TIME_ZONE}') - interval '1 microsecond',
             interval '1 ${unit}'
           ) as local
         ),
         counted as (
           select ${daily ? `day::timestamp` : `date_trunc('${unit}', (hour at time zone 'UTC') at time zone '${CONSOLE_TIME_ZONE}')`} as local,
                  coalesce(sum(n) filter (where measure = 'started'), 0)::int as started,
                  coalesce(sum(n) filter (where measure = 'completed'), 0)::int as completed,
                  coalesce(sum(n) filter (where measure = 'failed'), 0)::int as failed,
                  coalesce(sum(n) filter (where measure = 'cancelled'), 0)::int as cancelled,
                  coalesce(sum(n) filter (where measure = 'rejected'), 0)::int as rejected,
                  coalesce(sum(n) filter (where measure = 'expired'), 0)::int as expired
             from ${source}
            group by 1
         )
         select to_char(b.local, 'YYYY-MM-DD"T"HH24:MI:SS') as local,
                coalesce(c.started, 0) as started, coalesce(c.completed, 0) as completed,
                coalesce(c.failed, 0) as failed, coalesce(c.cancelled, 0) as cancelled,
                coalesce(c.rejected, 0) as rejected, coalesce(c.expired, 0) as expired
           from buckets b
           left join counted c on c.local = b.local
          order by b.local`,
        [period.from, period.to],
      );
      return rows.map((row) => ({
        start: instantOfLocal(row.local),
        local: period.bucket === 'hour' ? row.local.slice(0, 16) : row.local.slice(0, 10),
        started: row.started,
        completed: row.completed,
        failed: row.failed,
        cancelled: row.cancelled,
        rejected: row.rejected,
        expired: row.expired,
      }));
    },

    /**
     * Per type. Counts are exact; duration percentiles are exact for a period that is not whole
     * days (the last 24 hours), and within 2.5 % for whole days (their duration buckets).
     */
    async byType(period: Omit<PanelPeriod, 'bucket'>): Promise<TypeFigures[]> {
      const wholeDays = isConsoleMidnight(period.from) && isConsoleMidnight(period.to);
      const [counts, percentiles] = await Promise.all([
        db.query<CountRow>(
          `select operation_type, measure, failed_step, max(failed_step_label) as failed_step_label,
                  sum(n)::int as n
             from ${wholeDays ? DAILY_SOURCE : HOURLY_SOURCE}
              and measure <> 'started'
            group by operation_type, measure, failed_step`,
          [period.from, period.to],
        ),
        wholeDays ? bucketPercentiles(period) : exactPercentiles(period),
      ]);
      const types = new Map<string, TypeFigures>();
      for (const row of counts) {
        const figure = types.get(row.operation_type) ?? {
          type: row.operation_type,
          ended: 0,
          completed: 0,
          failed: 0,
          cancelled: 0,
          rejected: 0,
          expired: 0,
          failureRate: 0,
          p50Ms: percentiles.get(row.operation_type)?.p50 ?? null,
          p95Ms: percentiles.get(row.operation_type)?.p95 ?? null,
          failedSteps: [],
        };
        types.set(row.operation_type, figure);
        figure.ended += row.n;
        if (row.measure === 'completed') figure.completed += row.n;
        if (row.measure === 'cancelled') figure.cancelled += row.n;
        if (row.measure === 'rejected') figure.rejected += row.n;
        if (row.measure === 'expired') figure.expired += row.n;
        if (row.measure === 'failed') {
          figure.failed += row.n;
          figure.failedSteps.push({
            step: row.failed_step,
            label: row.failed_step_label ?? '',
            failed: row.n,
          });
        }
      }
      return [...types.values()]
        .map((figure) => ({
          ...figure,
          failureRate: figure.ended === 0 ? 0 : figure.failed / figure.ended,
          failedSteps: figure.failedSteps.sort((a, b) => b.failed - a.failed || a.step.localeCompare(b.step)),
        }))
        .sort((a, b) => b.failed - a.failed || a.type.localeCompare(b.type));
    },
  };
}

export type OperationsPanel = ReturnType<typeof createOperationsPanel>;
