// An operation as the api serves it (its detail and its list row), built from a RunState read
// from Temporal or from the console's record (run-source.ts): the same answer either way, but
// that a run Temporal no longer holds offers no 'Ver en Temporal' and says its history expired.
import {
  contractOf,
  elementErrorText,
  explainFailure,
  isHighRisk,
  isRetryable,
  messages,
  missingApprovals,
  OPERATION_UNDO,
  operationNameOf,
  refusalOf,
  retryIdFor,
  retryNumberOf,
  staffErrorText,
  subjectOf,
  undoHolding,
  undoIdFor,
  undoPlanOf,
  undoStateOf,
  type ApprovalRequest,
  type FollowUps,
  type OperationContract,
  type OperationMemo,
  type OperationProgress,
  type StepState,
} from '@cgi/workflows';
import { lifeViewOf, type LifeAction, type LifeView } from '@cgi/workflows/life-state';
import { formatConsoleDateTime } from '@cgi/workflows/time-zone';
import type { PlatformClient } from '@cgi/platform/client';
import type { RunSource } from './run-source';
import type { OperationSummaryView, OperationView } from './schemas';
import { plannedProgress, type RunState } from './temporal-runs';

/** Where the Temporal UI shows a run. */
export interface EngineLinks {
  temporalUiUrl: string;
  namespace: string;
}

/** Step values stay inside Temporal and the record (a retry reads them); the api does not serve them. */
function publicStep(step: StepState): Omit<StepState, 'value'> {
  const { value: _value, ...rest } = step;
  // Runs recorded before issue 43 kept the service's own words: staff read them in Spanish.
  if (!rest.error && rest.attemptErrors.length === 0) return rest;
  return {
    ...rest,
    ...(rest.error ? { error: staffErrorText(rest.error) } : {}),
    attemptErrors: rest.attemptErrors.map((one) => ({ ...one, message: staffErrorText(one.message) })),
  };
}

export function temporalUrlOf(temporalUiUrl: string, namespace: string, id: string): string {
  return `${temporalUiUrl.replace(/\/$/, '')}/namespaces/${encodeURIComponent(namespace)}/workflows/${encodeURIComponent(id)}`;
}

