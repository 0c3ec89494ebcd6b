import pg from 'pg';
import type { Db, Queryable, SqlParam } from './types';

/** A pool on a PostgreSQL server; each transaction holds one pooled connection. */
export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server dropped (a restart) is discarded by the pool and replaced on
  // the next query; without a listener its 'error' event would end the process.
  pool.on('error', () => undefined);
  // Fail at start-up, not on the first request, when the server is unreachable.
  await pool.query('select 1');

  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      const result = await target.query(sql, [...params]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  });

  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      // A connection that dies while checked out (the server restarts mid-transaction) emits
      // 'error' on the client, which the pool does not listen to then: unheard, it ended the
      // worker ('Connection terminated unexpectedly'). Heard, the transaction's query fails, the
      // caller's retry runs on a new connection, and this one is destroyed, not pooled again.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
      };
      client.on('error', onError);
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
