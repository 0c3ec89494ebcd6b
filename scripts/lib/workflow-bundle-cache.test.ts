// The launcher's workflow bundle cache: one bundle per state of the workflow sources.
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './temporal-cli';
import { workflowSourcesDigest } from './workflow-bundle-cache';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('workflowSourcesDigest', () => {
  it('stays the same for the same sources and changes with any workflow file, but not with a test', async () => {
    const copy = await mkdtemp(join(tmpdir(), 'bundle-digest-'));
    dirs.push(copy);
    for (const path of [
      'workflows',
      'worker/src/workflow-bundle.ts',
      'worker/src/observability',
      'package-lock.json',
    ]) {
      await cp(join(PROJECT_ROOT, path), join(copy, path), {
        recursive: true,
        filter: (source) => !source.includes('node_modules'),
      });
    }
    const first = await workflowSourcesDigest(copy);
    expect(await workflowSourcesDigest(copy)).toBe(first);
    expect(await workflowSourcesDigest(PROJECT_ROOT)).toBe(first);

    await writeFile(join(copy, 'workflows/src/core/bulk.test.ts'), '// a test is not bundled\n');
    expect(await workflowSourcesDigest(copy)).toBe(first);

    const files = await readdir(join(copy, 'workflows/src/core'));
    expect(files).toContain('step-runner.ts');
    await writeFile(join(copy, 'workflows/src/core/extra.ts'), 'export const changed = 1;\n');
    expect(await workflowSourcesDigest(copy)).not.toBe(first);
  });
});
