// Reads the operations record: one operation with its sealed snapshot, pages of operations by
// any filter the console offers (newest first, by a cursor, never an offset), a customer's
// history, and an operation's entries. Every filter is one index range (migration 020).
import type { Queryable, SqlParam } from '@cgi/platform/db';
import type { ValueSealer } from '@cgi/workflows/codec';
import { storedEntryOf, type StoredEntry } from './entries';
import type { RunSnapshot } from './run-entries';
import { NOT_ENDED, runOfRow, type RunRow } from './runs';

/** What a page is filtered by; each key list holds every form the value may take (pseudonyms). */
export interface RunFilter {
  type?: string;
  statuses?: readonly string[];
  targetKeys?: readonly string[];
  actorKeys?: readonly string[];
  /** A related entity (`kind:key`): the customer's history. */
  subjectKeys?: readonly string[];
  source?: string;
  /** Failed at this step (its key; '' for before any step): the panel's 'k de n' links. */
  failedStep?: string;
  /** Started at or after. */
  from?: Date;
  /** Started before. */
  to?: Date;
  /** Only operations that waited for an approval, and in these states. */
  approvalStates?: readonly string[] | 'any';
  approvalRequesterKeys?: readonly string[];
  /** Approval requested at or after / before (the approvals record filters by its request). */
  approvalFrom?: Date;
  approvalTo?: Date;
}

/** Where the next page starts: the last row's place in the order (its end, start and id). */
export interface RunCursor {
  sortAt: string;
  startedAt: string;
  operationId: string;
}

export interface RecordedRun {
  run: RunRow;
  /** Null once a person's values were erased from it. */
  snapshot: RunSnapshot | null;
}

export interface DecodedEntry extends StoredEntry {
  personal: unknown;
}

function whereOf(filter: RunFilter, params: SqlParam[], alias = 'r'): string[] {
  const add = (value: SqlParam) => {
    params.push(value);
    return `$${params.length}`;
  };
  const clauses: string[] = [];
  if (filter.type) clauses.push(`${alias}.operation_type = ${add(filter.type)}`);
  if (filter.statuses?.length) clauses.push(`${alias}.status = any(${add([...filter.statuses])}::text[])`);
  if (filter.targetKeys) clauses.push(`${alias}.target_key = any(${add([...filter.targetKeys])}::text[])`);
  if (filter.actorKeys) clauses.push(`${alias}.actor_key = any(${add([...filter.actorKeys])}::text[])`);
  if (filter.source) clauses.push(`${alias}.source = ${add(filter.source)}`);
  if (filter.failedStep !== undefined)
    clauses.push(`coalesce(${alias}.failed_step, '') = ${add(filter.failedStep)}`);
  if (filter.from) clauses.push(`${alias}.started_at >= ${add(filter.from)}`);
  if (filter.to) clauses.push(`${alias}.started_at < ${add(filter.to)}`);
  if (filter.approvalStates === 'any') clauses.push(`${alias}.approval_state is not null`);
  else if (filter.approvalStates?.length)
    clauses.push(`${alias}.approval_state = any(${add([...filter.approvalStates])}::text[])`);
  if (filter.approvalRequesterKeys)
    clauses.push(`${alias}.approval_requester_key = any(${add([...filter.approvalRequesterKeys])}::text[])`);
  if (filter.approvalFrom) clauses.push(`${alias}.approval_requested_at >= ${add(filter.approvalFrom)}`);
  if (filter.approvalTo) clauses.push(`${alias}.approval_requested_at < ${add(filter.approvalTo)}`);
  return clauses;
}

/** What followed a page's operations: read for every page of the list and of its export (migration 022). */
export const FOLLOW_UPS_SQL = `select operation_id, retry_of, undo_of from operation_runs
  where retry_of = any($1::text[]) or undo_of = any($1::text[])`;

