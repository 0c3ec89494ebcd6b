// Progress of an operation as the UI and support engineers see it: one entry per named
// step, kept by the workflow and exposed through the `progress` query.
import { defineQuery } from '@temporalio/workflow';

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
}

export interface OperationOutcomeError {
  code: string;
  /** The spec's Spanish text shown to staff. */
  message: string;
}

export interface OperationProgress {
  steps: StepState[];
  result?: { message: string } & Record<string, unknown>;
  error?: OperationOutcomeError;
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
