// vitest's global setup: what every test file would otherwise build for itself, built once.
// One Temporal dev server (files get a namespace each, see shared-temporal.ts), one workflow
// bundle for every worker (about 8 s of CPU each otherwise), and the platform's seeded PGlite
// template warmed before files ask for it in parallel.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTestPlatform } from '../../../platform/src/test-support';
import { writeWorkflowBundle } from '../workflow-bundle';
import { startLocalTemporal } from './operations-env';
import './shared-temporal';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'cgi-vitest-'));
  const workflowBundle = join(dir, 'workflows.js');
  const [temporal] = await Promise.all([
    startLocalTemporal(),
    writeWorkflowBundle(workflowBundle),
    startTestPlatform().then(({ platform }) => platform.close()),
  ]);
  project.provide('sharedTestServices', { temporalAddress: temporal.address, workflowBundle });
  return async () => {
    await temporal.teardown();
    await rm(dir, { recursive: true, force: true });
  };
}
