// How operations ended: one row per operation, written when it ends and never changed. Writing
// the same run again adds nothing, so the worker's activity may run twice (a worker killed
// between its insert and its completion) and a copy may meet rows the worker already wrote.
import type { Db } from '@cgi/platform/db';
import { indexedOutcomeValues, type Pseudonymize } from '@cgi/workflows';
import type { OperationOutcome, OutcomeStatus } from '@cgi/workflows/outcome-record';
import { createRecordWriter } from './operation-record/writer';
import { endedRunEntries, type IndexedKeys } from './operation-record/run-entries';
import { rebuildRollups } from './outcome-rollups';

// The row is what the workflows record at their end (one declaration, beside the code that
// builds it).
export type { OperationOutcome, OutcomeStatus } from '@cgi/workflows/outcome-record';

/**
 * How operations ended, as the panel and the alerts read them: a view of the operations record
 * (migration 020). Writing an outcome appends the run's request and end to the record, without
 * personal values (an outcome has none): the worker writes whole runs (operation-record), this
 * is for what knows only the outcome (a copy of rows kept before the record, tests, benchmarks).
 */
export interface OperationOutcomesOptions {
  /** The pseudonyms of Temporal's index (the api's and the worker's keys). */
  pseudonymize: Pseudonymize;
}

export function createOperationOutcomes(db: Db, options: OperationOutcomesOptions) {
  const writer = createRecordWriter(db, null);
  const { pseudonymize } = options;
  /** A personal target and the actor as the index holds them (unless they are held so already). */
  const keysOf = (outcome: OperationOutcome, indexed: boolean): IndexedKeys => {
    const values = indexed ? outcome : indexedOutcomeValues(outcome, pseudonymize);
    return {
      targetKey: values.targetKey,
      actorKey: values.actor || null,
      related: [],
      pseudonym: pseudonymize,
    };
  };

  async function insert(
    outcomes: readonly OperationOutcome[],
    recordedBy: string,
    indexed = false,
  ): Promise<number> {
    const stored = await writer.append(
      outcomes.flatMap((outcome) => endedRunEntries(outcome, undefined, undefined, keysOf(outcome, indexed))),
      recordedBy,
    );
    return stored.filter((entry) => entry.stage === 'ended').length;
  }

  return {
    /** Records how a run ended; false when it was recorded already. */
    async record(outcome: OperationOutcome): Promise<boolean> {
      return (await insert([outcome], 'worker')) === 1;
    },

    /**
     * Records runs that ended before the worker recorded them (a copy); how many were new.
     * `indexed`: their target and actor are already as the index holds them.
     */
    recordMany(
      outcomes: readonly OperationOutcome[],
      recordedBy = 'backfill',
      indexed = false,
    ): Promise<number> {
      return insert(outcomes, recordedBy, indexed);
    },

    /** Rebuilds the rollups from every outcome (rows written by other means: the benchmark, a repair). */
    rebuildRollups: () => rebuildRollups(db),

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

export function outcomeOfRow(row: Record<string, unknown>): OperationOutcome {
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
