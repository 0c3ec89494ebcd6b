// Bundled with the workflows (Worker option interceptors.workflowModules): when an operation's
// workflow ends (completed, failed or cancelled), one activity writes how it ended to the
// console's database (console-store operation_outcomes), which the operations panel counts.
// Here, around the whole workflow, rather than in each operation: every type ends through it.
// Behind a patch: runs that ended, or that replay a history recorded before this, issue no
// command here, as they did not.
import {
  ApplicationFailure,
  CancellationScope,
  ContinueAsNew,
  isCancellation,
  proxyActivities,
  proxyLocalActivities,
  workflowInfo,
  type WorkflowInterceptors,
} from '@temporalio/workflow';
import { patchedSince } from './patches';
import type { OperationMemo } from './memo';
import type { OperationProgress } from './progress';
import { operationSearchAttributes } from './search-attributes';
import { OPERATION_CANCELLED_CODE, OPERATION_FAILED_TYPE } from './step-runner';
import { APPROVAL_EXPIRED_CODE, APPROVAL_REJECTED_CODE } from './approval';
import { BUSINESS_FAILURE_TYPE, type BusinessRejection } from './business-failure';

/** Marks the runs that record their outcome at their end. */
export const OUTCOME_RECORDED = 'operation-outcome-recorded';

/**
 * Marks the runs that record their outcome with a local activity, in the workflow task that
 * ends them (older runs scheduled an activity, and replay must issue the same commands).
 *
 * Why: as an activity, the record cost one more workflow task and an activity's round trip
 * through Temporal for every operation (6 history events, one more activation of the worker),
 * after everything a reader sees had already happened. As a local activity it runs in the last
 * workflow task, after the event log's batch, and leaves one marker. The row is keyed by the
 * workflow and run ids (written once, however often it is repeated), so a worker crash that
 * runs the last task again writes nothing twice. A local activity holds its workflow task (and
 * a workflow task slot) while it runs, so it gets a few seconds only: when the console's
 * database does not answer by then, the record falls back to the activity with the long wait.
 */
export const OUTCOME_RECORDED_LOCALLY = 'operation-outcome-recorded-locally';

/**
 * How the workflow ended ('completed', 'failed', 'cancelled'), and, as staff read it, the two
 * endings of an approval that never let the operation start: 'rejected' and 'expired' (issue 30).
 */
export type EndingStatus = 'completed' | 'failed' | 'cancelled';
export type OutcomeStatus = EndingStatus | 'rejected' | 'expired';

/** A failure with these codes ended at its approval, before any step: not a failure. */
const APPROVAL_ENDINGS: Record<string, OutcomeStatus> = {
  [APPROVAL_REJECTED_CODE]: 'rejected',
  [APPROVAL_EXPIRED_CODE]: 'expired',
};

/** How one run ended: the row console-store's operation_outcomes holds, written once. */
export interface OperationOutcome {
  workflowId: string;
  runId: string;
  type: string;
  /** The target as Temporal indexes it: a pseudonym when it is personal. */
  targetKey: string;
  /** The target as the operations list shows it. */
  target: string | null;
  actor: string;
  source: string;
  status: OutcomeStatus;
  /** The step that failed (its key and label), when one did. */
  failedStep: string | null;
  failedStepLabel: string | null;
  errorCode: string | null;
  startedAt: string;
  endedAt: string;
  durationMs: number;
  /** Attempts beyond each step's first. */
  retries: number;
  retryOf: string | null;
  /** A bulk operation's elements as they ended. */
  elements: { total: number; done: number; skipped: number; failed: number } | null;
  /** The bulk retry that started this run (its alerts fire once, for the bulk). */
  viaBulk?: string | null;
}

/**
 * What the console's record keeps of a run besides its outcome: what was asked (the memo), every
 * step and decision (the final progress), and the keys Temporal indexes it by. Absent from runs
 * of code older than the record, and from the copy of the outcomes kept before it.
 */
export interface RecordedRun {
  memo: Omit<OperationMemo, 'progress'>;
  progress: OperationProgress | null;
  actorKey: string | null;
  related: string[];
}

export interface OutcomeActivities {
  recordOperationOutcome(outcome: OperationOutcome & { run?: RecordedRun }): Promise<void>;
}

const outcomeRecordOptions = {
  startToCloseTimeout: '10 seconds',
  // While the console's database is down the end waits, then gives up: the backfill fills it in.
  scheduleToCloseTimeout: '10 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds' },
} as const;
const outcomes = proxyActivities<OutcomeActivities>(outcomeRecordOptions);
const localOutcomes = proxyLocalActivities<OutcomeActivities>({
  startToCloseTimeout: '4 seconds',
  scheduleToCloseTimeout: '8 seconds',
  retry: { initialInterval: '500 milliseconds', maximumAttempts: 2 },
});

export interface RunFacts {
  workflowId: string;
  runId: string;
  startTime: Date;
  memo: Partial<OperationMemo> | undefined;
  targetKey: string | undefined;
}

/** The error code and, for a business rejection, its own code. */
function errorCodeOf(status: EndingStatus, progress: OperationProgress | undefined, error: unknown) {
  if (status === 'completed') return null;
  if (progress?.error?.code) return progress.error.code;
  if (status === 'cancelled') return OPERATION_CANCELLED_CODE;
  if (error instanceof ApplicationFailure) {
    if (error.type === BUSINESS_FAILURE_TYPE) {
      return (error.details?.[0] as BusinessRejection | undefined)?.code ?? BUSINESS_FAILURE_TYPE;
    }
    return error.type ?? 'ERROR';
  }
  return 'ERROR';
}

