// What the two durable waits before a run's first step share (core/approval-wait.ts and
// core/schedule-wait.ts): the gate the operation runner awaits, and the search attribute that
// says where the wait stands, so the operations list filters on it server-side. Each wait keeps
// its own loop: what ends it, and what the run does then, differ.
import { upsertSearchAttributes } from '@temporalio/workflow';
import { operationSearchAttributes } from './search-attributes';
import type { StepRunner } from './step-runner';

export interface WaitGate {
  /** Returns when the run may go on to its first step; ends the run (throws) when it may not. */
  wait(runner: StepRunner): Promise<void>;
}

/** Records where the wait stands in its search attribute (an approval's or a schedule's state). */
export function indexWaitState(wait: 'approval' | 'schedule', state: string): void {
  upsertSearchAttributes([{ key: operationSearchAttributes[wait], value: state }]);
}
