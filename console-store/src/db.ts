// Opens the console's own database and brings its schema up to date: a PostgreSQL server by
// URL (the embedded stack's is PGlite behind a socket, see embedded-server.ts), or an
// in-process PGlite (tests, and a single api without a worker).
import { fileURLToPath } from 'node:url';
import { dropTemplateDatabases, migrate, openDb, type Db } from '@cgi/platform/db';
import { readConsoleDbPassword, withPassword } from './embedded-password';

export const consoleMigrations = fileURLToPath(new URL('../migrations/', import.meta.url));

export interface ConsoleDbOptions {
  /** postgres://… of a PostgreSQL server (or the embedded console database). */
  url?: string;
  /** In-process PGlite directory; neither option means an in-memory database. */
  dataDir?: string;
  /**
   * The embedded database's password file (DATA_DIR/console-db-password): used when `url`
   * names no password, so a process started on its own connects as the launcher's do.
   */
  passwordFile?: string;
}

/** The url with the password file's password when it names none and the file is there. */
async function urlWithPassword(url: string, passwordFile: string | undefined): Promise<string> {
  if (!passwordFile || new URL(url).password) return url;
  try {
    return withPassword(url, await readConsoleDbPassword(passwordFile));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return url;
    throw error;
  }
}

/**
 * The first in-memory database of a process, migrated and dumped: later ones load the dump
 * instead of running initdb and the migrations again (1.8 CPU-s each, and a test run opens one
 * per api or worker test file).
 */
let memoryTemplate: Promise<Blob> | undefined;

async function migratedMemoryTemplate(): Promise<Blob> {
  const db = await openDb({});
  try {
    await migrate(db, consoleMigrations);
    await dropTemplateDatabases(db);
    return await db.dump!();
  } finally {
    await db.close();
  }
}

export async function openConsoleDb(options: ConsoleDbOptions): Promise<Db> {
  const inMemory = !options.url && !options.dataDir;
  if (inMemory)
    memoryTemplate ??= migratedMemoryTemplate().catch((error: unknown) => {
      // Not kept: the next open tries again.
      memoryTemplate = undefined;
      throw error;
    });
  const db = await openDb({
    databaseUrl: options.url ? await urlWithPassword(options.url, options.passwordFile) : undefined,
    dataDir: options.dataDir,
    ...(inMemory ? { pgliteTemplate: await memoryTemplate } : {}),
  });
  try {
    // Nothing to do on a migrated template; a database by URL or directory may be behind.
    await migrate(db, consoleMigrations);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
