// Reads operations back from Temporal: memo for who/what, the progress the workflow mirrors
// into its memo (or its query while it runs), and the result or failure details once it is
// closed (no worker needed then). Also the rows of the operations list, from visibility.
import {
  explainFailure,
  initialProgress,
  isHighRisk,
  isRetryable,
  messages,
  refusalOf,
  undoIdFor,
  undoPlanOf,
  failedOperationProgress,
  OPERATION_UNDO,
  contractOf,
  operationStatusOf,
  missingApprovals,
  operationSearchAttributes,
  withApprovalStatus,
  retryIdFor,
  retryNumberOf,
  operationNameOf,
  undoHolding,
  undoStateOf,
  type FollowUps,
  type ApprovalRequest,
  type OperationMemo,
  type OperationProgress,
  type StepState,
} from '@cgi/workflows';
import { WorkflowFailedError, WorkflowNotFoundError, type Client } from '@temporalio/client';
import { defaultPayloadConverter, type Payload } from '@temporalio/common';
import { decode } from '@temporalio/common/lib/internal-non-workflow/codec-helpers.js';
import type { PlatformClient } from '@cgi/platform/client';
import type { OperationSummaryView, OperationView } from './schemas';

export type { OperationMemo };

function plannedProgress(type: string): OperationProgress {
  return initialProgress(contractOf(type)?.steps ?? []);
}

