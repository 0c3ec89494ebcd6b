// How operations ended (migrations/006_operation_outcomes.sql): one row per workflow run,
// written when the run ends and never changed. Writing the same run again adds nothing, so the
// worker's activity may run twice (a worker killed between its insert and its completion) and
// the backfill may meet rows the worker already wrote. A personal target and the actor are kept
// as the pseudonyms Temporal's index holds (migration 012); rows written before that are
// rewritten once, by the worker on its start (pseudonymizeOlderRows).
import type { Queryable, SqlParam } from '@cgi/platform/db';
import { indexedOutcomeValues, type Pseudonymize } from '@cgi/workflows';
import type { OperationOutcome, OutcomeStatus } from '@cgi/workflows/outcome-record';

// The row is what the workflows record at their end (one declaration, beside the code that
// builds it).
export type { OperationOutcome, OutcomeStatus } from '@cgi/workflows/outcome-record';

const COLUMNS = [
  'workflow_id',
  'run_id',
  'operation_type',
  'target_key',
  'target',
  'actor',
  'source',
  'status',
  'failed_step',
  'failed_step_label',
  'error_code',
  'started_at',
  'ended_at',
  'duration_ms',
  'retries',
  'retry_of',
  'elements_total',
  'elements_done',
  'elements_skipped',
  'elements_failed',
  'recorded_by',
  'via_bulk',
  'pseudonymous',
] as const;

const clip = (text: string | null, max: number) => (text === null ? null : text.slice(0, max));

function rowOf(outcome: OperationOutcome, recordedBy: string, pseudonymize: Pseudonymize): SqlParam[] {
  const indexed = indexedOutcomeValues(outcome, pseudonymize);
  return [
    outcome.workflowId,
    outcome.runId,
    clip(outcome.type, 100),
    clip(indexed.targetKey, 500),
    clip(indexed.target, 500),
    clip(indexed.actor, 320),
    clip(outcome.source, 20),
    outcome.status,
    clip(outcome.failedStep, 100),
    clip(outcome.failedStepLabel, 300),
    clip(outcome.errorCode, 100),
    new Date(outcome.startedAt),
    new Date(outcome.endedAt),
    Math.max(0, Math.round(outcome.durationMs)),
    Math.max(0, outcome.retries),
    outcome.retryOf,
    outcome.elements?.total ?? null,
    outcome.elements?.done ?? null,
    outcome.elements?.skipped ?? null,
    outcome.elements?.failed ?? null,
    recordedBy,
    outcome.viaBulk ?? null,
    true,
  ];
}

/** Durations' bucket (5 % wide) and the value a bucket stands for (its geometric middle). */
export const DURATION_BUCKET_RATIO = 1.05;
export const durationBucketSql = (column: string) =>
  `floor(ln(greatest(${column}, 1)::float8) / ln(${DURATION_BUCKET_RATIO}))::smallint`;
export const bucketValue = (bucket: number) => DURATION_BUCKET_RATIO ** (bucket + 0.5);

/** CTEs adding the rows of `source` to the panel's rollups (migration 006). */
const ROLLUP_FROM = (source: string) => `
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
    select (ended_at at time zone 'America/Argentina/Buenos_Aires')::date, operation_type, status,
           coalesce(failed_step, ''), max(failed_step_label), count(*)
      from ${source} group by 1, 2, 3, 4
    union all
    select (started_at at time zone 'America/Argentina/Buenos_Aires')::date, operation_type, 'started', '', null, count(*)
      from ${source} group by 1, 2
    on conflict (day, operation_type, measure, failed_step)
      do update set n = operation_outcome_daily_counts.n + excluded.n
  ),
  timed as (
    insert into operation_outcome_durations (day, operation_type, bucket, n)
    select (ended_at at time zone 'America/Argentina/Buenos_Aires')::date, operation_type,
           ${durationBucketSql('duration_ms')}, count(*)
      from ${source} where status = 'completed' group by 1, 2, 3
    on conflict (day, operation_type, bucket)
      do update set n = operation_outcome_durations.n + excluded.n
  )`;

// PostgreSQL accepts at most 65535 bind parameters per statement.
const ROWS_PER_INSERT = Math.floor(30_000 / COLUMNS.length);

export interface OperationOutcomesOptions {
  /** The pseudonyms of Temporal's index (the api's and the worker's keys). */
  pseudonymize: Pseudonymize;
}

