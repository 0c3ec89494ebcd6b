// Browser tests against the full embedded stack. e2e/support/global-setup.ts starts a stack per
// worker on free ports with a fresh data directory each (or reuses one given by E2E_BASE_URL) and
// exports their URLs to the test workers through the environment; baseURL below is read in each
// worker, for the stack of that worker.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, testBrowserPath } from './scripts/lib/test-browser';
import { stackBaseUrl } from './e2e/support/stack';
import { runSlowdown } from './scripts/lib/slowdown';

/**
 * The tests were written for one stack to themselves (they share the seed's entities and inject
 * platform faults), so each worker gets a stack of its own; a stack given from outside is shared,
 * so one worker then. Most of a test's time is waiting on the browser and the operations, so two
 * workers on two cores finish in little more than half the time (E2E_WORKERS to change it).
 */
const workers = process.env.E2E_BASE_URL ? 1 : Number(process.env.E2E_WORKERS ?? 2);

/**
 * Timeouts are written for a quiet machine and multiplied by how much slower this one runs now,
 * measured once (scripts/lib/slowdown.ts; `npm test` measures it before both runners start,
 * and the test workers inherit it through CGI_TEST_SLOWDOWN). A spec that needs longer than the
 * default asks for a multiple of it (`test.setTimeout(testInfo.timeout * 2)`), so it scales too.
 */
const slowdown = runSlowdown();

export default defineConfig({
  testDir: 'e2e',
  testIgnore: ['support/**'],
  outputDir: 'test-results',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000 * slowdown,
  expect: { timeout: 10_000 * slowdown },
  globalTimeout: 25 * 60_000 * slowdown,
  reporter: [['list']],
  use: {
    baseURL: stackBaseUrl(),
    browserName: 'chromium',
    headless: true,
    locale: 'es-AR',
    // No spinner or skeleton animates while a test waits: frames nobody looks at cost CPU.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A trace records every action's DOM snapshot and a screencast: for all 89 tests that was a
    // large share of the browser's and the runner's CPU, kept only for the few that failed. A
    // failed test is run again with its trace (CI retries once; locally add `--retries 1`, or
    // `--trace on` for a trace of every run).
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: testBrowserPath(),
      args: CHROMIUM_ARGS,
    },
  },
});
