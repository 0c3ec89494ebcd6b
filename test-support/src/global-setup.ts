// vitest's global setup: what every test file would otherwise build for itself, built once.
// One Temporal dev server (files get a namespace each, see shared-temporal.ts), one workflow
// bundle for every worker (about 8 s of CPU each otherwise; kept between runs by source digest),
// and the platform's seeded PGlite template warmed before files ask for it in parallel.
import type { TestProject } from 'vitest/node';
import { warmPlatformTemplate } from './platform';
import { findFreePorts } from '../../scripts/lib/ports';
import { PROJECT_ROOT } from '../../scripts/lib/temporal-cli';
import { ensureTestWorkflowBundle } from '../../scripts/lib/workflow-bundle-cache';
import { startLocalTemporal } from './operations-env';
import './shared-temporal';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The Temporal UI too, for the api's /temporal door (a UI server idles at no cost).
  const [uiPort] = await findFreePorts(1);
  const [temporal, workflowBundle] = await Promise.all([
    startLocalTemporal({ uiPort }),
    // `npm test` builds it before starting both runners, which then load it from the cache.
    ensureTestWorkflowBundle({ root: PROJECT_ROOT }),
    warmPlatformTemplate(),
  ]);
  project.provide('sharedTestServices', {
    temporalAddress: temporal.address,
    temporalUiUrl: `http://127.0.0.1:${uiPort}`,
    workflowBundle,
  });
  return async () => {
    await temporal.teardown();
  };
}
