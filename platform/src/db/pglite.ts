import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { initializeDataDirApart, isFreshDataDir, pgliteSettings } from './pglite-init';
import type { Db, Queryable, SqlParam } from './types';

/**
 * The databases whose transaction the current async context is inside. One storage for every
 * database of the process: a storage per database stays enabled after the database closes, and
 * Node then copies each enabled storage into every new promise of the process (a test process
 * that had opened a few hundred databases spent 4 % of its CPU there).
 */
const insideTransaction = new AsyncLocalStorage<ReadonlySet<PGlite>>();

/** PGlite in a directory, or in memory when `dataDir` is undefined (tests). A new database
 * (in memory, or an empty directory) can start from `template`, a dumped data directory,
 * which skips initdb. In memory from a template, see openTemplateCopy (pglite-copies.ts). */
export async function openPglite(dataDir?: string, template?: Blob): Promise<Db> {
  let fresh = true;
  if (dataDir) {
    fresh = await isFreshDataDir(dataDir);
    // A template skips initdb; without one, initdb runs apart (see pglite-init.ts).
    if (fresh && !template) await initializeDataDirApart(dataDir);
  }
  const pg = await createPglite({
    ...(dataDir ? { dataDir } : {}),
    ...(template && fresh ? { loadDataDir: template } : {}),
  });
  return pgliteDb(pg, () => pg.close());
}

/** A PGlite instance with the extensions and settings every database of the console has. */
export function createPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PGlite> {
  // pg_trgm backs the organization name search (migration 020); PGlite loads extensions here.
  return PGlite.create({ ...options, extensions: { pg_trgm }, postgresqlconf: pgliteSettings() });
}

/** The Db over one PGlite instance; `end` is what its close does. Once closed it refuses every
 * query, so a late call of a finished test cannot reach the instance after it is reused. */
export function pgliteDb(pg: PGlite, end: () => Promise<void>): Db {
  let closing: Promise<void> | undefined;

  // PGlite runs one transaction at a time: a query on the database from inside one of its own
  // transactions would wait forever for that transaction. Fail at once instead.
  const guard = (target: PGlite | Transaction) => {
    if (closing) throw new Error('PGlite is closed');
    if (target === pg && insideTransaction.getStore()?.has(pg)) {
      throw new Error('query on the database inside its own transaction: use the transaction (tx) instead');
    }
  };

  const wrap = (target: PGlite | Transaction): Queryable => ({
    async query<T>(sql: string, params: readonly SqlParam[] = []) {
      guard(target);
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      guard(target);
      await target.exec(sql);
    },
  });

  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: async (fn) => {
      guard(pg);
      return pg.transaction((tx) =>
        insideTransaction.run(new Set([...(insideTransaction.getStore() ?? []), pg]), () => fn(wrap(tx))),
      );
    },
    close: () => (closing ??= end()),
    dump: async () => {
      guard(pg);
      return pg.dumpDataDir('none');
    },
  };
}

/**
 * Makes an in-memory database a lighter template before it is dumped: drops the cluster's
 * template databases (template0 and template1: 15 of a migrated dump's 44 MB). Nothing opened
 * from a template creates a database, and every copy is written into PGlite's in-memory file
 * system: a copy of the lighter dump opens in about 2/3 of the CPU (437-481 ms -> 285-308 ms).
 */
export async function dropTemplateDatabases(db: Db): Promise<void> {
  // One statement each: DROP DATABASE refuses to run inside a transaction block.
  for (const name of ['template1', 'template0']) {
    await db.query(`ALTER DATABASE ${name} IS_TEMPLATE false`);
    await db.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    await db.query(`DROP DATABASE ${name}`);
  }
  await db.query('CHECKPOINT');
}
