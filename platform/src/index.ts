// Starts the reference platform: database, migrations, first-start seed, HTTP server.
import type { AddressInfo } from 'node:net';
import { migrate } from './db/migrate';
import { openDb } from './db/open';
import type { Db } from './db/types';
import { createApp } from './http/app';
import { assertDoorClosed } from './http/door';
import { hooksEnabled, type PlatformMode } from './http/test-hooks';
import { silentLogger, type Logger } from './logger';
import { seedDatabase, seededVersion, seedVersion, type SeedSize } from './seed';
import { developmentSettings, type ServiceSettings } from './services/settings';

export interface PlatformOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** PGlite data directory; with neither this nor `databaseUrl` the database lives in memory. */
  dataDir?: string;
  /** PostgreSQL connection string; wins over `dataDir`. */
  databaseUrl?: string;
  /** A new database only (in memory or an empty dataDir): start from this dumped cluster
   * instead of running initdb, which takes most of the start-up time (tests, see test-support.ts). */
  pgliteTemplate?: Blob;
  /** Seed applied on first start only (default 'demo'). */
  seed?: SeedSize | 'none';
  /** Test hook: delay added to every service call. */
  latencyMs?: number;
  /** Test hook: enables POST /__faults and GET /__stats/calls. */
  faults?: boolean;
  /** `production` disables both test hooks whatever they say (default `development`). */
  mode?: PlatformMode;
  /** Secrets of the identity tools; development defaults otherwise. */
  settings?: ServiceSettings;
  /** Service credential every call must carry (X-Platform-Key); none: the door is open. */
  serviceKey?: string;
  logger?: Logger;
}

export interface RunningPlatform {
  url: string;
  port: number;
  db: Db;
  /** Seeded on this start (false when the database already held data or seed was 'none'). */
  seeded: boolean;
  close(): Promise<void>;
}

export async function startPlatform(options: PlatformOptions): Promise<RunningPlatform> {
  assertDoorClosed(options);
  const logger = options.logger ?? silentLogger;
  const db = await openDb({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    pgliteTemplate: options.pgliteTemplate,
  });
  try {
    await migrate(db);
    const seed = options.seed ?? 'demo';
    const seeded = seed === 'none' ? false : await seedDatabase(db, seed);
    const version = seeded ? seedVersion : await seededVersion(db);
    if (version !== undefined && version < seedVersion) {
      // Seeds are applied on first start only; an older one lacks the rows of later families.
      logger.info('database seeded by an older seed version; remove the data directory to seed it again', {
        seededVersion: version,
        seedVersion,
      });
    }

    const hookOptions = {
      latencyMs: options.latencyMs ?? 0,
      faults: options.faults ?? false,
      mode: options.mode,
    };
    const effective = hooksEnabled(hookOptions);
    if (effective.faults !== hookOptions.faults || effective.latencyMs !== hookOptions.latencyMs) {
      logger.info('test hooks requested in production mode; they stay off');
    }
    const app = createApp(db, {
      ...hookOptions,
      logger,
      settings: options.settings ?? developmentSettings,
      serviceKey: options.serviceKey,
    });
    const host = options.host ?? '127.0.0.1';
    const server = app.listen(options.port, host);
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    const port = (server.address() as AddressInfo).port;
    const urlHost = host.includes(':') ? `[${host}]` : host;

    let closing: Promise<void> | undefined;
    const close = () => {
      closing ??= (async () => {
        await new Promise<void>((resolve, reject) => {
          server.close((error) => (error ? reject(error) : resolve()));
          // Idle keep-alive sockets would otherwise hold close() open for seconds.
          server.closeIdleConnections();
        });
        await db.close();
      })();
      return closing;
    };
    return { url: `http://${urlHost}:${port}`, port, db, seeded, close };
  } catch (error) {
    await db.close();
    throw error;
  }
}

export { demoFixtures, isValidCuit, formatCuit, seedSizes, type SeedSize } from './seed';
export type { Db, Queryable } from './db/types';
