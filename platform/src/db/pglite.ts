import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable, SqlParam } from './types';

/** PGlite in a directory, or in memory when `dataDir` is undefined (tests). An in-memory
 * database can start from `template`, a dumped data directory, which skips initdb. */
export async function openPglite(dataDir?: string, template?: Blob): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir ? { dataDir } : template ? { loadDataDir: template } : {});

  const wrap = (target: PGlite | Transaction): Queryable => ({
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });

  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    close: () => pg.close(),
  };
}
