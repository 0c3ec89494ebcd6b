// The embedded console database: PGlite in a directory, served over PostgreSQL's wire protocol
// on a loopback port, so the api and the worker (separate processes) share it exactly as they
// share a PostgreSQL server in production: one code path, `CONSOLE_DATABASE_URL`. It asks for a
// password as a server does (password-gate.ts): the one in the data folder (embedded-password.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { initializeDataDirApart, migrate, openDb, pgliteSettings } from '@cgi/platform/db';
import { consoleMigrations } from './db';
import { generateConsoleDbPassword } from './embedded-password';
import { startPasswordGate } from './password-gate';

export interface EmbeddedConsoleDb {
  /** postgres://console:<password>@…, to give CONSOLE_DATABASE_URL. */
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startEmbeddedConsoleDb(options: {
  /** PGlite data directory; omitted means in memory (tests). */
  dataDir?: string;
  port: number;
  host?: string;
  /** The password a connection must give (the data folder's); omitted, one made for this run. */
  password?: string;
}): Promise<EmbeddedConsoleDb> {
  if (options.dataDir) await initializeDataDirApart(options.dataDir);
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    postgresqlconf: pgliteSettings(),
  });
  // PGlite's own server listens where only this user may connect (mkdtemp makes the directory
  // 0700); everyone else reaches it through the gate. A short path: a socket's may not be long.
  const socketDir = await mkdtemp(join(tmpdir(), 'cgi-console-db-'));
  const innerPath = join(socketDir, 'pglite.sock');
  // Several pooled connections from each process, multiplexed onto PGlite's one session; the
  // server keeps a transaction's statements together.
  const server = new PGLiteSocketServer({ db: pglite, path: innerPath, maxConnections: 100 });
  await server.start();
  const host = options.host ?? '127.0.0.1';
  const password = options.password ?? generateConsoleDbPassword();
  const gate = await startPasswordGate({ host, port: options.port, password, innerPath });
  const url = `postgres://console:${password}@${host}:${gate.port}/console`;
  const close = async () => {
    await gate.close();
    await server.stop();
    await pglite.close();
    await rm(socketDir, { recursive: true, force: true });
  };
  // Migrate once here, so the processes that connect find the schema ready.
  try {
    const db = await openDb({ databaseUrl: url });
    try {
      await migrate(db, consoleMigrations);
    } finally {
      await db.close();
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { url, port: gate.port, close };
}
