// Shared by the platform's HTTP tests: a platform with the demo seed, its typed client, and a
// helper to read a failure's status and body.
//
// The database comes from, in order: TEST_DATABASE_URL (a PostgreSQL server; each platform
// gets a fresh database copied from a seeded template database, dropped on close);
// PLATFORM_TEST_POSTGRES=testcontainers with a Docker engine (a container per test process);
// otherwise an in-memory PGlite loaded from a dumped, already migrated and seeded cluster.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { baseUrlsFor, createPlatformClient, PlatformError, type PlatformClient } from '@cgi/platform/client';
import { dropTemplateDatabases, migrate, openDb, readOrMakeTemplateFile, type Db } from '@cgi/platform/db';
import { startPlatform, type PlatformOptions, type RunningPlatform } from '@cgi/platform';
import { seedDatabase } from '../../platform/src/seed';
import { assertIntegrationProject } from './project-guard';

export interface TestPlatform {
  platform: RunningPlatform;
  client: PlatformClient;
}

/** The platform workspace, whose migrations and seed make the template. */
const platformRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../platform');

/** Changes whenever a migration, the seed or PGlite changes, so a stale template is never used. */
async function contentKey(): Promise<string> {
  const hash = createHash('sha256');
  const require = createRequire(import.meta.url);
  const pgliteRoot = path.resolve(path.dirname(require.resolve('@electric-sql/pglite')), '..');
  hash.update(await readFile(path.join(pgliteRoot, 'package.json')));
  // How the template is made (dropTemplateDatabases) changes it too.
  hash.update('without template0 and template1');
  for (const dir of [path.join(platformRoot, 'migrations'), path.join(platformRoot, 'src', 'seed')]) {
    for (const file of (await readdir(dir)).sort()) {
      if (!file.endsWith('.test.ts')) hash.update(file).update(await readFile(path.join(dir, file)));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

type TemplateSeed = 'demo' | 'none';

/** A dumped PGlite cluster, migrated and seeded, built once and shared by every test file
 * (each runs in its own process): initdb, migrations and the seed are most of a start. */
const templates = new Map<TemplateSeed, Promise<Blob>>();

/** Read once per process: each read was a 45 MB file, and a test process starts a platform per file. */
function pgliteTemplate(seed: TemplateSeed): Promise<Blob> {
  let template = templates.get(seed);
  if (!template) {
    template = readOrBuildTemplate(seed).catch((error: unknown) => {
      templates.delete(seed);
      throw error;
    });
    templates.set(seed, template);
  }
  return template;
}

async function readOrBuildTemplate(seed: TemplateSeed): Promise<Blob> {
  const prefix = `cgi-platform-pglite-${seed}-`;
  return readOrMakeTemplateFile(
    path.join(tmpdir(), `${prefix}${await contentKey()}.tar`),
    prefix,
    async () => {
      const db = await openDb({});
      try {
        await migrate(db);
        if (seed !== 'none') await seedDatabase(db, seed);
        await dropTemplateDatabases(db);
        return await db.dump!();
      } finally {
        await db.close();
      }
    },
  );
}

/** Builds the seeded template now if it is missing (vitest's global setup, before files ask for
 * it in parallel). A PostgreSQL server makes its own, when the first file asks. */
export async function warmPlatformTemplate(): Promise<void> {
  if (!(await testServerUrl())) await pgliteTemplate('demo');
}

function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

async function admin<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A seeded template database on the server, built once per content key. */
async function postgresTemplate(serverUrl: string, seed: TemplateSeed): Promise<string> {
  const name = `cgi_tpl_${seed}_${await contentKey()}`;
  await admin(serverUrl, async (client) => {
    // Test processes may start together; one builds the template, the others wait for it.
    await client.query('select pg_advisory_lock(7310002)');
    try {
      const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount) return;
      const building = `${name}_building`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const db = await openDb({ databaseUrl: withDatabase(serverUrl, building) });
      try {
        await migrate(db);
        if (seed !== 'none') await seedDatabase(db, seed);
      } finally {
        await db.close();
      }
      await client.query(`alter database ${building} rename to ${name}`);
      const stale = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1 and datname <> $2',
        [`cgi\\_tpl\\_${seed}\\_%`, name],
      );
      for (const { datname } of stale.rows)
        await client.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await client.query('select pg_advisory_unlock(7310002)');
    }
  });
  return name;
}

let databaseCounter = 0;

/** A fresh database on the server (a copy of the seeded template), and how to drop it. */
export async function freshPostgresDatabase(
  serverUrl: string,
  seed: TemplateSeed | 'empty' = 'demo',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cgi_t_${process.pid}_${++databaseCounter}_${Date.now() % 100_000}`;
  const template = seed === 'empty' ? 'template0' : await postgresTemplate(serverUrl, seed);
  await admin(serverUrl, (client) => client.query(`create database ${name} template ${template}`));
  return {
    url: withDatabase(serverUrl, name),
    drop: () =>
      admin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      ),
  };
}

export function dockerAvailable(): boolean {
  return Boolean(process.env.DOCKER_HOST) || existsSync('/var/run/docker.sock');
}

let containerUrl: Promise<string> | undefined;

/** The PostgreSQL server tests should use, if any. */
export async function testServerUrl(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL || process.env.PLATFORM_TEST_DATABASE_URL;
  if (url) return url;
  if (process.env.PLATFORM_TEST_POSTGRES === 'testcontainers' && dockerAvailable()) {
    containerUrl ??= import('@testcontainers/postgresql').then(async ({ PostgreSqlContainer }) => {
      // Testcontainers' reaper removes the container when this process ends.
      const container = await new PostgreSqlContainer('postgres:15').start();
      return container.getConnectionUri();
    });
    return containerUrl;
  }
  return undefined;
}

export async function startTestPlatform(options: Partial<PlatformOptions> = {}): Promise<TestPlatform> {
  assertIntegrationProject('the platform');
  const seed = options.seed ?? 'demo';
  const explicit = options.dataDir !== undefined || options.databaseUrl !== undefined;
  const serverUrl = explicit ? undefined : await testServerUrl();
  const templateSeed: TemplateSeed | undefined = seed === 'demo' || seed === 'none' ? seed : undefined;
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl = options.databaseUrl;
  if (serverUrl) {
    const fresh = await freshPostgresDatabase(serverUrl, templateSeed ?? 'empty');
    databaseUrl = fresh.url;
    drop = fresh.drop;
  }
  const platform = await startPlatform({
    port: 0,
    ...options,
    seed,
    databaseUrl,
    // A new data directory starts migrated but unseeded, so the platform seeds it itself.
    pgliteTemplate:
      options.databaseUrl || serverUrl
        ? undefined
        : options.dataDir
          ? await pgliteTemplate('none')
          : templateSeed
            ? await pgliteTemplate(templateSeed)
            : undefined,
  });
  const close = platform.close;
  return {
    platform: drop ? { ...platform, close: () => close().then(drop) } : platform,
    client: createPlatformClient({
      baseUrls: baseUrlsFor(platform.url),
      token: 'ignored',
      serviceKey: options.serviceKey,
    }),
  };
}

/** A bare migrated database (no seed, no HTTP): PGlite from the template, or a fresh
 * database on the test PostgreSQL server. */
export async function openTestDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  assertIntegrationProject("the platform's database");
  const serverUrl = await testServerUrl();
  if (serverUrl) {
    const fresh = await freshPostgresDatabase(serverUrl, 'none');
    const db = await openDb({ databaseUrl: fresh.url });
    return { db, close: () => db.close().then(fresh.drop) };
  }
  const db = await openDb({ pgliteTemplate: await pgliteTemplate('none') });
  return { db, close: () => db.close() };
}

/** Awaits a call that must fail and answers its status and error body. */
export async function failureOf(
  call: Promise<unknown>,
): Promise<{ status: number; code?: string; message?: string; api?: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof PlatformError) {
      return {
        status: error.status,
        code: error.body.codeMessageLanguage,
        message: error.body.message,
        ...(error.body.api ? { api: error.body.api } : {}),
      };
    }
    throw error;
  }
  throw new Error('expected the call to fail');
}
