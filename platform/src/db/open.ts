import { openPglite } from './pglite';
import { openTemplateCopy } from './pglite-copies';
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
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (!options.dataDir && options.pgliteTemplate) return openTemplateCopy(options.pgliteTemplate);
  return openPglite(options.dataDir, options.pgliteTemplate);
}
