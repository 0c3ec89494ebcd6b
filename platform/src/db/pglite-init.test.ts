import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './pglite';
import { initdbTemplate, initializeDataDirApart, pgliteSettings } from './pglite-init';

let root: string | undefined;
afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('a PGlite directory initialised apart', () => {
  // One initdb (tens of seconds on a busy machine) serves both halves.
  it('is a cluster this process opens and writes to, and a second call leaves it as it is', async () => {
    root = await mkdtemp(join(tmpdir(), 'pglite-init-'));
    const dataDir = join(root, 'db');
    await initializeDataDirApart(dataDir);
    expect(await readdir(dataDir)).toContain('PG_VERSION');
    const db = await openPglite(dataDir);
    await db.exec('create table kept (a int); insert into kept values (7)');
    await db.close();

    const before = (await stat(join(dataDir, 'PG_VERSION'))).mtimeMs;
    await initializeDataDirApart(dataDir);
    expect((await stat(join(dataDir, 'PG_VERSION'))).mtimeMs).toBe(before);
    const again = await openPglite(dataDir);
    try {
      expect(await again.query<{ a: number }>('select a from kept')).toEqual([{ a: 7 }]);
      expect(await again.query('show shared_buffers')).toEqual([{ shared_buffers: '32MB' }]);
    } finally {
      await again.close();
    }
  });
});

describe("initdb's output, kept once", () => {
  it('makes each new directory a copy of one template, and the copies are clusters of their own', async () => {
    root ??= await mkdtemp(join(tmpdir(), 'pglite-init-'));
    const [first, second] = [join(root, 'one'), join(root, 'two')];
    await Promise.all([initializeDataDirApart(first), initializeDataDirApart(second)]);
    const template = await initdbTemplate();
    const cache = await readdir(join(template, '..'));
    // Racing callers leave one template and no half-made copy.
    expect(cache.filter((name) => name.endsWith('.partial'))).toEqual([]);
    expect(await readdir(first)).toEqual(await readdir(template));
    const [a, b] = await Promise.all([openPglite(first), openPglite(second)]);
    try {
      await a.exec('create table only_in_one (a int)');
      expect(await b.query("select to_regclass('only_in_one') as found")).toEqual([{ found: null }]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    expect(await readdir(template)).not.toContain('postmaster.pid');
  });
});

describe('PGlite settings', () => {
  it('keeps a small pool of shared buffers unless PGLITE_SHARED_BUFFERS asks for another', () => {
    expect(pgliteSettings({})[0]).toBe('shared_buffers=32MB');
    expect(pgliteSettings({ PGLITE_SHARED_BUFFERS: '256MB' })[0]).toBe('shared_buffers=256MB');
    // A database loaded from a dump otherwise kept its process alive (pglite-copies.test.ts).
    expect(pgliteSettings({})).toContain('log_startup_progress_interval=0');
    expect(() => pgliteSettings({ PGLITE_SHARED_BUFFERS: '256; fsync=off' })).toThrow(
      /PGLITE_SHARED_BUFFERS/,
    );
  });
});
