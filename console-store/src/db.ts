// Opens the console's own database and brings its schema up to date: a PostgreSQL server by
// URL (the embedded stack's is PGlite behind a socket, see embedded-server.ts), or an
// in-process PGlite (tests, and a single api without a worker).
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  dropTemplateDatabases,
  migrate,
  openDb,
  pgliteCacheDir,
  readOrMakeTemplateFile,
  type Db,
} from '@cgi/platform/db';
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
 * The in-memory databases' start: migrated once and dumped, so each opens from the dump instead
 * of running initdb and the migrations (about 3 CPU-s). Kept in a file per PGlite build and set
 * of migrations, for the next process (each test process opened its first one from scratch).
 */
let memoryTemplate: Promise<Blob> | undefined;

async function migratedMemoryTemplate(): Promise<Blob> {
  const make = async () => {
    const db = await openDb({});
    try {
      await migrate(db, consoleMigrations);
      await dropTemplateDatabases(db);
      return await db.dump!();
    } finally {
      await db.close();
    }
  };
  const file = await memoryTemplateFile().catch(() => undefined);
  // Without a cache folder (a read-only install) each process makes its own.
  return file ? readOrMakeTemplateFile(file, '', make) : make();
}

/** node_modules/.cache/console-db-template/<PGlite build>/<digest of the migrations>.tar */
export async function memoryTemplateFile(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of (await readdir(consoleMigrations)).sort()) {
    hash.update(name).update(await readFile(join(consoleMigrations, name)));
  }
  const dir = await pgliteCacheDir('console-db-template');
  await mkdir(dir, { recursive: true });
  return join(dir, `${hash.digest('hex').slice(0, 16)}.tar`);
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
