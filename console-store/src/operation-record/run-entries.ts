// The record entries of an operation's life, from what its run knows: the request (the api writes
// it when it starts the operation), and at its end everything since (the worker's last task, or
// the copy from Temporal of runs that ended before the record). Each entry is keyed by its stage,
// so building them again and appending them again adds nothing.
import type { OperationMemo, OperationProgress } from '@cgi/workflows';
import type { OperationOutcome } from '@cgi/workflows/outcome-record';
import type { NewRecordEntry } from './entries';
import type { RunFacts } from './runs';

/** How a run is keyed in Temporal's index: the pseudonyms the record's columns hold too. */
export interface IndexedKeys {
  targetKey: string | null;
  actorKey: string | null;
  related: readonly string[];
  /** A person's value as the index holds it (an approver, a requester). */
  pseudonym: (value: string) => string;
}

/** The memo without its progress: what was asked, by whom, why. */
export type RequestMemo = Omit<OperationMemo, 'progress'>;

/** The sealed snapshot of a run: its memo and its progress (what the detail reads). */
export interface RunSnapshot {
  memo: RequestMemo;
  progress: OperationProgress | null;
}

function requestMemoOf(memo: Partial<OperationMemo>): RequestMemo {
  const { progress: _progress, ...rest } = memo;
  return {
    type: rest.type ?? '',
    target: rest.target ?? '',
    actor: rest.actor ?? '',
    source: rest.source ?? 'api',
    reason: rest.reason ?? null,
    input: rest.input ?? {},
    inputHash: rest.inputHash ?? '',
    ...rest,
  };
}

/** The status a run starts in: waiting for approval, for its time, or running. */
export function initialStatusOf(
  progress: Pick<OperationProgress, 'approval' | 'schedule'> | null | undefined,
) {
  if (progress?.approval) return 'awaitingApproval';
  if (progress?.schedule) return 'scheduled';
  return 'running';
}

function approvalFacts(progress: OperationProgress | null | undefined, keys: IndexedKeys): RunFacts {
  const approval = progress?.approval;
  if (!approval) return {};
  return {
    approvalState: approval.state,
    approvalRequesterKey: keys.pseudonym(approval.requester),
    approvalRequestedAt: approval.requestedAt,
    approvalSettledAt: approval.settledAt ?? null,
  };
}

/** The request: written by the api when it starts an operation (and by the end if it was lost). */
export function requestedEntry(
  operationId: string,
  at: Date,
  memo: Partial<OperationMemo>,
  progress: OperationProgress | null,
  keys: IndexedKeys,
  /** What the entry keeps of the progress: the planned steps at a start; none at the end's copy. */
  snapshotProgress: OperationProgress | null = progress,
): NewRecordEntry {
  const request = requestMemoOf(memo);
  const firstNotBefore = progress?.schedule?.changes[0]?.from ?? progress?.schedule?.notBefore ?? null;
  const facts: RunFacts = {
    status: initialStatusOf(progress),
    retryOf: request.retryOf ?? null,
    undoOf: request.undoOf ?? null,
    viaBulk: request.viaBulk ?? null,
    notBefore: firstNotBefore,
    ...(progress?.approval
      ? {
          approvalState: 'pending',
          approvalRequesterKey: keys.pseudonym(progress.approval.requester),
          approvalRequestedAt: progress.approval.requestedAt,
        }
      : {}),
    snapshot: true,
  };
  const snapshot: RunSnapshot = { memo: request, progress: snapshotProgress };
  return {
    operationId,
    stage: 'requested',
    at,
    type: request.type,
    targetKey: keys.targetKey,
    actorKey: keys.actorKey,
    source: request.source,
    status: facts.status ?? null,
    related: keys.related,
    facts: { ...facts, requestId: request.requestId ?? null, inputHash: request.inputHash },
    personal: snapshot,
  };
}

