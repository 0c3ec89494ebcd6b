// operation_runs: one row per operation, folded from its record entries (the lists, histories,
// exports and the panel read it). A pure fold, so the writer applies each new entry to the row it
// changes and rebuildRuns can fold the whole log again and get the same rows.
import type { StoredEntry } from './entries';

export interface RunRow {
  operationId: string;
  runId: string | null;
  type: string;
  targetKey: string | null;
  actorKey: string | null;
  source: string | null;
  status: string;
  related: string[];
  requestedAt: Date;
  startedAt: Date;
  endedAt: Date | null;
  durationMs: number | null;
  retryOf: string | null;
  undoOf: string | null;
  viaBulk: string | null;
  failedStep: string | null;
  failedStepLabel: string | null;
  errorCode: string | null;
  retries: number;
  elements: { total: number; done: number; skipped: number; failed: number } | null;
  approvalState: string | null;
  approvalRequesterKey: string | null;
  approvalRequestedAt: Date | null;
  approvalSettledAt: Date | null;
  notBefore: Date | null;
  /** The memo and the latest progress, sealed (the entry's own sealed text: one encryption). */
  sealed: string | null;
  recordedBy: string;
  lastSeq: number;
}

/** What the writers put in an entry's facts, by stage (nothing personal). */
export interface RunFacts {
  status?: string;
  retryOf?: string | null;
  undoOf?: string | null;
  viaBulk?: string | null;
  notBefore?: string | null;
  approvalState?: string | null;
  approvalRequesterKey?: string | null;
  approvalRequestedAt?: string | null;
  approvalSettledAt?: string | null;
  startedAt?: string;
  durationMs?: number;
  failedStep?: string | null;
  failedStepLabel?: string | null;
  errorCode?: string | null;
  retries?: number;
  elements?: RunRow['elements'];
  /** The row's sealed snapshot is this entry's sealed text (requested, ended). */
  snapshot?: boolean;
}

/** What operation_runs.sort_at holds for a run not ended (migration 020). */
export const NOT_ENDED = new Date('9999-12-31T00:00:00Z');

const ENDED = new Set(['completed', 'failed', 'cancelled', 'rejected', 'expired']);

export function isEndedStatus(status: string): boolean {
  return ENDED.has(status);
}

const dateOr = (value: string | null | undefined, fallback: Date | null): Date | null =>
  value === undefined ? fallback : value === null ? null : new Date(value);

function newRun(entry: StoredEntry): RunRow {
  return {
    operationId: entry.operationId,
    runId: entry.runId,
    type: entry.type,
    targetKey: entry.targetKey,
    actorKey: entry.actorKey,
    source: entry.source,
    status: 'running',
    related: [...entry.related],
    requestedAt: entry.at,
    startedAt: entry.at,
    endedAt: null,
    durationMs: null,
    retryOf: null,
    undoOf: null,
    viaBulk: null,
    failedStep: null,
    failedStepLabel: null,
    errorCode: null,
    retries: 0,
    elements: null,
    approvalState: null,
    approvalRequesterKey: null,
    approvalRequestedAt: null,
    approvalSettledAt: null,
    notBefore: null,
    sealed: null,
    recordedBy: entry.recordedBy,
    lastSeq: entry.seq,
  };
}

/**
 * The row after one more entry of its operation. An ended row keeps its ending whatever comes
 * later (a late 'decided' written by the api after the worker's end).
 */
export function foldEntry(run: RunRow | undefined, entry: StoredEntry): RunRow | undefined {
  if (entry.stage === 'erased' || entry.stage === 'purged') return run;
  const facts = JSON.parse(entry.facts) as RunFacts;
  const next: RunRow = run ? { ...run, lastSeq: entry.seq } : newRun(entry);
  const ended = isEndedStatus(next.status) && next.endedAt !== null;
  // Whoever writes first fills what is still unknown (the end's batch may precede nothing).
  next.runId ??= entry.runId;
  next.targetKey ??= entry.targetKey;
  next.actorKey ??= entry.actorKey;
  next.source ??= entry.source;
  if (entry.related.length > next.related.length) next.related = [...entry.related];
  if (facts.snapshot && entry.sealed !== null && (!ended || entry.stage === 'ended'))
    next.sealed = entry.sealed;
  switch (entry.stage) {
    case 'requested':
      // The request's own time (the api's); the end's batch sets the engine's start time.
      if (!run || entry.at < next.requestedAt) next.requestedAt = entry.at;
      if (!run) next.startedAt = entry.at;
      if (!ended && facts.status) next.status = facts.status;
      next.retryOf = facts.retryOf ?? next.retryOf;
      next.undoOf = facts.undoOf ?? next.undoOf;
      next.viaBulk = facts.viaBulk ?? next.viaBulk;
      next.notBefore = dateOr(facts.notBefore, next.notBefore);
      next.approvalState = facts.approvalState ?? next.approvalState;
      next.approvalRequesterKey = facts.approvalRequesterKey ?? next.approvalRequesterKey;
      next.approvalRequestedAt = dateOr(facts.approvalRequestedAt, next.approvalRequestedAt);
      break;
    case 'decided':
    case 'approvalEnded':
      if (!ended) {
        next.approvalState = facts.approvalState ?? next.approvalState;
        next.approvalSettledAt = dateOr(facts.approvalSettledAt, next.approvalSettledAt);
        if (facts.status) next.status = facts.status;
      }
      break;
    case 'rescheduled':
      if (!ended) next.notBefore = dateOr(facts.notBefore, next.notBefore);
      break;
    case 'started':
      if (!ended && next.status !== 'running') next.status = 'running';
      break;
    case 'ended':
      next.status = facts.status ?? entry.status ?? 'failed';
      next.runId = entry.runId ?? next.runId;
      next.startedAt = dateOr(facts.startedAt, next.startedAt) ?? next.startedAt;
      next.endedAt = entry.at;
      next.durationMs = facts.durationMs ?? Math.max(0, entry.at.getTime() - next.startedAt.getTime());
      next.failedStep = facts.failedStep ?? null;
      next.failedStepLabel = facts.failedStepLabel ?? null;
      next.errorCode = facts.errorCode ?? null;
      next.retries = facts.retries ?? 0;
      next.elements = facts.elements ?? null;
      next.retryOf = facts.retryOf ?? next.retryOf;
      next.undoOf = facts.undoOf ?? next.undoOf;
      next.viaBulk = facts.viaBulk ?? next.viaBulk;
      next.approvalState = facts.approvalState ?? next.approvalState;
      next.approvalRequesterKey = facts.approvalRequesterKey ?? next.approvalRequesterKey;
      next.approvalRequestedAt = dateOr(facts.approvalRequestedAt, next.approvalRequestedAt);
      next.approvalSettledAt = dateOr(facts.approvalSettledAt, next.approvalSettledAt);
      next.notBefore = dateOr(facts.notBefore, next.notBefore);
      next.recordedBy = entry.recordedBy;
      break;
    default:
      break;
  }
  return next;
}

