// Activities that read other operations from Temporal (implemented in worker/ with a
// Temporal client): what a retry resumes from, and where a chain of retries stands.
import type { OperationMemo, OperationStatus } from './memo';
import type { OperationProgress } from './progress';

/** The latest run of an operation's retry chain, as a bulk retry needs it. */
export interface OperationSnapshot {
  id: string;
  status: OperationStatus;
  workflowType: string;
  taskQueue: string;
  memo: Pick<
    OperationMemo,
    'type' | 'target' | 'input' | 'inputHash' | 'related' | 'viaBulk' | 'undoOf' | 'approvedIn'
  >;
  /** The unmasked input it ran with (a retry starts with the same). */
  input: unknown;
  /** Why the caller may not retry it (the authorization gate); absent when it may. */
  refusal?: { code: string; message: string };
  /** It asked for approval and never got it (withdrawn): only a retry of its own may ask again. */
  unapproved?: boolean;
  /** The undo that holds it (or a run it continues): it is never retried (undo/follow-ups.ts). */
  undoneBy?: string;
}

export interface OperationSummaryForBulk {
  id: string;
  found: boolean;
  label: string;
}

export interface OperationsActivities {
  /** The input and final progress of a failed or cancelled operation, for its retry. */
  loadResume(args: { operationId: string }): Promise<{ input: unknown; progress: OperationProgress }>;
  /** Labels of the selected operations ("Añadir un usuario al suscriptor · 100001"). */
  describeOperations(args: { ids: string[] }): Promise<OperationSummaryForBulk[]>;
  /**
   * Follows `<id>-r1`, `<id>-r2`... to the newest run; null when the operation does not exist.
   * With `roles`, also asks the authorization gate whether they may retry it.
   */
  describeLatestOperation(args: { id: string; roles?: readonly string[] }): Promise<OperationSnapshot | null>;
}
