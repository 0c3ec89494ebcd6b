// A new PGlite directory is initialised (initdb) in a child process that exits afterwards:
// initdb leaves a few hundred MB of WebAssembly memory resident in the process that ran it
// (800 MB against 300 MB for the same database opened again), and the stack's processes live
// for days. initdb's output is the same every time for one PGlite build, and costs about 4 s of
// CPU (the test runs made about a dozen: 25 CPU-s), so it runs once into a cache beside the
// installed packages and each new directory is a copy of it.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { access, cp, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Whether `dataDir` is missing or empty (PGlite would run initdb there). */
export async function isFreshDataDir(dataDir: string): Promise<boolean> {
  await mkdir(dataDir, { recursive: true });
  return (await readdir(dataDir)).length === 0;
}

/** Runs initdb in a short-lived Node process. */
async function initdb(dataDir: string): Promise<void> {
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script =
    `const { PGlite } = await import(${JSON.stringify(pglite)});` +
    `const db = await PGlite.create({ dataDir: process.argv[1] }); await db.close();`;
  await run(process.execPath, ['--input-type=module', '-e', script, dataDir], { timeout: 120_000 });
}

/**
 * A cache for what one PGlite build makes: node_modules/.cache/<name>/<build> (the project's own
 * directory, not a shared temporary one another user could fill), named after the PGlite
 * module's size and time, so a new version gets a new one.
 */
export async function pgliteCacheDir(name: string): Promise<string> {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const modules = entry.slice(0, entry.lastIndexOf(`${sep}node_modules${sep}`) + `${sep}node_modules`.length);
  const { size, mtimeMs } = await stat(entry);
  return join(modules, '.cache', name, `${size}-${Math.trunc(mtimeMs)}`);
}

/** initdb's output, made once per PGlite build; processes racing to make it keep the first. */
export async function initdbTemplate(): Promise<string> {
  const template = await pgliteCacheDir('pglite-initdb');
  try {
    await access(join(template, 'PG_VERSION'));
    return template;
  } catch {
    // Not made yet.
  }
  await mkdir(dirname(template), { recursive: true });
  const partial = `${template}.${randomUUID()}.partial`;
  try {
    await initdb(partial);
    await rename(partial, template);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    // Another process renamed its copy first: that one is as good.
    await access(join(template, 'PG_VERSION')).catch(() => {
      throw error;
    });
  }
  return template;
}

/** An empty `dataDir` becomes a new cluster (initdb's output); a no-op for an existing one. */
export async function initializeDataDirApart(dataDir: string): Promise<void> {
  if (!(await isFreshDataDir(dataDir))) return;
  let template: string;
  try {
    template = await initdbTemplate();
  } catch {
    // No writable cache (a read-only install): initdb in place, as before.
    await initdb(dataDir);
    return;
  }
  await cp(template, dataDir, { recursive: true });
}

/**
 * PGlite's Postgres settings. Its default pool of shared buffers (128 MB) is touched when the
 * database opens and stays resident; the embedded databases are small, and a page missing from a
 * smaller pool comes from the operating system's cache. 32 MB: a reopened database holds about
 * 180 MB instead of 300 MB. PGLITE_SHARED_BUFFERS sets another size (benchmark-size data).
 *
 * No startup progress timer: Postgres arms it every 10 s while a database loaded from a dump
 * recovers and PGlite never disarms it, so an open database of that kind (a kept template copy)
 * kept its process from ever exiting.
 */
export function pgliteSettings(env: NodeJS.ProcessEnv = process.env): string[] {
  const sharedBuffers = env.PGLITE_SHARED_BUFFERS?.trim() || '32MB';
  if (!/^\d+(kB|MB|GB)$/.test(sharedBuffers)) {
    throw new Error(`PGLITE_SHARED_BUFFERS: expected a size like 32MB, got '${sharedBuffers}'`);
  }
  return [`shared_buffers=${sharedBuffers}`, 'log_startup_progress_interval=0'];
}