export const RUN_COLUMNS = [
  'operation_id',
  'run_id',
  'operation_type',
  'target_key',
  'actor_key',
  'source',
  'status',
  'requested_at',
  'started_at',
  'ended_at',
  'duration_ms',
  'retry_of',
  'undo_of',
  'via_bulk',
  'failed_step',
  'failed_step_label',
  'error_code',
  'retries',
  'elements_total',
  'elements_done',
  'elements_skipped',
  'elements_failed',
  'approval_state',
  'approval_requester_key',
  'approval_requested_at',
  'approval_settled_at',
  'not_before',
  'sealed',
  'recorded_by',
  'last_seq',
] as const;

const clip = (text: string | null, max: number) => (text === null ? null : text.slice(0, max));

export function runParams(run: RunRow): (string | number | Date | null)[] {
  return [
    run.operationId,
    run.runId,
    clip(run.type, 100),
    clip(run.targetKey, 500),
    clip(run.actorKey, 320),
    clip(run.source, 20),
    run.status,
    run.requestedAt,
    run.startedAt,
    run.endedAt,
    run.durationMs === null ? null : Math.max(0, Math.round(run.durationMs)),
    run.retryOf,
    run.undoOf,
    run.viaBulk,
    clip(run.failedStep, 100),
    clip(run.failedStepLabel, 300),
    clip(run.errorCode, 100),
    Math.max(0, run.retries),
    run.elements?.total ?? null,
    run.elements?.done ?? null,
    run.elements?.skipped ?? null,
    run.elements?.failed ?? null,
    run.approvalState,
    run.approvalRequesterKey,
    run.approvalRequestedAt,
    run.approvalSettledAt,
    run.notBefore,
    run.sealed,
    run.recordedBy,
    run.lastSeq,
  ];
}

export function runOfRow(row: Record<string, unknown>, related: string[] = []): RunRow {
  const text = (key: string) => (row[key] === null || row[key] === undefined ? null : String(row[key]));
  const date = (key: string) =>
    row[key] === null || row[key] === undefined ? null : new Date(row[key] as string);
  const number = (key: string) => (row[key] === null || row[key] === undefined ? null : Number(row[key]));
  return {
    operationId: String(row.operation_id),
    runId: text('run_id'),
    type: String(row.operation_type),
    targetKey: text('target_key'),
    actorKey: text('actor_key'),
    source: text('source'),
    status: String(row.status),
    related,
    requestedAt: date('requested_at')!,
    startedAt: date('started_at')!,
    endedAt: date('ended_at'),
    durationMs: number('duration_ms'),
    retryOf: text('retry_of'),
    undoOf: text('undo_of'),
    viaBulk: text('via_bulk'),
    failedStep: text('failed_step'),
    failedStepLabel: text('failed_step_label'),
    errorCode: text('error_code'),
    retries: Number(row.retries ?? 0),
    elements:
      row.elements_total === null || row.elements_total === undefined
        ? null
        : {
            total: number('elements_total')!,
            done: number('elements_done') ?? 0,
            skipped: number('elements_skipped') ?? 0,
            failed: number('elements_failed') ?? 0,
          },
    approvalState: text('approval_state'),
    approvalRequesterKey: text('approval_requester_key'),
    approvalRequestedAt: date('approval_requested_at'),
    approvalSettledAt: date('approval_settled_at'),
    notBefore: date('not_before'),
    sealed: text('sealed'),
    recordedBy: String(row.recorded_by),
    lastSeq: Number(row.last_seq),
  };
}
