// `npm test`: every test in the repository. Ensures the Temporal CLI (the integration tests run a
// local server), the web build (e2e serves it) and the workflow bundle (both runners load it), then
// runs vitest (its unit and integration projects) and Playwright (browser tests against whole
// stacks of their own) side by side: each starts its own servers on free ports, and Playwright
// mostly waits on browsers and operations, so the two together take little more than the longer
// one. Each output line is prefixed with its runner. Both always run to their end, whatever the
// other does (scripts/lib/test-runners.ts): a failed runner's own summary and failed tests are
// repeated at the end, and the last line, `N passed, M failed`, counts both.
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT, TemporalCliNotFoundError, ensureTemporalCli } from './lib/temporal-cli';
import { ensureServiceBuild } from './lib/service-build';
import { runSlowdown, SLOWDOWN_ENV } from './lib/slowdown';
import { testBrowserPath } from './lib/test-browser';
import {
  closingLines,
  readPlaywrightReport,
  readVitestReport,
  runRunner,
  type RunnerSpec,
} from './lib/test-runners';
import { ensureWebBuild } from './lib/web-build';
import { ensureTestWorkflowBundle } from './lib/workflow-bundle-cache';

const bin = (name: string) => join(PROJECT_ROOT, 'node_modules', '.bin', name);

/**
 * Each runner's limit: about twice its length on a loaded two-core machine (vitest 714 s,
 * Playwright 579 s), and short enough that CI's own limit still leaves its later phases time.
 */
const DEADLINE_SECONDS = Number(process.env.CGI_TEST_DEADLINE_SECONDS ?? 1_500);

function vitest(reports: string, env: NodeJS.ProcessEnv): RunnerSpec {
  const report = join(reports, 'vitest.json');
  return {
    name: 'vitest',
    command: bin('vitest'),
    args: [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      '--passWithNoTests',
    ],
    cwd: PROJECT_ROOT,
    env,
    report,
    read: (raw) => readVitestReport(raw, PROJECT_ROOT),
    deadlineSeconds: DEADLINE_SECONDS,
  };
}

function playwright(reports: string, env: NodeJS.ProcessEnv): RunnerSpec {
  const report = join(reports, 'playwright.json');
  return {
    name: 'e2e',
    command: bin('playwright'),
    args: ['test', '--reporter=list,json', '--pass-with-no-tests'],
    cwd: PROJECT_ROOT,
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
    report,
    read: readPlaywrightReport,
    deadlineSeconds: DEADLINE_SECONDS,
  };
}

function phase(title: string): void {
  console.log(`\n=== ${title}`);
}

async function chromiumMissing(env: NodeJS.ProcessEnv): Promise<boolean> {
  const chromium = testBrowserPath(env);
  try {
    await access(chromium);
    return false;
  } catch {
    console.error(
      `Chromium not found at ${chromium}. Install Debian's (apt-get install -y chromium-headless-shell, or chromium) or set CHROMIUM_PATH.\n` +
        'Do not run `npx playwright install`: the tests use the system browser.',
    );
    return true;
  }
}

async function main(): Promise<number> {
  const startedAt = Date.now();
  const env: NodeJS.ProcessEnv = { ...process.env };
  try {
    phase('Temporal CLI');
    env.TEMPORAL_CLI_PATH = await ensureTemporalCli();
    console.log(`TEMPORAL_CLI_PATH=${env.TEMPORAL_CLI_PATH}`);
    // Measured before anything of this run loads the machine, and handed to both runners
    // (CGI_TEST_SLOWDOWN): their timeouts stretch by what other work takes of the cores.
    const slowdown = runSlowdown();
    env[SLOWDOWN_ENV] = String(slowdown);
    console.log(`slowdown ×${slowdown} (timeouts are written for a quiet machine and multiplied by it)`);
    phase('web build, workflow bundle and services');
    // Both runners would otherwise bundle the workflows at once (about 8 s of CPU each).
    // The services' JavaScript too: the e2e stacks and the worker-crash test run it.
    const log = (message: string) => console.log(message);
    const [, bundle] = await Promise.all([
      ensureWebBuild(),
      ensureTestWorkflowBundle({ root: PROJECT_ROOT, log }),
      ensureServiceBuild({ root: PROJECT_ROOT, log }),
    ]);
    console.log(`web/dist is up to date; workflow bundle ${bundle}`);
  } catch (error) {
    console.error(error instanceof TemporalCliNotFoundError ? error.message : String(error));
    console.log('\n0 passed, 1 failed');
    return 1;
  }
  if (await chromiumMissing(env)) {
    console.log('\n0 passed, 1 failed');
    return 1;
  }

  const reports = await mkdtemp(join(tmpdir(), 'cgi-test-reports-'));
  // Colours survive the pipe when this run's own output is a terminal.
  const runnerEnv = process.stdout.isTTY ? { FORCE_COLOR: '1', ...env } : env;
  try {
    phase('vitest (unit and integration projects) and playwright (browser tests), side by side');
    const outcomes = await Promise.all([
      runRunner(vitest(reports, runnerEnv)),
      runRunner(playwright(reports, runnerEnv)),
    ]);
    const lines = closingLines(outcomes, Math.round((Date.now() - startedAt) / 1000));
    for (const line of lines) console.log(line);
    const failed = outcomes.some((outcome) => outcome.code !== 0 || outcome.failed > 0);
    return failed || outcomes.every((outcome) => outcome.passed === 0) ? 1 : 0;
  } finally {
    if (process.env.KEEP_TEST_REPORTS) console.log(`(reports kept in ${reports})`);
    else await rm(reports, { recursive: true, force: true });
  }
}

process.exit(await main());