async function readProgress(
  client: Client,
  id: string,
  status: OperationView['status'],
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

/** Step values stay inside Temporal (a retry reads them); the api does not serve them. */
function publicStep(step: StepState): Omit<StepState, 'value'> {
  const { value: _value, ...rest } = step;
  return rest;
}

export function temporalUrlOf(temporalUiUrl: string, namespace: string, id: string): string {
  return `${temporalUiUrl.replace(/\/$/, '')}/namespaces/${encodeURIComponent(namespace)}/workflows/${encodeURIComponent(id)}`;
}

async function exists(client: Client, id: string): Promise<boolean> {
  try {
    await client.workflow.getHandle(id).describe();
    return true;
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return false;
    throw error;
  }
}

/** The newest run of an operation's retry chain (`<id>`, `<id>-r1`...), or null when it does not exist. */
async function latestRun(client: Client, id: string) {
  let description;
  try {
    description = await client.workflow.getHandle(id).describe();
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return null;
    throw error;
  }
  let latestId = id;
  for (let depth = 0; depth < 20; depth++) {
    const next = retryIdFor(latestId);
    try {
      description = await client.workflow.getHandle(next).describe();
      latestId = next;
    } catch (error) {
      if (error instanceof WorkflowNotFoundError) break;
      throw error;
    }
  }
  const memo = (description.memo ?? {}) as Partial<OperationMemo>;
  const status = operationStatusOf(description.status.name);
  return {
    id: latestId,
    status,
    progress: await readProgress(client, latestId, status, OPERATION_UNDO, memo.progress),
  };
}

/**
 * What a failed or cancelled run says after the fact: its sentence, whether the refusal it ended
 * with still keeps a retry from succeeding (read from the platform now, when the contract says
 * how), whether it can be undone and what its undo did.
 */
async function aftermathOf(
  client: Client,
  parts: {
    id: string;
    type: string;
    status: OperationView['status'];
    memo: Partial<OperationMemo>;
    progress: OperationProgress;
    retriedBy: string | null;
  },
  platform: (() => PlatformClient) | undefined,
  followUps: Pick<FollowUps, 'find'> | undefined,
): Promise<
  Pick<
    OperationView,
    'explanation' | 'retryBlockedReason' | 'undo' | 'undoneBy' | 'undoneByName' | 'undoSteps'
  >
> {
  const none = {
    explanation: null,
    retryBlockedReason: null,
    undo: null,
    undoneBy: null,
    undoneByName: null,
    undoSteps: null,
  };
  const contract = contractOf(parts.type);
  if (!contract || !isRetryable(parts.status)) return none;
  const input = parts.memo.input ?? {};
  const refusal = refusalOf(contract, parts.progress);
  let blocked = refusal !== undefined;
  let facts: Record<string, unknown> = {};
  if (refusal?.stillBlocked && platform) {
    try {
      ({ blocked, facts } = await refusal.stillBlocked({ input, platform: platform() }));
    } catch {
      // The platform did not answer: a retry is offered, and says itself whether it succeeds.
      blocked = false;
    }
  }
  const undoRun = contract.undo ? await latestRun(client, undoIdFor(parts.id)) : null;
  // An undo of this run or of one it continues (undo/follow-ups.ts): the claims say which won a
  // race with a retry; without them (older callers), any undo of this run.
  const undoneBy =
    contract.undo && followUps
      ? await undoHolding(parts.id, {
          find: (id) => followUps.find(id),
          undoState: async (undoId) => {
            const run = undoId === undoIdFor(parts.id) ? undoRun : await latestRun(client, undoId);
            return undoStateOf(run && { running: run.status === 'running', progress: run.progress });
          },
        })
      : (undoRun?.id ?? null);
  const plan = undoPlanOf(contract, parts.progress, input);
  const undoable = !undoRun && parts.retriedBy === null && plan.steps.length > 0;
  const explanation = explainFailure(contract, parts.progress, facts);
  return {
    explanation,
    retryBlockedReason: undoneBy
      ? messages.undo.retryBlockedUndone
      : blocked && refusal
        ? refusal.retryBlocked({ ...facts })
        : null,
    undo: undoable ? { steps: plan.steps.map((step) => step.label), kept: plan.kept } : null,
    undoneBy: undoRun?.id ?? null,
    undoneByName: undoRun ? nameOfLinked(undoRun.id, parts.memo.target ?? '') : null,
    undoSteps: undoRun ? undoRun.progress.steps.map(publicStep) : null,
  };
}

/**
 * The name of an operation linked from another one (an undo and the operation it undoes share
 * their target): its type is its id's first segment (`operation.undo/<id>/u` for an undo).
 */
export function nameOfLinked(id: string, target: string): string {
  const type = id.startsWith(`${OPERATION_UNDO}/`) ? OPERATION_UNDO : (id.split('/')[0] ?? '');
  const label = contractOf(type)?.label ?? type;
  return operationNameOf({ type, label, target, retryNumber: retryNumberOf(id) });
}

export async function readOperation(
  client: Client,
  id: string,
  temporalUiUrl: string,
  namespace: string,
  platform?: () => PlatformClient,
  followUps?: Pick<FollowUps, 'find'>,
) {
  const handle = client.workflow.getHandle(id);
  const description = await handle.describe();
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
  // Retries have deterministic ids, so "was this retried?" is one lookup.
  const retriedBy = isRetryable(status) && (await exists(client, retryIdFor(id))) ? retryIdFor(id) : null;
  const view = operationView(
    { id, type, status, memo, progress, retriedBy, temporalUiUrl, namespace },
    { startedAt: description.startTime, finishedAt: description.closeTime ?? null },
  );
  if (status === 'failed' && !view.error) {
    view.error = { code: description.status.name, message: 'Ocurrió un error. Intente nuevamente.' };
  }
  Object.assign(
    view,
    await aftermathOf(client, { id, type, status, memo, progress, retriedBy }, platform, followUps),
  );
  if (view.retryBlockedReason) view.retryable = false;
  return view;
}

/**
 * The view of an operation this api has just started, from what it gave Temporal: running,
 * its planned steps, the memo it wrote. Answering a start this way costs no second round trip to
 * Temporal, which under load waits behind every other caller; `startedAt` is this process's
 * clock, within the start call of the server's (a later read gives the server's own).
 */
export function startedOperationView(
  id: string,
  memo: OperationMemo,
  startedAt: Date,
  where: { temporalUiUrl: string; namespace: string },
  approval?: ApprovalRequest | null,
  notBefore?: string,
): OperationView {
  const progress = plannedProgress(memo.type);
  if (notBefore) progress.schedule = { state: 'waiting', notBefore, changes: [] };
  if (approval) {
    // What the workflow will publish as it starts waiting.
    progress.approval = {
      ...approval,
      state: 'pending',
      requestedAt: startedAt.toISOString(),
      decisions: [],
    };
  }
  return operationView(
    {
      id,
      type: memo.type,
      status: approval ? 'awaitingApproval' : notBefore ? 'scheduled' : 'running',
      memo,
      progress,
      retriedBy: null,
      ...where,
    },
    { startedAt, finishedAt: null },
  );
}

function operationView(
  parts: {
    id: string;
    type: string;
    status: OperationView['status'];
    memo: Partial<OperationMemo>;
    progress: OperationProgress;
    retriedBy: string | null;
    temporalUiUrl: string;
    namespace: string;
  },
  times: { startedAt: Date; finishedAt: Date | null },
): OperationView {
  const { id, type, status, memo, progress, retriedBy } = parts;
  const label = contractOf(type)?.label ?? type;
  const target = memo.target ?? '';
  const retryNumber = retryNumberOf(id);
  // A retry's run and the run it retries share the type and target; only the number differs.
  const nameAt = (n: number) => operationNameOf({ type, label, target, retryNumber: n });
  return {
    id,
    type,
    label,
    name: nameAt(retryNumber),
    status,
    target,
    // Looked up by the service (target-names.ts) when it answers a read.
    targetName: null,
    retryNumber,
    actor: memo.actor ?? '',
    source: memo.source ?? 'api',
    reason: memo.reason ?? null,
    input: memo.input ?? {},
    startedAt: times.startedAt.toISOString(),
    finishedAt: times.finishedAt?.toISOString() ?? null,
    steps: progress.steps.map(publicStep),
    ...(progress.items ? { items: progress.items } : {}),
    ...(progress.result ? { result: progress.result } : {}),
    ...(progress.error ? { error: progress.error } : {}),
    temporalUrl: temporalUrlOf(parts.temporalUiUrl, parts.namespace, id),
    highRisk: isHighRisk(type),
    retryOf: memo.retryOf ?? null,
    retriedBy,
    retryOfName: memo.retryOf ? nameAt(retryNumberOf(memo.retryOf)) : null,
    retriedByName: retriedBy ? nameAt(retryNumberOf(retriedBy)) : null,
    retryable: isRetryable(status) && retriedBy === null,
    explanation: null,
    retryBlockedReason: null,
    undo: null,
    undoOf: memo.undoOf ?? null,
    undoOfName: memo.undoOf ? nameOfLinked(memo.undoOf, target) : null,
    undoneBy: null,
    undoneByName: null,
    undoSteps: null,
    approval: approvalViewOf(progress),
    schedule: progress.schedule
      ? {
          state: progress.schedule.state,
          notBefore: progress.schedule.notBefore,
          startedAt: progress.schedule.startedAt ?? null,
          changes: progress.schedule.changes,
        }
      : null,
  };
}

/** The approval as the detail shows it, with how many approvals are still missing. */
function approvalViewOf(progress: OperationProgress): OperationView['approval'] {
  const approval = progress.approval;
  if (!approval) return null;
  return {
    state: approval.state,
    requester: approval.requester,
    approvers: approval.approvers,
    missing: approval.state === 'pending' ? missingApprovals(approval) : 0,
    roles: approval.roles,
    inputHash: approval.inputHash,
    requestedAt: approval.requestedAt,
    expiresAt: approval.expiresAt,
    settledAt: approval.settledAt ?? null,
    decisions: approval.decisions,
  };
}

// ---- list rows, straight from a ListWorkflowExecutions answer ----

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

function isoOf(timestamp: RawTimestamp | null | undefined): string | null {
  if (!timestamp || timestamp.seconds === null || timestamp.seconds === undefined) return null;
  const seconds =
    typeof timestamp.seconds === 'object' ? timestamp.seconds.toNumber() : Number(timestamp.seconds);
  return new Date(seconds * 1000 + Math.floor((timestamp.nanos ?? 0) / 1e6)).toISOString();
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

/** The step a list row shows: the one running, else the one that failed, else the next pending. */
function currentStepOf(progress: OperationProgress | undefined, status: OperationSummaryView['status']) {
  if (!progress || status === 'completed') return null;
  const step =
    progress.steps.find((s) => s.status === 'running') ??
    progress.steps.find((s) => s.status === 'failed') ??
    (status === 'running' ? progress.steps.find((s) => s.status === 'pending') : undefined);
  return step ? { key: step.key, label: step.label, status: step.status } : null;
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

/** A list row; `raw` has its memo decoded (decodeMemos). */
export function summaryOf(raw: RawExecutionInfo): OperationSummaryView {
  const type = memoField<string>(raw, 'type') ?? raw.type?.name ?? '';
  const progress = memoField<OperationProgress>(raw, 'progress');
  const status = withApprovalStatus(
    operationStatusOf(EXECUTION_STATUS_NAMES[raw.status ?? 0] ?? 'UNSPECIFIED'),
    progress,
  );
  const steps = progress?.steps ?? contractOf(type)?.steps ?? [];
  const id = raw.execution?.workflowId ?? '';
  const label = contractOf(type)?.label ?? type;
  const target = memoField<string>(raw, 'target') ?? '';
  const retryNumber = retryNumberOf(id);
  return {
    id,
    type,
    label,
    name: operationNameOf({ type, label, target, retryNumber }),
    status,
    notBefore: status === 'scheduled' ? (progress?.schedule?.notBefore ?? null) : null,
    target,
    targetName: null,
    retryNumber,
    actor: memoField<string>(raw, 'actor') ?? '',
    source: memoField<OperationSummaryView['source']>(raw, 'source') ?? 'api',
    startedAt: isoOf(raw.startTime) ?? new Date(0).toISOString(),
    finishedAt: isoOf(raw.closeTime),
    currentStep: currentStepOf(progress, status),
    stepsDone: progress?.steps.filter((s) => s.status === 'done' || s.status === 'skipped').length ?? 0,
    stepsTotal: steps.length,
    error: status === 'completed' ? null : (progress?.error?.message ?? null),
    retryOf: memoField<string | null>(raw, 'retryOf') ?? null,
    retriedBy: null,
  };
}

/** Fills `retriedBy` of the failed and cancelled rows: one lookup each, in parallel. */
export async function withRetries(
  client: Client,
  rows: OperationSummaryView[],
): Promise<OperationSummaryView[]> {
  return Promise.all(
    rows.map(async (row) => {
      if (!isRetryable(row.status)) return row;
      const next = retryIdFor(row.id);
      return (await exists(client, next)) ? { ...row, retriedBy: next } : row;
    }),
  );
}
