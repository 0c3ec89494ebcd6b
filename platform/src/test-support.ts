// Shared by the platform's HTTP tests: an in-memory platform with the demo seed, its typed
// client, and a helper to read a failure's status and body.
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { baseUrlsFor, createPlatformClient, PlatformError, type PlatformClient } from './client';
import { startPlatform, type PlatformOptions, type RunningPlatform } from './index';

export interface TestPlatform {
  platform: RunningPlatform;
  client: PlatformClient;
}

/** An empty PGlite cluster dumped once per PGlite version and reused by every test file:
 * initdb is most of a start, and each test file runs in its own process. Migrations and
 * the seed still run on every start. */
async function emptyClusterTemplate(): Promise<Blob> {
  const require = createRequire(import.meta.url);
  const packageRoot = path.resolve(path.dirname(require.resolve('@electric-sql/pglite')), '..');
  const { version } = JSON.parse(await readFile(path.join(packageRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  const file = path.join(tmpdir(), `cgi-platform-pglite-${version}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const pg = await PGlite.create();
    const dump = await pg.dumpDataDir('none');
    await pg.close();
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}

export async function startTestPlatform(options: Partial<PlatformOptions> = {}): Promise<TestPlatform> {
  const platform = await startPlatform({
    port: 0,
    seed: 'demo',
    pgliteTemplate: options.dataDir || options.databaseUrl ? undefined : await emptyClusterTemplate(),
    ...options,
  });
  return {
    platform,
    client: createPlatformClient({ baseUrls: baseUrlsFor(platform.url), token: 'ignored' }),
  };
}

/** Awaits a call that must fail and answers its status and error body. */
export async function failureOf(
  call: Promise<unknown>,
): Promise<{ status: number; code?: string; message?: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof PlatformError) {
      return { status: error.status, code: error.body.codeMessageLanguage, message: error.body.message };
    }
    throw error;
  }
  throw new Error('expected the call to fail');
}
