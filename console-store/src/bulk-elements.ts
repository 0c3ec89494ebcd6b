// The elements of bulk operations (see migrations/002_bulk_elements.sql): written when an
// operation starts or prepares, settled in batches by the worker as it processes them, and
// read page by page (filtered by status) by the api. Every write is idempotent: adding the
// same elements again adds nothing, settling an element again overwrites it with the same.
// An element may name a person (a CUIT, an operation id that holds an e-mail): its key is kept
// as a keyed pseudonym and its key, label, payload, error and detail sealed (migration 013).
import type { Db, Queryable } from '@cgi/platform/db';
import { isSealed, type Pseudonyms, type ValueSealer } from '@cgi/workflows/codec';

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
  /** Null for a row written before sealing: element_key holds the key itself. */
  sealed_key: string | null;
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

/** What keeps an element's values from being read in the database: the api's and the worker's keys. */
export interface ElementProtection {
  /** The payload codec's keys, as sealed values. */
  sealer: ValueSealer;
  /** The pseudonyms of Temporal's index, for the keys. */
  pseudonyms: Pseudonyms;
}

const parseJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

export function createBulkElements(db: Db, protection: ElementProtection) {
  const { sealer, pseudonyms } = protection;
  // The key's exact bytes (hex: what the pseudonyms' lower-casing leaves as it is), so keys that
  // differ only in case stay two keys.
  const exact = (key: string) => Buffer.from(key, 'utf8').toString('hex');
  const storedKey = (key: string) => pseudonyms.of(exact(key));
  /** What a lookup of `key` matches: its pseudonym under every key, and the key of older rows. */
  const storedKeys = (key: string) => [...pseudonyms.all(exact(key)), key];
  const sealText = async (value: string | null | undefined) =>
    value === null || value === undefined ? null : sealer.seal(value);
  const sealJson = async (value: unknown) => JSON.stringify(await sealer.seal(value ?? null));
  const openText = async (value: string | null) => (value === null ? null : String(await sealer.open(value)));
  // A sealed value is a JSON string, which the driver gives as the string itself.
  const openJson = (value: unknown) => sealer.open(isSealed(value) ? value : parseJson(value));

  async function toElement(row: ElementRow): Promise<StoredElement> {
    return {
      ordinal: row.ordinal,
      key: row.sealed_key === null ? row.element_key : String(await sealer.open(row.sealed_key)),
      label: String(await sealer.open(row.label)),
      payload: await openJson(row.payload),
      status: row.status,
      note: row.note,
      error: await openText(row.error),
      detail: row.detail === null ? null : await openJson(row.detail),
      attempts: row.attempts,
      settledBy: row.settled_by,
      finishedAt: row.finished_at === null ? null : new Date(row.finished_at).toISOString(),
    };
  }
  const toElements = (rows: readonly ElementRow[]) => Promise.all(rows.map(toElement));

  return {
    /**
     * Adds elements from `firstOrdinal` on; those already there (same operation and ordinal)
     * are kept as they are, so preparing again after a crash changes nothing.
     */
    async add(operationId: string, elements: readonly NewElement[], firstOrdinal = 0): Promise<void> {
      const owner = elementOwner(operationId);
      const rows = await Promise.all(
        elements.map(async (element, i) => ({
          operation_id: owner,
          ordinal: firstOrdinal + i,
          element_key: storedKey(element.key),
          sealed_key: await sealer.seal(element.key),
          label: await sealer.seal(element.label),
          payload: await sealJson(element.payload),
        })),
      );
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
      return toElements(rows);
    },

    /** Records what happened to each element, all in one statement. */
    async settle(operationId: string, runId: string, outcomes: readonly ElementOutcome[]): Promise<void> {
      for (let start = 0; start < outcomes.length; start += 2_000) {
        const slice = await Promise.all(
          outcomes.slice(start, start + 2_000).map(async (outcome) => ({
            ...outcome,
            error: await sealText(outcome.error),
            detail:
              outcome.detail === undefined || outcome.detail === null ? null : await sealJson(outcome.detail),
          })),
        );
        await settleSlice(db, operationId, runId, slice);
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
        const sealed = await Promise.all(
          slice.map(async ({ ordinal, label, payload }) => ({
            ordinal,
            label: await sealer.seal(label),
            payload: payload === undefined ? null : await sealJson(payload),
          })),
        );
        const values = sealed.map(({ ordinal, label, payload }) => {
          params.push(ordinal, label, payload);
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
      return toElements(rows);
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
      const items = await toElements(rows.slice(0, options.limit));
      return { items, next: rows.length > options.limit ? (items.at(-1)?.ordinal ?? null) : null };
    },

    async find(operationId: string, key: string): Promise<StoredElement | null> {
      const [row] = await db.query<ElementRow>(
        'select * from bulk_element where operation_id = $1 and element_key = any($2::text[])',
        [elementOwner(operationId), storedKeys(key)],
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
      return Promise.all(
        rows.map(async (row) => ({ ordinal: row.ordinal, detail: await openJson(row.detail) })),
      );
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
      // Sealed already (a JSON string of the sealed value).
      (outcome.detail as string | null) ?? null,
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