export function createRecordReader(db: Queryable, sealer: ValueSealer | null) {
  async function open<T>(sealed: string | null): Promise<T | null> {
    if (sealed === null || !sealer) return null;
    return (await sealer.open(sealed)) as T;
  }

  async function subjectsOf(ids: string[]): Promise<Map<string, string[]>> {
    const related = new Map<string, string[]>();
    if (ids.length === 0) return related;
    const rows = await db.query<{ operation_id: string; subject: string }>(
      'select operation_id, subject from operation_run_subjects where operation_id = any($1::text[])',
      [ids],
    );
    for (const row of rows)
      related.set(row.operation_id, [...(related.get(row.operation_id) ?? []), row.subject]);
    return related;
  }

  async function recorded(rows: Record<string, unknown>[], withRelated = true): Promise<RecordedRun[]> {
    const related = withRelated
      ? await subjectsOf(rows.map((row) => String(row.operation_id)))
      : new Map<string, string[]>();
    return Promise.all(
      rows.map(async (row) => {
        const run = runOfRow(row, related.get(String(row.operation_id)) ?? []);
        return { run, snapshot: await open<RunSnapshot>(run.sealed) };
      }),
    );
  }

  return {
    /** One operation as recorded, or null when the record never heard of it. */
    async run(operationId: string): Promise<RecordedRun | null> {
      const rows = await db.query<Record<string, unknown>>(
        'select * from operation_runs where operation_id = $1',
        [operationId],
      );
      const [found] = await recorded(rows);
      return found ?? null;
    },

    /** Which of these operations the record knows (no value is opened). */
    async known(operationIds: readonly string[]): Promise<Set<string>> {
      if (operationIds.length === 0) return new Set();
      const rows = await db.query<{ operation_id: string }>(
        'select operation_id from operation_runs where operation_id = any($1::text[])',
        [[...operationIds]],
      );
      return new Set(rows.map((row) => row.operation_id));
    },

    async runs(operationIds: readonly string[]): Promise<Map<string, RecordedRun>> {
      if (operationIds.length === 0) return new Map();
      const rows = await db.query<Record<string, unknown>>(
        'select * from operation_runs where operation_id = any($1::text[])',
        [[...operationIds]],
      );
      return new Map((await recorded(rows)).map((found) => [found.run.operationId, found]));
    },

    /**
     * A page, newest first; `after` is the cursor the previous page returned. `related: false`
     * leaves each run's related entities empty, one read fewer for a caller that shows none (an
     * export: a round trip a page counts over 100,000 rows).
     */
    async page(
      filter: RunFilter,
      page: { size: number; after?: RunCursor | null; related?: boolean },
    ): Promise<{ runs: RecordedRun[]; next: RunCursor | null }> {
      const params: SqlParam[] = [];
      const bySubject = Boolean(filter.subjectKeys?.length);
      const order = bySubject ? 's' : 'r';
      const clauses = whereOf(filter, params);
      if (bySubject) {
        params.push([...filter.subjectKeys!]);
        clauses.push(`s.subject = any($${params.length}::text[])`);
      }
      if (page.after) {
        params.push(new Date(page.after.sortAt), new Date(page.after.startedAt), page.after.operationId);
        const n = params.length;
        clauses.push(
          `(${order}.sort_at, ${order}.started_at, ${order}.operation_id) < ($${n - 2}::timestamptz, $${n - 1}::timestamptz, $${n})`,
        );
      }
      params.push(page.size + 1);
      const rows = await db.query<Record<string, unknown>>(
        `select ${bySubject ? 'distinct on (s.sort_at, s.started_at, s.operation_id) ' : ''}r.*
           from ${bySubject ? 'operation_run_subjects s join operation_runs r using (operation_id)' : 'operation_runs r'}
          ${clauses.length ? `where ${clauses.join(' and ')}` : ''}
          order by ${order}.sort_at desc, ${order}.started_at desc, ${order}.operation_id desc
          limit $${params.length}`,
        params,
      );
      const more = rows.length > page.size;
      const shown = await recorded(rows.slice(0, page.size), page.related ?? true);
      const last = shown.at(-1)?.run;
      return {
        runs: shown,
        next:
          more && last
            ? {
                sortAt: (last.endedAt ?? NOT_ENDED).toISOString(),
                startedAt: last.startedAt.toISOString(),
                operationId: last.operationId,
              }
            : null,
      };
    },

    async count(filter: RunFilter): Promise<number> {
      const params: SqlParam[] = [];
      const clauses = whereOf(filter, params);
      let from = 'operation_runs r';
      if (filter.subjectKeys?.length) {
        params.push([...filter.subjectKeys]);
        from = 'operation_runs r';
        clauses.push(
          `exists (select 1 from operation_run_subjects s where s.operation_id = r.operation_id and s.subject = any($${params.length}::text[]))`,
        );
      }
      const [row] = await db.query<{ n: number }>(
        `select count(*)::int as n from ${from} ${clauses.length ? `where ${clauses.join(' and ')}` : ''}`,
        params,
      );
      return row?.n ?? 0;
    },

    /** The retries and undos started of these operations (`retry_of`/`undo_of` → their ids). */
    async followUps(operationIds: readonly string[]) {
      const retriedBy = new Map<string, string>();
      const undoneBy = new Map<string, string>();
      if (operationIds.length === 0) return { retriedBy, undoneBy };
      const rows = await db.query<{ operation_id: string; retry_of: string | null; undo_of: string | null }>(
        FOLLOW_UPS_SQL,
        [[...operationIds]],
      );
      for (const row of rows) {
        if (row.retry_of) retriedBy.set(row.retry_of, row.operation_id);
        if (row.undo_of) undoneBy.set(row.undo_of, row.operation_id);
      }
      return { retriedBy, undoneBy };
    },

    /** An operation's entries, oldest first, with their personal values opened. */
    async entries(operationId: string): Promise<DecodedEntry[]> {
      const rows = await db.query<Record<string, unknown>>(
        'select * from operation_record where operation_id = $1 order by seq',
        [operationId],
      );
      return Promise.all(
        rows.map(async (row) => {
          const entry = storedEntryOf(row);
          return { ...entry, personal: await open(entry.sealed) };
        }),
      );
    },

    /** Entries from a sequence number on, in order (the stream to an audit store). */
    async entriesAfter(seq: number, limit: number): Promise<StoredEntry[]> {
      const rows = await db.query<Record<string, unknown>>(
        'select * from operation_record where seq > $1 order by seq limit $2',
        [seq, limit],
      );
      return rows.map(storedEntryOf);
    },
  };
}

export type RecordReader = ReturnType<typeof createRecordReader>;
