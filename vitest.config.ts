import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace: unit tests, workflow tests against a real local
// Temporal server, and API tests over HTTP. Browser tests live in e2e/ (Playwright). The global
// setup starts one Temporal server for the run (a namespace per file) and bundles the workflows
// once, so test files run side by side.
export default defineConfig({
  test: {
    include: [
      '{platform,console-store,workflows,worker,api,web,scripts}/src/**/*.test.{ts,tsx}',
      'workflows/codec/**/*.test.ts',
      'workflows/webhooks/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'e2e/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['worker/src/testing/global-setup.ts'],
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 3,
    // Each worker process runs its files one after another on one module cache instead of a
    // fresh one per file: importing the api, the worker, the platform and React anew for each
    // of the ~150 files was about 40 % of the run's CPU (18 min -> 6.5 min wall on the 2-core
    // machine, load ~14). So a test file must leave the process as it found it: no vi.mock,
    // process.env and timers restored, servers and workers it starts stopped in afterAll.
    isolate: false,
  },
});
