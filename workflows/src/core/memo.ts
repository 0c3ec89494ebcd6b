// What an operation's Temporal memo holds besides its progress, and how a retry derives its id
// and memo from the run it continues. Pure: used by the api, the worker and the workflows.
import type { SearchAttributePair } from '@temporalio/common';
import type { OperationSource } from './operation-context';
import type { OperationProgress } from './progress';
import { APPROVAL_EXPIRED_CODE, APPROVAL_REJECTED_CODE } from './approval';
import { operationSearchAttributes } from './search-attributes';
import type { operationStatusLabels } from '../messages';

export interface OperationMemo {
  type: string;
  target: string;
  /** Who started it: staff e-mail or service account name. */
  actor: string;
  source: OperationSource;
  reason: string | null;
  /** The input with secret fields masked. */
  input: Record<string, unknown>;
  /** sha256 of the unmasked input (Idempotency-Key checks). */
  inputHash: string;
  /** `kind:id` keys of every entity it touches (OperationRelated); absent on older runs. */
  related?: string[];
  /** The operation this one retries. */
  retryOf?: string | null;
  /** The operation this one undoes (operation.undo). */
  undoOf?: string;
  /** The run whose approval covers this retry (same input): it needs no new one (issue 30). */
  approvedIn?: string;
  /** The bulk retry run that started this retry (it waits for it, also after a worker restart). */
  viaBulk?: string;
  /** The api request that started it (its `x-request-id`); the worker's log lines carry it too. */
  requestId?: string;
  /** Written by the workflow at every change (see StepRunner.publish). */
  progress?: OperationProgress;
}

/**
 * The statuses named by their labels (messages.ts). 'awaitingApproval' is a running one
 * waiting for a second person; 'scheduled' one waiting for its time (approved already, if it
 * needed approval); 'rejected' and 'expired' ended before their first step (issue 30).
 */
export type OperationStatus = keyof typeof operationStatusLabels;

/** The status as staff read it: the execution's, refined by where its approval stands. */
export function withApprovalStatus(
  status: OperationStatus,
  progress: Pick<OperationProgress, 'approval' | 'error' | 'schedule'> | undefined,
): OperationStatus {
  if (status === 'running' && progress?.approval?.state === 'pending') return 'awaitingApproval';
  if (status === 'running' && progress?.schedule?.state === 'waiting') return 'scheduled';
  if (status === 'failed' && progress?.error?.code === APPROVAL_REJECTED_CODE) return 'rejected';
  if (status === 'failed' && progress?.error?.code === APPROVAL_EXPIRED_CODE) return 'expired';
  return status;
}

/** Still running (waiting for approval included): the live view follows it, a wait waits for it. */
export function isActive(status: OperationStatus): boolean {
  return status === 'running' || status === 'awaitingApproval' || status === 'scheduled';
}

/** An operation's status from its workflow execution status (terminated and timed out count as failed). */
export function operationStatusOf(executionStatus: string): OperationStatus {
  switch (executionStatus) {
    case 'RUNNING':
    case 'CONTINUED_AS_NEW':
      return 'running';
    case 'COMPLETED':
      return 'completed';
    case 'CANCELLED':
      return 'cancelled';
    default:
      return 'failed';
  }
}

/** Only a run that ended without completing can be continued by a retry. */
export function isRetryable(status: OperationStatus): boolean {
  return status === 'failed' || status === 'cancelled';
}

const RETRY_SUFFIX = /-r(\d+)$/;

/**
 * The id of the retry of an operation: `<id>-r1`, and `<base>-r(n+1)` for a retry of a retry.
 * Deterministic on purpose: retrying the same run twice (a double click, two engineers, a
 * bulk retry racing a manual one) finds the retry already started instead of starting another.
 */
export function retryIdFor(id: string): string {
  const match = RETRY_SUFFIX.exec(id);
  if (!match) return `${id}-r1`;
  return `${id.slice(0, match.index)}-r${Number(match[1]) + 1}`;
}

/** Which retry a run is: 0 for the first run, n for `<id>-rn` (its links read 'reintento n'). */
export function retryNumberOf(id: string): number {
  const match = RETRY_SUFFIX.exec(id);
  return match ? Number(match[1]) : 0;
}

/** The memo a retry starts with: what and on what from the earlier run, who and why now. */
export function retryMemo(
  previous: Pick<
    OperationMemo,
    'type' | 'target' | 'input' | 'inputHash' | 'related' | 'undoOf' | 'approvedIn'
  >,
  retry: { retryOf: string; actor: string; source: OperationSource; reason: string | null; viaBulk?: string },
): OperationMemo {
  return {
    type: previous.type,
    target: previous.target,
    input: previous.input,
    inputHash: previous.inputHash,
    ...(previous.related ? { related: previous.related } : {}),
    ...(previous.undoOf ? { undoOf: previous.undoOf } : {}),
    // The same input, approved once: its retries (by hand or in bulk) need no new approval.
    ...(previous.approvedIn ? { approvedIn: previous.approvedIn } : {}),
    actor: retry.actor,
    source: retry.source,
    reason: retry.reason,
    retryOf: retry.retryOf,
    ...(retry.viaBulk ? { viaBulk: retry.viaBulk } : {}),
  };
}

/** The search attributes the operations list filters on, from the memo an operation starts with. */
export function operationSearchAttributePairs(
  memo: Pick<OperationMemo, 'type' | 'target' | 'actor' | 'source' | 'related'>,
): SearchAttributePair[] {
  const keys = operationSearchAttributes;
  const pairs: SearchAttributePair[] = [
    { key: keys.type, value: memo.type },
    { key: keys.target, value: memo.target },
    { key: keys.actor, value: memo.actor },
    { key: keys.source, value: memo.source },
  ];
  if (memo.related?.length) pairs.push({ key: keys.related, value: memo.related });
  return pairs;
}