/** The progress an ending carries: the completed result, or the runner's failure details. */
export function progressOfEnding(result: unknown, error: unknown): OperationProgress | undefined {
  const candidate =
    error === undefined
      ? result
      : error instanceof ApplicationFailure && error.type === OPERATION_FAILED_TYPE
        ? error.details?.[0]
        : undefined;
  return candidate && typeof candidate === 'object' && Array.isArray((candidate as OperationProgress).steps)
    ? (candidate as OperationProgress)
    : undefined;
}

/**
 * When the run began its work: its first step's start. The wait for its time or for an
 * approval is no part of how long an operation takes (issue 43: the panel's medians counted
 * it); a run with no step started counts from its start.
 */
function ranFrom(startTime: Date, progress: OperationProgress | undefined): Date {
  const starts = (progress?.steps ?? [])
    .map((step) => (step.startedAt ? Date.parse(step.startedAt) : Number.NaN))
    .filter((time) => !Number.isNaN(time));
  return starts.length > 0 ? new Date(Math.max(startTime.getTime(), Math.min(...starts))) : startTime;
}

/** How a run ended, as the console records it. Pure (tests call it). */
export function outcomeOf(
  run: RunFacts,
  ending: { status: EndingStatus; progress: OperationProgress | undefined; error?: unknown; endedAt: Date },
): OperationOutcome {
  const { progress } = ending;
  const errorCode = errorCodeOf(ending.status, progress, ending.error);
  const status: OutcomeStatus =
    ending.status === 'failed' ? (APPROVAL_ENDINGS[errorCode ?? ''] ?? 'failed') : ending.status;
  const failed =
    status === 'failed' || status === 'cancelled'
      ? progress?.steps.find((step) => step.status === 'failed')
      : undefined;
  const bulk = progress?.steps.find((step) => step.counts)?.counts;
  const items = progress?.items;
  const elements = bulk
    ? { total: bulk.total, done: bulk.done, skipped: bulk.skipped, failed: bulk.failed }
    : items?.length
      ? {
          total: items.length,
          done: items.filter((item) => item.status === 'done').length,
          skipped: items.filter((item) => item.status === 'skipped').length,
          failed: items.filter((item) => item.status === 'failed').length,
        }
      : null;
  const memo = run.memo ?? {};
  return {
    workflowId: run.workflowId,
    runId: run.runId,
    type: memo.type ?? 'desconocido',
    targetKey: run.targetKey ?? memo.target ?? '',
    target: memo.target ?? null,
    actor: memo.actor ?? '',
    source: memo.source ?? '',
    status,
    failedStep: failed?.key ?? null,
    failedStepLabel: failed?.label ?? null,
    errorCode,
    startedAt: run.startTime.toISOString(),
    endedAt: ending.endedAt.toISOString(),
    durationMs: Math.max(0, ending.endedAt.getTime() - ranFrom(run.startTime, progress).getTime()),
    retries: (progress?.steps ?? []).reduce((sum, step) => sum + Math.max(0, step.attempts - 1), 0),
    retryOf: memo.retryOf ?? null,
    viaBulk: memo.viaBulk ?? null,
    elements,
  };
}

async function record(status: EndingStatus, result: unknown, error?: unknown): Promise<void> {
  const info = workflowInfo();
  const memo = info.memo as Partial<OperationMemo> | undefined;
  // Operations only: the memo they start with names their type (test and bench workflows do not).
  if (typeof memo?.type !== 'string') return;
  if (!patchedSince(OUTCOME_RECORDED)) return;
  const ending = progressOfEnding(result, error);
  const outcome = outcomeOf(
    {
      workflowId: info.workflowId,
      runId: info.runId,
      startTime: info.startTime,
      memo,
      targetKey: info.typedSearchAttributes.get(operationSearchAttributes.target),
    },
    { status, progress: ending, error, endedAt: new Date() },
  );
  const { progress: _published, ...request } = memo as OperationMemo;
  // The whole run for the console's record: a local activity's input stays in the worker (no
  // history event holds it); the fallback activity's is encrypted by the codec like any payload.
  const run: RecordedRun = {
    memo: request,
    // A cancelled run ends without the runner's progress: the last it published.
    progress: ending ?? memo.progress ?? null,
    actorKey: info.typedSearchAttributes.get(operationSearchAttributes.actor) ?? null,
    related: info.typedSearchAttributes.get(operationSearchAttributes.related) ?? [],
  };
  // Outside cancellation: a cancelled operation's end is recorded too. A record that cannot be
  // written within its timeout does not change how the operation ended.
  await CancellationScope.nonCancellable(async () => {
    if (patchedSince(OUTCOME_RECORDED_LOCALLY)) {
      const recorded = await localOutcomes.recordOperationOutcome({ ...outcome, run }).then(
        () => true,
        () => false,
      );
      if (recorded) return;
    }
    await outcomes.recordOperationOutcome({ ...outcome, run });
  }).catch(() => undefined);
}

export const interceptors = (): WorkflowInterceptors => ({
  inbound: [
    {
      execute: async (input, next) => {
        let result: unknown;
        try {
          result = await next(input);
        } catch (error) {
          if (!(error instanceof ContinueAsNew)) {
            await record(isCancellation(error) ? 'cancelled' : 'failed', undefined, error);
          }
          throw error;
        }
        await record('completed', result);
        return result;
      },
    },
  ],
});
