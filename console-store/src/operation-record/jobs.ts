// The record's own jobs (the purge, the copy from Temporal, an erasure's deletions in Temporal):
// each run kept with when it ran and what it did, so an auditor sees the record's upkeep too.
import type { Queryable } from '@cgi/platform/db';

export interface RecordJob {
  id: number;
  job: string;
  startedAt: string;
  endedAt: string | null;
  summary: Record<string, unknown>;
}

export function createRecordJobs(db: Queryable) {
  return {
    /** Runs `work` as a job of this name and keeps what it returns (or its error) as its summary. */
    async run<T extends object>(job: string, work: () => Promise<T>): Promise<T> {
      const [row] = await db.query<{ id: string }>(
        'insert into operation_record_jobs (job, started_at) values ($1, now()) returning id::text as id',
        [job],
      );
      try {
        const result = await work();
        await db.query('update operation_record_jobs set ended_at = now(), summary = $2 where id = $1', [
          row!.id,
          JSON.stringify(result),
        ]);
        return result;
      } catch (error) {
        await db
          .query('update operation_record_jobs set ended_at = now(), summary = $2 where id = $1', [
            row!.id,
            JSON.stringify({ error: error instanceof Error ? error.message : String(error) }),
          ])
          .catch(() => undefined);
        throw error;
      }
    },

    /** Whether a job of this name ever ended without an error. */
    async everSucceeded(job: string): Promise<boolean> {
      const rows = await db.query(
        `select 1 from operation_record_jobs
          where job = $1 and ended_at is not null and summary not like '{"error"%' limit 1`,
        [job],
      );
      return rows.length > 0;
    },

    async latest(limit: number): Promise<RecordJob[]> {
      const rows = await db.query<{
        id: string;
        job: string;
        started_at: string;
        ended_at: string | null;
        summary: string;
      }>(
        'select id::text as id, job, started_at, ended_at, summary from operation_record_jobs order by id desc limit $1',
        [limit],
      );
      return rows.map((row) => ({
        id: Number(row.id),
        job: row.job,
        startedAt: new Date(row.started_at).toISOString(),
        endedAt: row.ended_at ? new Date(row.ended_at).toISOString() : null,
        summary: JSON.parse(row.summary) as Record<string, unknown>,
      }));
    },
  };
}

export type RecordJobs = ReturnType<typeof createRecordJobs>;
