import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

export interface DbOptions {
  /** PostgreSQL connection string; wins over `dataDir`. */
  databaseUrl?: string;
  /** PGlite data directory; neither option means an in-memory PGlite. */
  dataDir?: string;
  /** A new PGlite database only: a dumped data directory to start from instead of running initdb. */
  pgliteTemplate?: Blob;
}

export function openDb(options: DbOptions): Promise<Db> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir, options.pgliteTemplate);
}
