// Reads runs from Temporal while it holds them: the memo for who and what, the progress the
// workflow mirrors into its memo (or, once closed, its result or failure details: no worker
// needed), and visibility's rows. What an ended run says once Temporal has deleted it comes from
// the console's record instead (run-source.ts); both give a RunState.
import {
  contractOf,
  failedOperationProgress,
  initialProgress,
  operationSearchAttributes,
  operationStatusOf,
  withApprovalStatus,
  type OperationMemo,
  type OperationProgress,
  type OperationStatus,
} from '@cgi/workflows';
import { WorkflowFailedError, WorkflowNotFoundError, type Client } from '@temporalio/client';
import { defaultPayloadConverter, type Payload } from '@temporalio/common';
import { decode } from '@temporalio/common/lib/internal-non-workflow/codec-helpers.js';

/** One run as the views read it, wherever it was read from. */
export interface RunState {
  id: string;
  type: string;
  /** As staff read it: the execution's, refined by its approval and schedule. */
  status: OperationStatus;
  memo: Partial<OperationMemo>;
  progress: OperationProgress;
  /** The progress is the run's own (false: only the steps its contract plans). */
  published: boolean;
  startedAt: Date;
  finishedAt: Date | null;
  /** The engine's own word for a failure without the runner's (TERMINATED, TIMED_OUT). */
  executionStatus: string;
  /** Read from the console's record: Temporal no longer holds the run. */
  fromRecord: boolean;
  /** The workflow and task queue it ran as, when Temporal says (a retry runs the same). */
  workflowType: string | null;
  taskQueue: string | null;
}

export function plannedProgress(type: string): OperationProgress {
  return initialProgress(contractOf(type)?.steps ?? []);
}

async function readProgress(
  client: Client,
  id: string,
  status: OperationStatus,
  type: string,
  fromMemo: OperationProgress | undefined,
): Promise<OperationProgress> {
  // The workflow mirrors its progress into the memo at every change, so the common reads
  // cost one describe and never wake a worker.
  if (fromMemo && (status === 'running' || fromMemo.result || fromMemo.error)) return fromMemo;
  const handle = client.workflow.getHandle(id);
  if (status === 'completed') return (await handle.result()) as OperationProgress;
  if (status === 'failed' || status === 'cancelled') {
    try {
      await handle.result();
    } catch (error) {
      const fromFailure =
        error instanceof WorkflowFailedError ? failedOperationProgress(error.cause) : undefined;
      if (fromFailure) return fromFailure;
    }
    // Terminated, or cancelled before it started: what the memo had, else the planned steps.
    return fromMemo ?? plannedProgress(type);
  }
  // Running, and the workflow has not published yet: the planned steps. A read never waits
  // for a worker (a query would, behind busy workflow tasks or with no worker at all).
  return plannedProgress(type);
}

/** A run as Temporal describes it now; null when Temporal does not hold it. */
export async function temporalRun(client: Client, id: string): Promise<RunState | null> {
  let description;
  try {
    description = await client.workflow.getHandle(id).describe();
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return null;
    throw error;
  }
  const memo = (description.memo ?? {}) as Partial<OperationMemo>;
  const type = memo.type ?? description.type;
  const executionStatus = operationStatusOf(description.status.name);
  const progress = await readProgress(client, id, executionStatus, type, memo.progress);
  // Before the run's first task has published its progress, the index already says it waits.
  const indexedApproval = description.typedSearchAttributes.get(operationSearchAttributes.approval);
  const indexedSchedule = description.typedSearchAttributes.get(operationSearchAttributes.schedule);
  const status =
    executionStatus === 'running' && !progress.approval && indexedApproval === 'pending'
      ? 'awaitingApproval'
      : executionStatus === 'running' && !progress.schedule && indexedSchedule === 'waiting'
        ? 'scheduled'
        : withApprovalStatus(executionStatus, progress);
  return {
    id,
    type,
    status,
    memo,
    progress,
    published: true,
    startedAt: description.startTime,
    finishedAt: description.closeTime ?? null,
    executionStatus: description.status.name,
    fromRecord: false,
    workflowType: description.type,
    taskQueue: description.taskQueue || null,
  };
}