/** Every stage of a run that ended, oldest first, from its outcome, memo and final progress. */
export function endedRunEntries(
  outcome: OperationOutcome,
  memo: Partial<OperationMemo> | undefined,
  progress: OperationProgress | undefined,
  keys: IndexedKeys,
): NewRecordEntry[] {
  const base = {
    operationId: outcome.workflowId,
    type: outcome.type,
    targetKey: keys.targetKey ?? outcome.targetKey,
    actorKey: keys.actorKey,
    source: outcome.source || null,
    related: keys.related,
  };
  const entries: NewRecordEntry[] = [];
  const startedAt = new Date(outcome.startedAt);
  if (memo) entries.push(requestedEntry(outcome.workflowId, startedAt, memo, progress ?? null, keys, null));
  else
    entries.push({
      ...base,
      stage: 'requested',
      at: startedAt,
      status: 'running',
      facts: { status: 'running', retryOf: outcome.retryOf, viaBulk: outcome.viaBulk ?? null },
    });
  const approval = progress?.approval;
  for (const decision of approval?.decisions ?? []) {
    entries.push({
      ...base,
      stage: 'decided',
      stageKey: `${decision.decision}:${keys.pseudonym(decision.by)}`,
      at: new Date(decision.at),
      status: decision.decision,
      facts: { decision: decision.decision, decisionSource: decision.source },
      personal: { by: decision.by, reason: decision.reason ?? null },
    });
  }
  if (approval && (approval.state === 'expired' || approval.state === 'withdrawn')) {
    entries.push({
      ...base,
      stage: 'approvalEnded',
      stageKey: approval.state,
      at: new Date(approval.settledAt ?? outcome.endedAt),
      status: approval.state,
      facts: { approvalState: approval.state, approvalSettledAt: approval.settledAt ?? outcome.endedAt },
    });
  }
  (progress?.schedule?.changes ?? []).forEach((change, i) => {
    entries.push({
      ...base,
      stage: 'rescheduled',
      stageKey: String(i + 1),
      at: new Date(change.at),
      facts: { notBefore: change.to, from: change.from, changeSource: change.source },
      personal: { by: change.by },
    });
  });
  const ran = (progress?.steps ?? []).filter((step) => step.startedAt !== null);
  const firstStart = ran.map((step) => step.startedAt!).sort()[0];
  if (firstStart) entries.push({ ...base, stage: 'started', at: new Date(firstStart), status: 'running' });
  for (const step of progress?.steps ?? []) {
    if (step.status === 'pending') continue;
    const personal =
      step.error || step.attemptErrors.length > 0 || step.note
        ? { error: step.error ?? null, attemptErrors: step.attemptErrors, note: step.note ?? null }
        : undefined;
    entries.push({
      ...base,
      stage: 'step',
      stageKey: step.key,
      at: new Date(step.finishedAt ?? step.startedAt ?? outcome.endedAt),
      status: step.status,
      facts: {
        label: step.label,
        attempts: step.attempts,
        startedAt: step.startedAt,
        finishedAt: step.finishedAt,
        resumedFrom: step.resumedFrom ?? null,
        counts: step.counts ?? null,
      },
      ...(personal ? { personal } : {}),
    });
  }
  const snapshot: RunSnapshot | undefined = memo
    ? { memo: requestMemoOf(memo), progress: progress ?? null }
    : undefined;
  const facts: RunFacts = {
    status: outcome.status,
    startedAt: outcome.startedAt,
    durationMs: outcome.durationMs,
    failedStep: outcome.failedStep,
    failedStepLabel: outcome.failedStepLabel,
    errorCode: outcome.errorCode,
    retries: outcome.retries,
    elements: outcome.elements,
    retryOf: outcome.retryOf,
    viaBulk: outcome.viaBulk ?? null,
    undoOf: memo?.undoOf ?? null,
    notBefore: progress?.schedule?.notBefore ?? null,
    ...approvalFacts(progress, keys),
    snapshot: snapshot !== undefined,
  };
  entries.push({
    ...base,
    runId: outcome.runId,
    stage: 'ended',
    at: new Date(outcome.endedAt),
    status: outcome.status,
    facts: { ...facts },
    ...(snapshot ? { personal: snapshot } : {}),
  });
  return entries;
}
