// The refusal record: every 401 and 403 the api answers and every refused operation start,
// retry or cancel. Written in batches off the request path, so a flood of refused requests
// costs the api a queue push each, and bounded, so a flood cannot exhaust its memory.
import { insertRows, type Db } from '@cgi/platform/db';

export interface Refusal {
  occurredAt: Date;
  status: number;
  /** Stable code of the refusal (FORBIDDEN, UNAUTHENTICATED, VALIDATION, ...). */
  code: string;
  /** Why, in the words the caller was given. */
  reason: string;
  /** Staff e-mail or service account name, when the caller was identified. */
  actor: string | null;
  method: string;
  /** The route pattern when it is known (`/api/operations/:id/retry`), else the path. */
  route: string;
  operationType?: string | null;
  /** start, retry, bulkRetry, cancel, or null for a request that is not an operation action. */
  action?: string | null;
  sourceAddress: string | null;
  requestId?: string | null;
}

export interface StoredRefusal extends Omit<Refusal, 'occurredAt'> {
  id: number;
  occurredAt: string;
}

export interface RefusalFilter {
  actor?: string;
  status?: number;
  operationType?: string;
  from?: Date;
  to?: Date;
}

export interface RefusalLogOptions {
  /** Flush at least this often (default 250 ms). */
  flushEveryMs?: number;
  /** Refusals waiting for a flush beyond this many are dropped and counted (default 20,000). */
  maxPending?: number;
  onError?: (error: unknown) => void;
}

interface RefusalRow {
  refusal_id: string;
  occurred_at: Date | string;
  status: number;
  code: string;
  reason: string;
  actor: string | null;
  method: string;
  route: string;
  operation_type: string | null;
  action: string | null;
  source_address: string | null;
  request_id: string | null;
}

const clip = (text: string | null | undefined, max: number) =>
  text === null || text === undefined ? null : text.length > max ? text.slice(0, max) : text;

export function createRefusalLog(db: Db, options: RefusalLogOptions = {}) {
  const flushEveryMs = options.flushEveryMs ?? 250;
  const maxPending = options.maxPending ?? 20_000;
  let pending: Refusal[] = [];
  let dropped = 0;
  let flushing: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function writeBatch(batch: Refusal[]): Promise<void> {
    await insertRows(
      db,
      'refusals',
      batch.map((r) => ({
        occurred_at: r.occurredAt,
        status: r.status,
        code: clip(r.code, 100) ?? '',
        reason: clip(r.reason, 500) ?? '',
        actor: clip(r.actor, 320),
        method: clip(r.method, 10) ?? '',
        route: clip(r.route, 500) ?? '',
        operation_type: clip(r.operationType, 100),
        action: clip(r.action, 20),
        source_address: clip(r.sourceAddress, 100),
        request_id: clip(r.requestId, 100),
      })),
    );
  }

  function flush(): Promise<void> {
    if (flushing) return flushing.then(() => (pending.length > 0 ? flush() : undefined));
    if (pending.length === 0) return Promise.resolve();
    const batch = pending;
    pending = [];
    flushing = writeBatch(batch)
      .catch((error: unknown) => {
        // The record must not take the api down; a failed batch is reported and counted.
        dropped += batch.length;
        options.onError?.(error);
      })
      .finally(() => {
        flushing = undefined;
      });
    return flushing;
  }

  return {
    record(refusal: Refusal): void {
      if (pending.length >= maxPending) {
        dropped += 1;
        return;
      }
      pending.push(refusal);
      timer ??= setTimeout(() => {
        timer = undefined;
        void flush();
      }, flushEveryMs);
      timer.unref?.();
    },

    /** Writes what is waiting now (tests, and the api's shutdown). */
    flush,

    /** Refusals not written: dropped by the bound or by a failed write. */
    get dropped(): number {
      return dropped;
    },

    /** Newest first, `limit` at a time; `before` is the id of the last refusal of the previous page. */
    async list(
      filter: RefusalFilter,
      page: { limit: number; before?: number },
    ): Promise<{ items: StoredRefusal[]; next: number | null }> {
      const where: string[] = [];
      const params: (string | number | Date)[] = [];
      const add = (sql: string, value: string | number | Date) => {
        params.push(value);
        where.push(sql.replace('?', `$${params.length}`));
      };
      if (filter.actor) add('actor = ?', filter.actor);
      if (filter.status) add('status = ?', filter.status);
      if (filter.operationType) add('operation_type = ?', filter.operationType);
      if (filter.from) add('occurred_at >= ?', filter.from);
      if (filter.to) add('occurred_at < ?', filter.to);
      if (page.before !== undefined) add('refusal_id < ?', page.before);
      params.push(page.limit + 1);
      const rows = await db.query<RefusalRow>(
        `select * from refusals ${where.length ? `where ${where.join(' and ')}` : ''}
         order by refusal_id desc limit $${params.length}`,
        params,
      );
      const items = rows.slice(0, page.limit).map((row): StoredRefusal => ({
        id: Number(row.refusal_id),
        occurredAt: new Date(row.occurred_at).toISOString(),
        status: row.status,
        code: row.code,
        reason: row.reason,
        actor: row.actor,
        method: row.method,
        route: row.route,
        operationType: row.operation_type,
        action: row.action,
        sourceAddress: row.source_address,
        requestId: row.request_id,
      }));
      const last = items.at(-1);
      return { items, next: rows.length > page.limit && last ? last.id : null };
    },

    async close(): Promise<void> {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await flush();
    },
  };
}

export type RefusalLog = ReturnType<typeof createRefusalLog>;
