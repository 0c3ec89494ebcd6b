// `npm test`: every test in the repository, failing fast. Ensures the Temporal CLI (workflow
// tests run a local server) and the web build (e2e serves it), then runs vitest (unit, workflow
// and API tests) and Playwright (browser tests against the whole stack). Ends with one line,
// `N passed, M failed`, counted from both runners' JSON reports.
import { spawn } from 'node:child_process';
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT, TemporalCliNotFoundError, ensureTemporalCli } from './lib/temporal-cli';
import { ensureWebBuild } from './lib/web-build';

interface Counts {
  passed: number;
  failed: number;
}

interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
}

interface PlaywrightReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  errors?: unknown[];
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    // Ctrl-C reaches the child directly (same process group): wait for it to clean up.
    // A SIGTERM sent to this process alone is passed on.
    const ignore = () => undefined;
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', ignore);
    process.on('SIGTERM', forward);
    child.once('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.once('exit', (code, signal) => {
      process.off('SIGINT', ignore);
      process.off('SIGTERM', forward);
      resolve(code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 0));
    });
  });
}

async function readJson<T>(path: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

function phase(title: string): void {
  console.log(`\n=== ${title}`);
}

/** A runner that exits non-zero counts at least one failure, even if its report says none. */
function counted(code: number, passed: number, failed: number): Counts {
  return { passed, failed: code !== 0 && failed === 0 ? 1 : failed };
}

async function runVitest(reports: string, env: NodeJS.ProcessEnv): Promise<Counts & { code: number }> {
  phase('vitest: unit, workflow and API tests');
  const output = join(reports, 'vitest.json');
  const code = await run(
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
      '--passWithNoTests',
    ],
    env,
  );
  const report = await readJson<VitestReport>(output);
  if (report === undefined && code !== 0)
    console.error('vitest wrote no report (it failed before running tests).');
  return { code, ...counted(code, report?.numPassedTests ?? 0, report?.numFailedTests ?? 0) };
}

async function runPlaywright(reports: string, env: NodeJS.ProcessEnv): Promise<Counts & { code: number }> {
  phase('playwright: browser tests against the whole stack');
  const chromium = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  try {
    await access(chromium);
  } catch {
    console.error(
      `Chromium not found at ${chromium}. Install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH.\n` +
        'Do not run `npx playwright install`: the tests use the system browser.',
    );
    return { code: 1, passed: 0, failed: 1 };
  }
  const output = join(reports, 'playwright.json');
  const code = await run('npx', ['playwright', 'test', '--reporter=list,json', '--pass-with-no-tests'], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_FILE: output,
  });
  const report = await readJson<PlaywrightReport>(output);
  const stats = report?.stats ?? {};
  // A retried test that then passed is "flaky": it passed.
  return { code, ...counted(code, (stats.expected ?? 0) + (stats.flaky ?? 0), stats.unexpected ?? 0) };
}

async function main(): Promise<number> {
  const startedAt = Date.now();
  const env: NodeJS.ProcessEnv = { ...process.env };
  try {
    phase('Temporal CLI');
    env.TEMPORAL_CLI_PATH = await ensureTemporalCli();
    console.log(`TEMPORAL_CLI_PATH=${env.TEMPORAL_CLI_PATH}`);
    phase('web build');
    await ensureWebBuild();
    console.log('web/dist is up to date.');
  } catch (error) {
    console.error(error instanceof TemporalCliNotFoundError ? error.message : String(error));
    console.log('\n0 passed, 1 failed');
    return 1;
  }

  const reports = await mkdtemp(join(tmpdir(), 'cgi-test-reports-'));
  const totals: Counts = { passed: 0, failed: 0 };
  let code = 0;
  try {
    const vitest = await runVitest(reports, env);
    totals.passed += vitest.passed;
    totals.failed += vitest.failed;
    if (vitest.code !== 0) {
      console.error(`\nvitest failed (exit ${vitest.code}); skipping the browser tests.`);
      code = vitest.code;
    } else {
      const playwright = await runPlaywright(reports, env);
      totals.passed += playwright.passed;
      totals.failed += playwright.failed;
      if (playwright.code !== 0) code = playwright.code;
    }
  } finally {
    await rm(reports, { recursive: true, force: true });
  }

  const seconds = Math.round((Date.now() - startedAt) / 1000);
  if (code === 0 && totals.passed === 0) {
    console.error(`\nNo test ran (${seconds} s).`);
    code = 1;
  } else {
    console.log(`\nTests finished in ${seconds} s.`);
  }
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  return code === 0 && totals.failed === 0 ? 0 : code || 1;
}

process.exit(await main());
