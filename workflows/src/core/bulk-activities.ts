// The activities of the bulk runtime (implemented in worker/src/activities/bulk.ts): elements
// live in the console's store, not in the workflow, so a run's history stays small whatever
// the number of elements. Declared here as types so workflows never import side-effecting code.
import type { OperationActor, OperationSource } from './operation-context';

export interface ElementCounts {
  total: number;
  pending: number;
  done: number;
  skipped: number;
  failed: number;
}

export interface BulkRun {
  /** The operation type: which element processor runs. */
  type: string;
  /** This run's id (`<id>` or `<id>-rN`); elements belong to the root `<id>`. */
  operationId: string;
  /** The operation's input as the workflow received it (small: large element lists are in the store). */
  input: unknown;
  actor: OperationActor;
  source: OperationSource;
  reason: string | null;
  /** Elements per chunk, when the starter overrode it (tests). */
  chunkSize?: number;
}

export interface BulkActivities {
  /**
   * Makes sure every element is in the store (those the api stored at the start, or those read
   * from the platform now: the open sessions of a user) and answers their number.
   */
  prepareElements(args: BulkRun): Promise<{ total: number }>;
  /**
   * Processes the unsettled elements of [from, to) a batch at a time, a few batches at once,
   * recording each outcome; stops at the next batch boundary when cancelled. Heartbeats, so a
   * crashed worker's chunk is taken over and goes on where it stopped.
   */
  /**
   * Processes the unsettled elements of [from, to) a batch at a time, a few batches at once,
   * recording each outcome; stops at the next batch boundary when cancelled. Heartbeats, so a
   * crashed worker's chunk is taken over and goes on where it stopped. Answers the counts of
   * every element of the operation after it.
   */
  processElements(args: BulkRun & { from: number; to: number }): Promise<ElementCounts>;
  /** The counts of every element, from the store. */
  countElements(args: { operationId: string }): Promise<ElementCounts>;
  /** What the operation's result says beyond the counts (a CSV's per-module summary). */
  summarizeElements(args: BulkRun): Promise<Record<string, unknown>>;
}
