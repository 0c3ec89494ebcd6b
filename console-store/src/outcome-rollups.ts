// The operations panel's rollups (migration 006): counts per hour and per day, and completed
// durations in buckets, added to as runs end in the record (operation-record/writer.ts) and
// rebuilt from the outcome view when rows arrive by other means (a copy, the benchmark, a repair).
import type { Queryable } from '@cgi/platform/db';
import { consoleZoneSql } from '@cgi/workflows/time-zone';

/** Durations' bucket (5 % wide) and the value a bucket stands for (its geometric middle). */
export const DURATION_BUCKET_RATIO = 1.05;
export const durationBucketSql = (column: string) =>
  `floor(ln(greatest(${column}, 1)::float8) / ln(${DURATION_BUCKET_RATIO}))::smallint`;
export const bucketValue = (bucket: number) => DURATION_BUCKET_RATIO ** (bucket + 0.5);

/** CTEs adding the rows of `source` to the panel's rollups (migration 006). */
export const ROLLUP_FROM = (source: string) => `
  counted as (
    insert into operation_outcome_counts (hour, operation_type, measure, failed_step, failed_step_label, n)
    select date_trunc('hour', ended_at at time zone 'UTC'), operation_type, status,
           coalesce(failed_step, ''), max(failed_step_label), count(*)
      from ${source} group by 1, 2, 3, 4
    union all
    select date_trunc('hour', started_at at time zone 'UTC'), operation_type, 'started', '', null, count(*)
      from ${source} group by 1, 2
    on conflict (hour, operation_type, measure, failed_step)
      do update set n = operation_outcome_counts.n + excluded.n
  ),
  counted_daily as (
    insert into operation_outcome_daily_counts (day, operation_type, measure, failed_step, failed_step_label, n)
    select ${consoleZoneSql('ended_at')}::date, operation_type, status,
           coalesce(failed_step, ''), max(failed_step_label), count(*)
      from ${source} group by 1, 2, 3, 4
    union all
    select ${consoleZoneSql('started_at')}::date, operation_type, 'started', '', null, count(*)
      from ${source} group by 1, 2
    on conflict (day, operation_type, measure, failed_step)
      do update set n = operation_outcome_daily_counts.n + excluded.n
  ),
  timed as (
    insert into operation_outcome_durations (day, operation_type, bucket, n)
    select ${consoleZoneSql('ended_at')}::date, operation_type,
           ${durationBucketSql('duration_ms')}, count(*)
      from ${source} where status = 'completed' group by 1, 2, 3
    on conflict (day, operation_type, bucket)
      do update set n = operation_outcome_durations.n + excluded.n
  )`;

/** Rebuilds the rollups from every ended run of the record. */
export async function rebuildRollups(db: Queryable): Promise<void> {
  await db.query('delete from operation_outcome_counts');
  await db.query('delete from operation_outcome_durations');
  await db.query('delete from operation_outcome_daily_counts');
  await db.query(`with source as (select * from operation_outcomes), ${ROLLUP_FROM('source')} select 1`);
}
