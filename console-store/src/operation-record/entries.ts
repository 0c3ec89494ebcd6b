// The entries of the operations record: one per life stage of an operation, keyed so that the
// same stage written twice (a retried activity, a replayed workflow, the api and the worker both
// writing a request, the copy from Temporal meeting what the worker wrote) is stored once.
export const RECORD_STAGES = [
  /** Asked for: type, target, actor, source, reason, request id, input (api, or the end's batch). */
  'requested',
  /** An approval decision (stage key `<decision>:<approver's pseudonym>`). */
  'decided',
  /** An approval that ended without a decision: expired or withdrawn (stage key: the state). */
  'approvalEnded',
  /** A scheduled operation's time changed (stage key: the change's number). */
  'rescheduled',
  /** Its first step began, after any wait for approval or time. */
  'started',
  /** One step as it ended: attempts, times, status, its error (stage key: the step's key). */
  'step',
  /** How it ended, with its result or failure and every step. */
  'ended',
  /** A retry of it was started (stage key: the retry's id). */
  'retriedAs',
  /** An undo of it was started (stage key: the undo's id). */
  'undoneBy',
  /** The record's own events: a person's values erased, old entries purged. */
  'erased',
  'purged',
] as const;

export type RecordStage = (typeof RECORD_STAGES)[number];

/** What a writer hands the record; `personal` is sealed before it is stored. */
export interface NewRecordEntry {
  operationId: string;
  runId?: string | null;
  stage: RecordStage;
  stageKey?: string;
  at: Date;
  type: string;
  /** As Temporal's index holds it: a pseudonym for a person's value. */
  targetKey?: string | null;
  actorKey?: string | null;
  source?: string | null;
  status?: string | null;
  /** Related entities as the index holds them (`email:<pseudonym>`, `subscriber:100001`). */
  related?: readonly string[];
  /** Nothing personal: ids, codes, counts, times. */
  facts?: Record<string, unknown>;
  /** A person's values (names, e-mails, input, result, reasons, errors): stored encrypted. */
  personal?: unknown;
}

/** An entry as the table holds it. */
export interface StoredEntry {
  seq: number;
  at: Date;
  recordedAt: Date;
  recordedBy: string;
  operationId: string;
  runId: string | null;
  stage: RecordStage;
  stageKey: string;
  type: string;
  targetKey: string | null;
  actorKey: string | null;
  source: string | null;
  status: string | null;
  related: string[];
  facts: string;
  sealed: string | null;
  sealedDigest: string | null;
  prevHash: string;
  hash: string;
}

export function entryKey(entry: Pick<NewRecordEntry, 'operationId' | 'stage' | 'stageKey'>): string {
  return `${entry.operationId}\u0000${entry.stage}\u0000${entry.stageKey ?? ''}`;
}

/** A row of operation_record as the driver returns it. */
export function storedEntryOf(row: Record<string, unknown>): StoredEntry {
  const text = (key: string) => (row[key] === null || row[key] === undefined ? null : String(row[key]));
  return {
    seq: Number(row.seq),
    at: new Date(row.at as string),
    recordedAt: new Date(row.recorded_at as string),
    recordedBy: String(row.recorded_by),
    operationId: String(row.operation_id),
    runId: text('run_id'),
    stage: row.stage as RecordStage,
    stageKey: String(row.stage_key ?? ''),
    type: String(row.operation_type),
    targetKey: text('target_key'),
    actorKey: text('actor_key'),
    source: text('source'),
    status: text('status'),
    related: (row.related as string[] | null) ?? [],
    facts: String(row.facts ?? '{}'),
    sealed: text('sealed'),
    sealedDigest: text('sealed_digest'),
    prevHash: String(row.prev_hash),
    hash: String(row.hash),
  };
}
