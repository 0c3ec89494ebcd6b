import { defineConfig } from 'vitest/config';
import { runSlowdown, SLOWDOWN_ENV } from './scripts/lib/slowdown.ts';

// Two projects (docs/testing.md). `unit`: `*.test.ts(x)` beside the code, in-process only (pure
// logic, React in happy-dom, the console's store on in-memory PGlite): no Temporal, no platform,
// no child process, so `npx vitest run --project unit` answers in seconds. `integration`:
// `*.int.test.ts(x)`, against the real Temporal dev server (one for the run, started by the global
// setup, a namespace per file), the reference platform and the api over HTTP. A unit test that
// starts Temporal or the platform fails at once, naming the suffix it needs (test-support's
// assertIntegrationProject). Browser tests live in e2e/ (Playwright).
//
// Timeouts are written for a quiet machine and multiplied by how much slower this one runs now,
// measured at start (scripts/lib/slowdown.ts; the workers read it from CGI_TEST_SLOWDOWN).
const slowdown = runSlowdown();
const SOURCES = '{platform,console-store,workflows,worker,api,web,scripts,test-support}';
const INTEGRATION = [`${SOURCES}/**/*.int.test.{ts,tsx}`];
const EXCLUDE = ['**/node_modules/**', 'e2e/**'];

export default defineConfig({
  test: {
    pool: 'forks',
    fileParallelism: true,
    // CGI_VITEST_WORKERS: how many files run at once (docs/testing.md).
    maxWorkers: Number(process.env.CGI_VITEST_WORKERS ?? 3),
    // Each worker process runs its files one after another on one module cache instead of a
    // fresh one per file: importing the api, the worker, the platform and React anew for each
    // of the ~150 files was about 40 % of the run's CPU (18 min -> 6.5 min wall on the 2-core
    // machine, load ~14). So a test file must leave the process as it found it: no vi.mock,
    // process.env and timers restored, servers and workers it starts stopped in afterAll.
    isolate: false,
    // CGI_PGLITE_KEEP_COPIES: a closed in-memory database from a template is kept for the next
    // test's open (platform/src/db/pglite-copies.ts), a tenth of the cost of a new copy.
    env: { [SLOWDOWN_ENV]: String(slowdown), CGI_PGLITE_KEEP_COPIES: '1' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [`${SOURCES}/**/*.test.{ts,tsx}`],
          exclude: [...EXCLUDE, ...INTEGRATION],
          env: { CGI_TEST_PROJECT: 'unit' },
          setupFiles: ['test-support/src/unit-setup.ts'],
          testTimeout: 20_000 * slowdown,
          hookTimeout: 60_000 * slowdown,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: INTEGRATION,
          exclude: EXCLUDE,
          env: { CGI_TEST_PROJECT: 'integration' },
          globalSetup: ['test-support/src/global-setup.ts'],
          testTimeout: 60_000 * slowdown,
          hookTimeout: 120_000 * slowdown,
        },
      },
    ],
  },
});
