// The console's record's upkeep (issue 42), run by Temporal Schedules the worker keeps: the daily
// purge of entries older than CONSOLE_RECORD_RETENTION, and the hourly catch-up that copies into
// the record the ends the worker could not write (the console's database was down past the end's
// retries) before Temporal's retention deletes them. Each run is kept in the record's jobs table.

export const RECORD_PURGE_SCHEDULE_ID = 'consola-registro-purga';
export const RECORD_CATCH_UP_SCHEDULE_ID = 'consola-registro-puesta-al-dia';

/** How far back the hourly catch-up looks (an hour, and margin for a late or skipped run). */
export const CATCH_UP_WINDOW_MS = 6 * 60 * 60 * 1000;

export interface PurgeRun {
  cutoff: string;
  entries: number;
  operations: number;
}

export interface CatchUpRun {
  seen: number;
  added: number;
}

export interface RecordUpkeepActivities {
  purgeRecord(): Promise<PurgeRun>;
  catchUpRecord(input: { closedAfter: string }): Promise<CatchUpRun>;
}

/**
 * The record's stream to the organization's own audit store (worker/src/record/stream.ts): one
 * loop per namespace, started by every worker unless it runs already.
 */
export const RECORD_STREAM_ID = 'consola-registro-envio';

/** The signal that makes the stream look now (an administrator just set its destination). */
export const STREAM_NOW_SIGNAL = 'enviarAhora';

export interface StreamRun {
  /** Entries the receiver acknowledged in this run. */
  delivered: number;
  /** When to look again: soon after a failure or while entries wait, later when caught up. */
  waitMs: number;
}

export interface RecordStreamActivities {
  /** Delivers batches after the acknowledged cursor until caught up, refused, or out of time. */
  streamRecord(): Promise<StreamRun>;
}
