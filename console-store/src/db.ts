// Opens the console's own database and brings its schema up to date: a PostgreSQL server by
// URL (the embedded stack's is PGlite behind a socket, see embedded-server.ts), or an
// in-process PGlite (tests, and a single api without a worker).
import { fileURLToPath } from 'node:url';
import { migrate, openDb, type Db } from '@cgi/platform/db';

export const consoleMigrations = fileURLToPath(new URL('../migrations/', import.meta.url));

export interface ConsoleDbOptions {
  /** postgres://… of a PostgreSQL server (or the embedded console database). */
  url?: string;
  /** In-process PGlite directory; neither option means an in-memory database. */
  dataDir?: string;
}

export async function openConsoleDb(options: ConsoleDbOptions): Promise<Db> {
  const db = await openDb({ databaseUrl: options.url, dataDir: options.dataDir });
  try {
    await migrate(db, consoleMigrations);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
