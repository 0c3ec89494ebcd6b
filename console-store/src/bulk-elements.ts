// The elements of bulk operations (see migrations/002_bulk_elements.sql): written when an
// operation starts or prepares, settled in batches by the worker as it processes them, and
// read page by page (filtered by status) by the api. Every write is idempotent: adding the
// same elements again adds nothing, settling an element again overwrites it with the same.
import type { Db, Queryable } from '@cgi/platform/db';

export type ElementStatus = 'pending' | 'done' | 'skipped' | 'failed';

export interface NewElement {
  key: string;
  label: string;
  /** What processing the element needs (a session id, a CSV organization's rows...). */
  payload: unknown;
}

export interface StoredElement {
  ordinal: number;
  key: string;
  label: string;
  payload: unknown;
  status: ElementStatus;
  note: string | null;
  error: string | null;
  detail: unknown;
  attempts: number;
  settledBy: string | null;
  finishedAt: string | null;
}

export interface ElementOutcome {
  ordinal: number;
  /** `pending` with an error: tried, could not be processed now, to be taken again. */
  status: ElementStatus;
  note?: string | null;
  error?: string | null;
  detail?: unknown;
}

export interface ElementCounts {
  total: number;
  pending: number;
  done: number;
  skipped: number;
  failed: number;
}

interface ElementRow {
  ordinal: number;
  element_key: string;
  label: string;
  payload: unknown;
  status: ElementStatus;
  note: string | null;
  error: string | null;
  detail: unknown;
  attempts: number;
  settled_by: string | null;
  finished_at: Date | string | null;
}

/** `<id>-r2` → `<id>`: every run of an operation works on the same elements. */
export function elementOwner(operationId: string): string {
  return operationId.replace(/-r\d+$/, '');
}

const parseJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

function toElement(row: ElementRow): StoredElement {
  return {
    ordinal: row.ordinal,
    key: row.element_key,
    label: row.label,
    payload: parseJson(row.payload),
    status: row.status,
    note: row.note,
    error: row.error,
    detail: row.detail === null ? null : parseJson(row.detail),
    attempts: row.attempts,
    settledBy: row.settled_by,
    finishedAt: row.finished_at === null ? null : new Date(row.finished_at).toISOString(),
  };
}

