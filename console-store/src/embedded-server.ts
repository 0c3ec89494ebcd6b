// The embedded console database: PGlite in a directory, served over PostgreSQL's wire protocol
// on a loopback port, so the api and the worker (separate processes) share it exactly as they
// share a PostgreSQL server in production: one code path, `CONSOLE_DATABASE_URL`.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { initializeDataDirApart, migrate, openDb, pgliteSettings } from '@cgi/platform/db';
import { consoleMigrations } from './db';

export interface EmbeddedConsoleDb {
  /** postgres://… to give CONSOLE_DATABASE_URL. */
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startEmbeddedConsoleDb(options: {
  /** PGlite data directory; omitted means in memory (tests). */
  dataDir?: string;
  port: number;
  host?: string;
}): Promise<EmbeddedConsoleDb> {
  if (options.dataDir) await initializeDataDirApart(options.dataDir);
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    postgresqlconf: pgliteSettings(),
  });
  const host = options.host ?? '127.0.0.1';
  // Several pooled connections from each process, multiplexed onto PGlite's one session; the
  // server keeps a transaction's statements together.
  const server = new PGLiteSocketServer({ db: pglite, port: options.port, host, maxConnections: 100 });
  await server.start();
  const actualPort = Number(server.getServerConn().split(':').at(-1));
  const url = `postgres://console@${host}:${actualPort}/console`;
  // Migrate once here, so the processes that connect find the schema ready.
  const db = await openDb({ databaseUrl: url });
  try {
    await migrate(db, consoleMigrations);
  } finally {
    await db.close();
  }
  return {
    url,
    port: actualPort,
    async close() {
      await server.stop();
      await pglite.close();
    },
  };
}
