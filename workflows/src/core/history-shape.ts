// The numbers that decide which commands a workflow issues, and so the shape of its history:
// how many chunk activities a bulk operation schedules and how many run at once, how often the
// event log is written, how many attempts and timers a failing step gets. They live here so a
// change to any of them is made knowingly: a run recorded with the old value replays against
// the new one, and a different number of commands is a nondeterminism error unless the change
// is behind `patched()` (see step-runner.ts). worker/src/replay/replay.test.ts catches it.
//
// Numbers inside the frozen legacy code (each area's legacy.ts) stay where they are: they
// belong to that code and never change. Numbers inside activities (the worker's bulk batch
// sizes, its concurrency) do not touch the history and stay with the worker.

/** Elements per chunk activity at least, by bulk operation (bigger when MAX_CHUNKS would be passed). */
export const BULK_CHUNK_SIZE = {
  /** Each element waits for a whole operation: small chunks, so progress moves often. */
  bulkRetry: 200,
  restoreDocuments: 500,
  csvEnablement: 1_000,
  declarationsUnlock: 2_000,
  sessionsRevokeAll: 1_000,
} as const;

/** Chunk activities in flight at once, in every bulk operation. */
export const BULK_CHUNK_WINDOW = 2;

/** A run never schedules more chunks than this: its history stays bounded. */
export const MAX_CHUNKS = 400;

/** Event-log lines held at most before they are written (a bulk step logs one per element). */
export const EVENT_LOG_BATCH_LINES = 50;

/** Attempts of a step and the waits (timers) between them, unless the operation's envelope says otherwise. */
export const DEFAULT_STEP_RETRY = {
  maxAttempts: 5,
  initialBackoffMs: 1_000,
  maxBackoffMs: 15_000,
} as const;
