// A new PGlite directory is initialised (initdb) in a child process that exits afterwards:
// initdb leaves a few hundred MB of WebAssembly memory resident in the process that ran it
// (800 MB against 300 MB for the same database opened again), and the stack's processes live
// for days.
import { execFile } from 'node:child_process';
import { mkdir, readdir } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Whether `dataDir` is missing or empty (PGlite would run initdb there). */
export async function isFreshDataDir(dataDir: string): Promise<boolean> {
  await mkdir(dataDir, { recursive: true });
  return (await readdir(dataDir)).length === 0;
}

/** Runs initdb for an empty `dataDir` in a short-lived Node process; a no-op for an existing one. */
export async function initializeDataDirApart(dataDir: string): Promise<void> {
  if (!(await isFreshDataDir(dataDir))) return;
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script =
    `const { PGlite } = await import(${JSON.stringify(pglite)});` +
    `const db = await PGlite.create({ dataDir: process.argv[1] }); await db.close();`;
  await run(process.execPath, ['--input-type=module', '-e', script, dataDir], { timeout: 120_000 });
}

/**
 * PGlite's Postgres settings. Its default pool of shared buffers (128 MB) is touched when the
 * database opens and stays resident; the embedded databases are small, and a page missing from a
 * smaller pool comes from the operating system's cache. 32 MB: a reopened database holds about
 * 180 MB instead of 300 MB. PGLITE_SHARED_BUFFERS sets another size (benchmark-size data).
 */
export function pgliteSettings(env: NodeJS.ProcessEnv = process.env): string[] {
  const sharedBuffers = env.PGLITE_SHARED_BUFFERS?.trim() || '32MB';
  if (!/^\d+(kB|MB|GB)$/.test(sharedBuffers)) {
    throw new Error(`PGLITE_SHARED_BUFFERS: expected a size like 32MB, got '${sharedBuffers}'`);
  }
  return [`shared_buffers=${sharedBuffers}`];
}
