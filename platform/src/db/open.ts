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

/**
 * Set by vitest's config: closed in-memory copies of a template are kept for the next open
 * (pglite-copies.ts). Only test processes open many; elsewhere a close ends the database, so a
 * script or a service never waits on a kept copy's Postgres timers to exit.
 */
export const KEEP_COPIES_ENV = 'CGI_PGLITE_KEEP_COPIES';

export function openDb(options: DbOptions): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (!options.dataDir && options.pgliteTemplate && process.env[KEEP_COPIES_ENV] === '1') {
    return openTemplateCopy(options.pgliteTemplate);
  }
  return openPglite(options.dataDir, options.pgliteTemplate);
}