export function createBulkElements(db: Db) {
  return {
    /**
     * Adds elements from `firstOrdinal` on; those already there (same operation and ordinal)
     * are kept as they are, so preparing again after a crash changes nothing.
     */
    async add(operationId: string, elements: readonly NewElement[], firstOrdinal = 0): Promise<void> {
      const owner = elementOwner(operationId);
      const rows = elements.map((element, i) => ({
        operation_id: owner,
        ordinal: firstOrdinal + i,
        element_key: element.key,
        label: element.label,
        payload: JSON.stringify(element.payload ?? null),
      }));
      // A slice per transaction; a crash half-way is completed by adding again (on conflict, kept).
      for (let start = 0; start < rows.length; start += 5_000) {
        const chunk = rows.slice(start, start + 5_000);
        await db.transaction(async (tx) => {
          await insertOrKeep(tx, chunk);
        });
      }
    },

    async total(operationId: string): Promise<number> {
      const [row] = await db.query<{ n: number }>(
        'select count(*)::int as n from bulk_element where operation_id = $1',
        [elementOwner(operationId)],
      );
      return row?.n ?? 0;
    },

    /**
     * The elements of [from, to) a run still has to process: pending ones, and those an earlier
     * run left failed (a retry re-runs only what did not take effect).
     */
    async unsettled(operationId: string, runId: string, from: number, to: number): Promise<StoredElement[]> {
      const rows = await db.query<ElementRow>(
        `select * from bulk_element
          where operation_id = $1 and ordinal >= $2 and ordinal < $3
            and (status = 'pending' or (status = 'failed' and settled_by is distinct from $4))
          order by ordinal`,
        [elementOwner(operationId), from, to, runId],
      );
      return rows.map(toElement);
    },

    /** Records what happened to each element, all in one statement. */
    async settle(operationId: string, runId: string, outcomes: readonly ElementOutcome[]): Promise<void> {
      for (let start = 0; start < outcomes.length; start += 2_000) {
        await settleSlice(db, operationId, runId, outcomes.slice(start, start + 2_000));
      }
    },
    /**
     * Gives elements what preparing learnt about them: a better label (a declaration's client
     * and period), and their payload, when given.
     */
    async relabel(
      operationId: string,
      changes: readonly { ordinal: number; label: string; payload?: unknown }[],
    ): Promise<void> {
      for (let start = 0; start < changes.length; start += 2_000) {
        const slice = changes.slice(start, start + 2_000);
        const params: (string | number | null)[] = [elementOwner(operationId)];
        const values = slice.map(({ ordinal, label, payload }) => {
          params.push(ordinal, label, payload === undefined ? null : JSON.stringify(payload));
          const n = params.length;
          return `($${n - 2}::int, $${n - 1}::text, $${n}::jsonb)`;
        });
        await db.query(
          `update bulk_element e set label = v.label, payload = coalesce(v.payload, e.payload)
             from (values ${values.join(', ')}) as v (ordinal, label, payload)
            where e.operation_id = $1 and e.ordinal = v.ordinal`,
          params,
        );
      }
    },

    /** Every element not settled yet, in order (what preparing looks at). */
    async allUnsettled(operationId: string): Promise<StoredElement[]> {
      const rows = await db.query<ElementRow>(
        `select * from bulk_element where operation_id = $1 and status <> 'done' and status <> 'skipped'
          order by ordinal`,
        [elementOwner(operationId)],
      );
      return rows.map(toElement);
    },

    async counts(operationId: string): Promise<ElementCounts> {
      const rows = await db.query<{ status: ElementStatus; n: number }>(
        'select status, count(*)::int as n from bulk_element where operation_id = $1 group by status',
        [elementOwner(operationId)],
      );
      const counts: ElementCounts = { total: 0, pending: 0, done: 0, skipped: 0, failed: 0 };
      for (const row of rows) {
        counts[row.status] = row.n;
        counts.total += row.n;
      }
      return counts;
    },

    /** One page in element order, optionally of one status; `after` is the last ordinal seen. */
    async page(
      operationId: string,
      options: { status?: ElementStatus; after?: number; limit: number },
    ): Promise<{ items: StoredElement[]; next: number | null }> {
      const params: (string | number)[] = [elementOwner(operationId), options.after ?? -1, options.limit + 1];
      let statusFilter = '';
      if (options.status) {
        params.push(options.status);
        statusFilter = `and status = $${params.length}`;
      }
      const rows = await db.query<ElementRow>(
        `select * from bulk_element where operation_id = $1 and ordinal > $2 ${statusFilter}
          order by ordinal limit $3`,
        params,
      );
      const items = rows.slice(0, options.limit).map(toElement);
      return { items, next: rows.length > options.limit ? (items.at(-1)?.ordinal ?? null) : null };
    },

    async find(operationId: string, key: string): Promise<StoredElement | null> {
      const [row] = await db.query<ElementRow>(
        'select * from bulk_element where operation_id = $1 and element_key = $2',
        [elementOwner(operationId), key],
      );
      return row ? toElement(row) : null;
    },

    /** The settled elements' details, in order, a page at a time (a CSV's per-organization outcome). */
    async details(
      operationId: string,
      after: number,
      limit: number,
    ): Promise<{ ordinal: number; detail: unknown }[]> {
      const rows = await db.query<{ ordinal: number; detail: unknown }>(
        `select ordinal, detail from bulk_element
          where operation_id = $1 and ordinal > $2 and detail is not null order by ordinal limit $3`,
        [elementOwner(operationId), after, limit],
      );
      return rows.map((row) => ({ ordinal: row.ordinal, detail: parseJson(row.detail) }));
    },
  };
}

async function settleSlice(db: Db, operationId: string, runId: string, outcomes: readonly ElementOutcome[]) {
  if (outcomes.length === 0) return;
  const params: (string | number | null)[] = [elementOwner(operationId), runId];
  const values = outcomes.map((outcome) => {
    params.push(
      outcome.ordinal,
      outcome.status,
      outcome.note ?? null,
      outcome.error ?? null,
      outcome.detail === undefined || outcome.detail === null ? null : JSON.stringify(outcome.detail),
    );
    const n = params.length;
    return `($${n - 4}::int, $${n - 3}::text, $${n - 2}::text, $${n - 1}::text, $${n}::jsonb)`;
  });
  await db.query(
    `update bulk_element e
            set status = v.status, note = v.note, error = v.error, detail = v.detail,
                attempts = e.attempts + 1, settled_by = $2, finished_at = now()
           from (values ${values.join(', ')}) as v (ordinal, status, note, error, detail)
          where e.operation_id = $1 and e.ordinal = v.ordinal`,
    params,
  );
}

async function insertOrKeep(tx: Queryable, rows: Record<string, string | number>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const params: (string | number)[] = [];
  const tuples = rows.map((row) => {
    const slots = columns.map((column) => {
      params.push(row[column]!);
      return `$${params.length}`;
    });
    return `(${slots.join(', ')})`;
  });
  await tx.query(
    `insert into bulk_element (${columns.join(', ')}) values ${tuples.join(', ')} on conflict do nothing`,
    params,
  );
}

export type BulkElements = ReturnType<typeof createBulkElements>;
