// Worker liveness in the console database: a row per worker process, stamped with the
// database's clock (so hosts with skewed clocks agree), read by the api's health check.
import type { Db } from '@cgi/platform/db';

export interface WorkerIdentity {
  /** The Temporal worker identity (`pid@host` by default). */
  identity: string;
  namespace: string;
  taskQueue: string;
  host: string;
  pid: number;
  startedAt: Date;
}

export interface QueueLiveness {
  /** Workers whose last heartbeat is younger than the window. */
  live: number;
  /** Age of the freshest heartbeat of the queue; null when no worker ever wrote one. */
  freshestAgeMs: number | null;
  freshestIdentity: string | null;
}

interface FreshestRow {
  identity: string;
  age_ms: number | string;
  live: number | string;
}

export function createWorkerHeartbeats(db: Db) {
  return {
    async beat(worker: WorkerIdentity): Promise<void> {
      await db.query(
        `insert into worker_heartbeats (identity, namespace, task_queue, host, pid, started_at, last_seen_at)
         values ($1, $2, $3, $4, $5, $6, now())
         on conflict (identity) do update set
           namespace = excluded.namespace, task_queue = excluded.task_queue, host = excluded.host,
           pid = excluded.pid, started_at = excluded.started_at, last_seen_at = now()`,
        [worker.identity, worker.namespace, worker.taskQueue, worker.host, worker.pid, worker.startedAt],
      );
    },

    /** A worker that stops cleanly leaves at once instead of going stale. */
    async remove(identity: string): Promise<void> {
      await db.query('delete from worker_heartbeats where identity = $1', [identity]);
    },

    /** Rows of workers gone for longer than `olderThanMs` (killed ones never remove theirs). */
    async prune(olderThanMs: number): Promise<void> {
      await db.query(
        `delete from worker_heartbeats where last_seen_at < now() - ($1::double precision * interval '1 millisecond')`,
        [olderThanMs],
      );
    },

    async liveness(namespace: string, taskQueue: string, windowMs: number): Promise<QueueLiveness> {
      const rows = await db.query<FreshestRow>(
        `select identity,
                extract(epoch from (now() - last_seen_at)) * 1000 as age_ms,
                count(*) filter (
                  where last_seen_at > now() - ($3::double precision * interval '1 millisecond')
                ) over () as live
           from worker_heartbeats
          where namespace = $1 and task_queue = $2
          order by last_seen_at desc
          limit 1`,
        [namespace, taskQueue, windowMs],
      );
      const row = rows[0];
      if (!row) return { live: 0, freshestAgeMs: null, freshestIdentity: null };
      return {
        live: Number(row.live),
        freshestAgeMs: Math.max(0, Math.round(Number(row.age_ms))),
        freshestIdentity: row.identity,
      };
    },
  };
}

export type WorkerHeartbeats = ReturnType<typeof createWorkerHeartbeats>;