/** Whether Temporal holds a run with this id. */
export async function temporalHolds(client: Client, id: string): Promise<boolean> {
  try {
    await client.workflow.getHandle(id).describe();
    return true;
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return false;
    throw error;
  }
}

// ---- visibility's rows, straight from a ListWorkflowExecutions answer ----

/** temporal.api.enums.v1.WorkflowExecutionStatus */
const EXECUTION_STATUS_NAMES: Record<number, string> = {
  1: 'RUNNING',
  2: 'COMPLETED',
  3: 'FAILED',
  4: 'CANCELLED',
  5: 'TERMINATED',
  6: 'CONTINUED_AS_NEW',
  7: 'TIMED_OUT',
};

interface RawTimestamp {
  seconds?: number | { toNumber(): number } | string | null;
  nanos?: number | null;
}

export interface RawExecutionInfo {
  execution?: { workflowId?: string | null } | null;
  type?: { name?: string | null } | null;
  status?: number | null;
  startTime?: RawTimestamp | null;
  closeTime?: RawTimestamp | null;
  memo?: { fields?: Record<string, Payload> | null } | null;
}

function dateOf(timestamp: RawTimestamp | null | undefined): Date | null {
  if (!timestamp || timestamp.seconds === null || timestamp.seconds === undefined) return null;
  const seconds =
    typeof timestamp.seconds === 'object' ? timestamp.seconds.toNumber() : Number(timestamp.seconds);
  return new Date(seconds * 1000 + Math.floor((timestamp.nanos ?? 0) / 1e6));
}

export function memoField<T>(raw: RawExecutionInfo, key: string): T | undefined {
  const payload = raw.memo?.fields?.[key];
  if (!payload) return undefined;
  try {
    return defaultPayloadConverter.fromPayload<T>(payload);
  } catch {
    return undefined;
  }
}

/**
 * Visibility answers carry the memo as stored: encrypted by the payload codec (or plain, from
 * before it). Decodes every memo field with the client's codecs, in place of the stored ones.
 */
export async function decodeMemos(client: Client, raws: RawExecutionInfo[]): Promise<RawExecutionInfo[]> {
  const codecs = client.options.loadedDataConverter.payloadCodecs;
  return Promise.all(
    raws.map(async (raw) => {
      const fields = raw.memo?.fields;
      if (!fields) return raw;
      const keys = Object.keys(fields);
      const decoded = await decode(
        codecs,
        keys.map((key) => fields[key] as Payload),
      );
      return {
        ...raw,
        memo: { fields: Object.fromEntries(keys.map((key, i) => [key, decoded[i] as Payload])) },
      };
    }),
  );
}

/** A visibility row as a run (its memo decoded: decodeMemos); its progress is the memo's. */
export function runOfRaw(raw: RawExecutionInfo): RunState {
  const type = memoField<string>(raw, 'type') ?? raw.type?.name ?? '';
  const published = memoField<OperationProgress>(raw, 'progress');
  // What was asked, secrets masked: the approver reviews it, and whom it acts on is read from it.
  const input = memoField<Record<string, unknown>>(raw, 'input');
  const executionStatus = EXECUTION_STATUS_NAMES[raw.status ?? 0] ?? 'UNSPECIFIED';
  const memo: Partial<OperationMemo> = {
    ...(input ? { input } : {}),
    type,
    target: memoField<string>(raw, 'target') ?? '',
    actor: memoField<string>(raw, 'actor') ?? '',
    source: memoField<OperationMemo['source']>(raw, 'source') ?? 'api',
    reason: memoField<string | null>(raw, 'reason') ?? null,
    retryOf: memoField<string | null>(raw, 'retryOf') ?? null,
    approvedIn: memoField<string>(raw, 'approvedIn'),
    ...(published ? { progress: published } : {}),
  };
  return {
    id: raw.execution?.workflowId ?? '',
    type,
    status: withApprovalStatus(operationStatusOf(executionStatus), published),
    memo,
    progress: published ?? plannedProgress(type),
    published: published !== undefined,
    startedAt: dateOf(raw.startTime) ?? new Date(0),
    finishedAt: dateOf(raw.closeTime),
    executionStatus,
    fromRecord: false,
    workflowType: raw.type?.name ?? null,
    taskQueue: null,
  };
}