/** The newest run of an operation's retry chain (`<id>`, `<id>-r1`...), or null when it does not exist. */
async function latestRun(source: RunSource, id: string): Promise<RunState | null> {
  let latest = await source.run(id);
  if (!latest) return null;
  for (let depth = 0; depth < 20; depth++) {
    const next = await source.run(retryIdFor(latest.id));
    if (!next) break;
    latest = next;
  }
  return latest;
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

/**
 * What a failed or cancelled run says after the fact: its sentence, whether the refusal it ended
 * with still keeps a retry from succeeding (read from the platform now, when the contract says
 * how), whether it can be undone and what its undo did.
 */
/**
 * Whether the refusal a run ended with still holds, asked of the platform when its contract can
 * tell (the subscriber has a place now), and what it found. The detail and the list's rows ask it.
 */
export async function refusalNow(
  contract: OperationContract,
  run: RunState,
  platform: (() => PlatformClient) | undefined,
): Promise<{ blocked: boolean; facts: Record<string, unknown> }> {
  const refusal = refusalOf(contract, run.progress);
  if (!refusal) return { blocked: false, facts: {} };
  if (!refusal.stillBlocked || !platform) return { blocked: true, facts: {} };
  try {
    return await refusal.stillBlocked({ input: run.memo.input ?? {}, platform: platform() });
  } catch {
    // The platform did not answer: a retry is offered, and says itself whether it succeeds.
    return { blocked: false, facts: {} };
  }
}

async function aftermathOf(
  source: RunSource,
  parts: { run: RunState; retriedBy: string | null },
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
  const { run } = parts;
  const contract = contractOf(run.type);
  if (!contract || !isRetryable(run.status)) return none;
  const input = run.memo.input ?? {};
  const refusal = refusalOf(contract, run.progress);
  const { blocked, facts } = await refusalNow(contract, run, platform);
  const undoRun = contract.undo ? await latestRun(source, undoIdFor(run.id)) : null;
  // An undo of this run or of one it continues (undo/follow-ups.ts): the claims say which won a
  // race with a retry; without them (older callers), any undo of this run.
  const undoneBy =
    contract.undo && followUps
      ? await undoHolding(run.id, {
          find: (id) => followUps.find(id),
          undoState: async (undoId) => {
            const undo = undoId === undoIdFor(run.id) ? undoRun : await latestRun(source, undoId);
            return undoStateOf(undo && { running: undo.status === 'running', progress: undo.progress });
          },
        })
      : (undoRun?.id ?? null);
  const plan = undoPlanOf(contract, run.progress, input);
  const undoable = !undoRun && parts.retriedBy === null && plan.steps.length > 0;
  const explanation = explainFailure(contract, run.progress, facts);
  return {
    explanation,
    retryBlockedReason: undoneBy
      ? messages.undo.retryBlockedUndone
      : blocked && refusal
        ? refusal.retryBlocked({ ...facts })
        : null,
    undo: undoable ? { steps: plan.steps.map((step) => step.label), kept: plan.kept } : null,
    undoneBy: undoRun?.id ?? null,
    undoneByName: undoRun ? nameOfLinked(undoRun.id, run.memo.target ?? '') : null,
    undoSteps: undoRun ? undoRun.progress.steps.map(publicStep) : null,
  };
}

/**
 * An operation's detail: from the record once it ended, live from Temporal while it runs. A run
 * Temporal no longer holds cannot be followed there ('Ver en Temporal' is not offered), nor
 * retried or undone (a retry resumes from the engine's history): the detail says why.
 */
export async function readOperationView(
  source: RunSource,
  id: string,
  links: EngineLinks,
  platform?: () => PlatformClient,
  followUps?: Pick<FollowUps, 'find'>,
): Promise<OperationView | null> {
  const run = await source.run(id);
  if (!run) return null;
  // Retries have deterministic ids, so "was this retried?" is one lookup.
  const retriedBy = isRetryable(run.status) && (await source.exists(retryIdFor(id))) ? retryIdFor(id) : null;
  const engineHolds = run.fromRecord ? await source.engineHolds(id) : true;
  const view = operationView(run, { retriedBy, links: engineHolds ? links : null });
  if (run.status === 'failed' && !view.error) {
    view.error = { code: run.executionStatus, message: 'Ocurrió un error. Intente nuevamente.' };
  }
  Object.assign(view, await aftermathOf(source, { run, retriedBy }, platform, followUps));
  if (!engineHolds && view.retryable && !view.retryBlockedReason) {
    view.retryBlockedReason = messages.record.engineHistoryExpiredRetry;
  }
  if (!engineHolds) view.undo = null;
  if (view.retryBlockedReason) view.retryable = false;
  view.life = lifeOf(run, {
    retriedBy,
    undoneBy: view.undoneBy,
    available: { retry: view.retryable, undo: view.undo !== null },
  });
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
  links: EngineLinks,
  approval?: ApprovalRequest | null,
  notBefore?: string,
): OperationView {
  return operationView(startedRunState(id, memo, startedAt, approval, notBefore), { retriedBy: null, links });
}

/** A run as it starts: what the workflow will publish first (its planned steps, its waits). */
export function startedRunState(
  id: string,
  memo: OperationMemo,
  startedAt: Date,
  approval?: ApprovalRequest | null,
  notBefore?: string,
): RunState {
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
  return {
    id,
    type: memo.type,
    status: approval ? 'awaitingApproval' : notBefore ? 'scheduled' : 'running',
    memo,
    progress,
    published: true,
    startedAt,
    finishedAt: null,
    executionStatus: 'RUNNING',
    fromRecord: false,
    workflowType: null,
    taskQueue: null,
  };
}

function operationView(
  run: RunState,
  parts: { retriedBy: string | null; links: EngineLinks | null },
): OperationView {
  const { id, type, status, memo, progress } = run;
  const { retriedBy } = parts;
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
    life: lifeOf(run, {
      retriedBy,
      undoneBy: null,
      available: { retry: isRetryable(status) && retriedBy === null },
    }),
    target,
    // Looked up by the service (target-names.ts) when it answers a read.
    targetName: null,
    // From the input this read opened; never stored (subjects.ts).
    subject: subjectOf(type, memo.input),
    retryNumber,
    actor: memo.actor ?? '',
    source: memo.source ?? 'api',
    reason: memo.reason ?? null,
    input: memo.input ?? {},
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    steps: progress.steps.map(publicStep),
    // An older run's elements, with their errors in staff words (issue 43).
    ...(progress.items
      ? {
          items: progress.items.map((item) =>
            item.error ? { ...item, error: elementErrorText(item.error) } : item,
          ),
        }
      : {}),
    ...(progress.result ? { result: progress.result } : {}),
    ...(progress.error ? { error: progress.error } : {}),
    temporalUrl: parts.links ? temporalUrlOf(parts.links.temporalUiUrl, parts.links.namespace, id) : null,
    engineHistoryExpired: parts.links === null,
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

/** The step a list row shows: the one running, else the one that failed, else the next pending. */
function currentStepOf(run: RunState) {
  if (!run.published || run.status === 'completed') return null;
  const steps = run.progress.steps;
  const step =
    steps.find((s) => s.status === 'running') ??
    steps.find((s) => s.status === 'failed') ??
    (run.status === 'running' ? steps.find((s) => s.status === 'pending') : undefined);
  return step ? { key: step.key, label: step.label, status: step.status } : null;
}

/** A list row. */
export function summaryOf(run: RunState): OperationSummaryView {
  const { id, type, status, memo, progress } = run;
  const life = lifeOf(run, { retriedBy: null, undoneBy: null });
  const label = contractOf(type)?.label ?? type;
  const target = memo.target ?? '';
  const retryNumber = retryNumberOf(id);
  return {
    id,
    type,
    label,
    name: operationNameOf({ type, label, target, retryNumber }),
    status,
    life,
    notBefore: status === 'scheduled' ? (progress.schedule?.notBefore ?? null) : null,
    target,
    targetName: null,
    // From the snapshot the list already opened for this row: no read of its own (subjects.ts).
    subject: subjectOf(type, memo.input),
    retryNumber,
    actor: memo.actor ?? '',
    source: memo.source ?? 'api',
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    currentStep: currentStepOf(run),
    // Only the steps that ran: a rejected or cancelled-before-its-time run ran none (issue 43).
    stepsDone: life.stepsDone,
    stepsTotal: life.stepsTotal,
    error: status === 'completed' ? null : (progress.error?.message ?? null),
    retryOf: memo.retryOf ?? null,
    retriedBy: null,
  };
}

/**
 * An operation's life (life-state.ts): its state, sentence, steps that ran, and the actions open
 * to it. A list row learns of its retry and undo after (withFollowUps), and offers no retry or
 * undo itself: the detail checks them.
 */
export function lifeOf(
  run: RunState,
  parts: {
    retriedBy: string | null;
    undoneBy: string | null;
    available?: Partial<Record<LifeAction, boolean>>;
  },
): LifeView {
  const { progress } = run;
  const step =
    progress.steps.find((s) => s.status === 'running') ?? progress.steps.find((s) => s.status === 'failed');
  const approval = progress.approval;
  return lifeViewOf(
    {
      status: run.status,
      steps: progress.steps,
      published: run.published,
      errorCode: progress.error?.code ?? null,
      approvalState: approval?.state ?? null,
      scheduleState: progress.schedule?.state ?? null,
      retriedBy: parts.retriedBy,
      undoneBy: parts.undoneBy,
    },
    {
      notBefore: progress.schedule ? formatConsoleDateTime(progress.schedule.notBefore) : null,
      approverRoles: approval?.roles ?? [],
      expiresAt: approval ? formatConsoleDateTime(approval.expiresAt) : null,
      missing: approval?.state === 'pending' ? missingApprovals(approval) : 0,
      step: step?.label ?? null,
    },
    parts.available ?? {},
  );
}

/** A list row once its follow-ups are known: retried or undone rows say so. */
export function withFollowUps(
  run: RunState,
  row: OperationSummaryView,
  followUps: { retriedBy: string | null; undoneBy: string | null },
): OperationSummaryView {
  if (!followUps.retriedBy && !followUps.undoneBy) return row;
  return { ...row, retriedBy: followUps.retriedBy, life: lifeOf(run, followUps) };
}
