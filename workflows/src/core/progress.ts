// Progress of an operation as the UI and support engineers see it: one entry per named
// step, kept by the workflow and exposed through the `progress` query.
import { defineQuery } from '@temporalio/workflow';
import type { ApprovalProgress } from './approval';
import type { ScheduleProgress } from './schedule';

export type StepStatus = 'pending' | 'running' | 'done' | 'failed' | 'skipped';

export interface StepAttemptError {
  attempt: number;
  at: string;
  message: string;
}

export interface StepState {
  key: string;
  label: string;
  status: StepStatus;
  attempts: number;
  startedAt: string | null;
  finishedAt: string | null;
  /** Last error, in the words of the failing service (for support engineers). */
  error?: string;
  /** One entry per failed attempt, oldest first. */
  attemptErrors: StepAttemptError[];
  /** Why a step was skipped, in Spanish. */
  note?: string;
  /**
   * What the step returned, recorded so a retry can resume after it without running it again.
   * Internal: the api does not serve it (a future step might return something sensitive).
   */
  value?: unknown;
  /** Set when the step was not run again: it took effect in this earlier operation. */
  resumedFrom?: string;
  /** A bulk step: how its elements stand (the elements themselves are read page by page). */
  counts?: { total: number; pending: number; done: number; skipped: number; failed: number };
}

export type ItemStatus = 'pending' | 'running' | 'done' | 'failed' | 'skipped';

/** One element of a bulk operation (an operation retried, a document restored, ...). */
export interface ItemState {
  /** Stable key of the element (for a bulk retry, the operation id it retries). */
  key: string;
  label: string;
  status: ItemStatus;
  startedAt: string | null;
  finishedAt: string | null;
  /** Why it failed, in the words of the failing service or operation. */
  error?: string;
  /** Why it was skipped, or what happened, in Spanish. */
  note?: string;
  /** An operation this element started (e.g. the retry it launched). */
  operationId?: string;
  /** Set when the element was not processed again: it took effect in this earlier operation. */
  resumedFrom?: string;
}

export interface OperationOutcomeError {
  code: string;
  /** The spec's Spanish text shown to staff. */
  message: string;
}

export interface OperationProgress {
  steps: StepState[];
  /** Per-element progress of bulk operations. */
  items?: ItemState[];
  result?: { message: string } & Record<string, unknown>;
  error?: OperationOutcomeError;
  /** A run that needs approval: where it stands and every decision (issue 30). */
  approval?: ApprovalProgress;
  /** A run started for a later time: when, and every change of time (issue 30). */
  schedule?: ScheduleProgress;
}

export const progressQuery = defineQuery<OperationProgress>('progress');

export function initialProgress(steps: readonly { key: string; label: string }[]): OperationProgress {
  return {
    steps: steps.map(({ key, label }) => ({
      key,
      label,
      status: 'pending',
      attempts: 0,
      startedAt: null,
      finishedAt: null,
      attemptErrors: [],
    })),
  };
}