export function createOperationOutcomes(db: Queryable, options: OperationOutcomesOptions) {
  const { pseudonymize } = options;

  async function insert(outcomes: readonly OperationOutcome[], recordedBy: string): Promise<number> {
    let inserted = 0;
    for (let start = 0; start < outcomes.length; start += ROWS_PER_INSERT) {
      const params: SqlParam[] = [];
      const tuples = outcomes.slice(start, start + ROWS_PER_INSERT).map((outcome) => {
        const slots = rowOf(outcome, recordedBy, pseudonymize).map((value) => {
          params.push(value);
          return `$${params.length}`;
        });
        return `(${slots.join(', ')})`;
      });
      // The rollups count only the rows this statement inserted: a run written twice adds nothing.
      const [row] = await db.query<{ n: number }>(
        `with inserted as (
           insert into operation_outcomes (${COLUMNS.join(', ')}) values ${tuples.join(', ')}
           on conflict (workflow_id, run_id) do nothing
           returning operation_type, status, failed_step, failed_step_label, started_at, ended_at, duration_ms
         ),
         ${ROLLUP_FROM('inserted')}
         select count(*)::int as n from inserted`,
        params,
      );
      inserted += row?.n ?? 0;
    }
    return inserted;
  }

  return {
    /** Records how a run ended; false when it was recorded already. */
    async record(outcome: OperationOutcome): Promise<boolean> {
      return (await insert([outcome], 'worker')) === 1;
    },

    /** Records runs that ended before the worker recorded them (the backfill); how many were new. */
    recordMany(outcomes: readonly OperationOutcome[], recordedBy = 'backfill'): Promise<number> {
      return insert(outcomes, recordedBy);
    },

    /** Rebuilds the rollups from every outcome (rows written by other means: the benchmark, a repair). */
    async rebuildRollups(): Promise<void> {
      await db.query('delete from operation_outcome_counts');
      await db.query('delete from operation_outcome_durations');
      await db.query('delete from operation_outcome_daily_counts');
      await db.query(`with source as (select * from operation_outcomes), ${ROLLUP_FROM('source')} select 1`);
    },

    /**
     * Rewrites the rows written before outcomes held pseudonyms (their target and actor in
     * clear), `batch` at a time; how many it rewrote. Safe to run in several processes at once:
     * a row another one rewrote meanwhile is left as it is.
     */
    async pseudonymizeOlderRows(batch = 500): Promise<number> {
      let rewritten = 0;
      for (;;) {
        const rows = await db.query<{
          workflow_id: string;
          run_id: string;
          operation_type: string;
          target: string | null;
          target_key: string;
          actor: string;
        }>(
          `select workflow_id, run_id, operation_type, target, target_key, actor
             from operation_outcomes where not pseudonymous limit $1`,
          [batch],
        );
        if (rows.length === 0) return rewritten;
        for (const row of rows) {
          const indexed = indexedOutcomeValues(
            { type: row.operation_type, target: row.target, targetKey: row.target_key, actor: row.actor },
            pseudonymize,
          );
          const done = await db.query(
            `update operation_outcomes set target = $3, target_key = $4, actor = $5, pseudonymous = true
              where workflow_id = $1 and run_id = $2 and not pseudonymous
              returning 1`,
            [
              row.workflow_id,
              row.run_id,
              clip(indexed.target, 500),
              clip(indexed.targetKey, 500),
              clip(indexed.actor, 320),
            ],
          );
          rewritten += done.length;
        }
      }
    },

    /** How many rows a run has (tests: exactly one). */
    async countOf(workflowId: string): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        'select count(*)::int as n from operation_outcomes where workflow_id = $1',
        [workflowId],
      );
      return row?.n ?? 0;
    },

    async get(workflowId: string, runId: string): Promise<OperationOutcome | null> {
      const [row] = await db.query<Record<string, unknown>>(
        'select * from operation_outcomes where workflow_id = $1 and run_id = $2',
        [workflowId, runId],
      );
      return row ? outcomeOfRow(row) : null;
    },
  };
}

function outcomeOfRow(row: Record<string, unknown>): OperationOutcome {
  const text = (key: string) => (row[key] === null || row[key] === undefined ? null : String(row[key]));
  const number = (key: string) => (row[key] === null || row[key] === undefined ? null : Number(row[key]));
  return {
    workflowId: String(row.workflow_id),
    runId: String(row.run_id),
    type: String(row.operation_type),
    targetKey: String(row.target_key),
    target: text('target'),
    actor: String(row.actor),
    source: String(row.source),
    status: row.status as OutcomeStatus,
    failedStep: text('failed_step'),
    failedStepLabel: text('failed_step_label'),
    errorCode: text('error_code'),
    startedAt: new Date(row.started_at as string).toISOString(),
    endedAt: new Date(row.ended_at as string).toISOString(),
    durationMs: Number(row.duration_ms),
    retries: Number(row.retries),
    retryOf: text('retry_of'),
    ...(row.via_bulk ? { viaBulk: String(row.via_bulk) } : {}),
    elements:
      row.elements_total === null
        ? null
        : {
            total: number('elements_total')!,
            done: number('elements_done') ?? 0,
            skipped: number('elements_skipped') ?? 0,
            failed: number('elements_failed') ?? 0,
          },
  };
}

export type OperationOutcomes = ReturnType<typeof createOperationOutcomes>;
