// `npm test`: every test in the repository, failing fast. Ensures the Temporal CLI (workflow
// tests run a local server), the web build (e2e serves it) and the workflow bundle (both runners
// load it), then runs vitest (unit, workflow and API tests) and Playwright (browser tests against
// whole stacks of their own) side by side: each starts its own servers on free ports, and
// Playwright mostly waits on browsers and operations, so the two together take little more than
// the longer one. Each output line is prefixed with its runner. The first runner to fail stops
// the other. Ends with one line, `N passed, M failed`, counted from both runners' JSON reports.
import { spawn, type ChildProcess } from 'node:child_process';
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { PROJECT_ROOT, TemporalCliNotFoundError, ensureTemporalCli } from './lib/temporal-cli';
import { ensureServiceBuild } from './lib/service-build';
import { testBrowserPath } from './lib/test-browser';
import { ensureWebBuild } from './lib/web-build';
import { ensureTestWorkflowBundle } from './lib/workflow-bundle-cache';

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

interface Running {
  /** Resolves with the exit code (128 + signal number when killed). */
  exited: Promise<number>;
  /** Asks the runner to stop (as Ctrl-C would: it cleans up its servers first). */
  stop(): void;
}

/** Ends whatever is left in an exited runner's process group. */
function endGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Nothing left: the usual case.
  }
}

/** Runs a runner's bin from node_modules/.bin, each line of its output prefixed with `label`. */
function run(label: string, bin: string, args: string[], env: NodeJS.ProcessEnv): Running {
  const child: ChildProcess = spawn(join(PROJECT_ROOT, 'node_modules', '.bin', bin), args, {
    cwd: PROJECT_ROOT,
    // Colours survive the pipe when this run's own output is a terminal.
    env: process.stdout.isTTY ? { FORCE_COLOR: '1', ...env } : env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, so what the runner leaves behind when it is stopped (a
    // Temporal server its global setup started, a stack) can be ended with it: one stray dev
    // server kept a few percent of a core busy for every later run.
    detached: true,
  });
  const prefix = `[${label}] `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    if (stream) createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
  }
  // Ctrl-C and SIGTERM are passed on (the child is in its own process group); it cleans up.
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const exited = new Promise<number>((resolve) => {
    child.once('error', (error) => {
      console.error(`${prefix}${bin}: ${error.message}`);
      resolve(127);
    });
    child.once('close', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      endGroup(child);
      resolve(code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 0));
    });
  });
  return {
    exited,
    stop: () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT');
      // A runner that ignores the request is not waited on for ever.
      const hard = setTimeout(() => child.kill('SIGKILL'), 60_000);
      hard.unref();
      void exited.then(() => clearTimeout(hard));
    },
  };
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

interface Outcome extends Counts {
  code: number;
  seconds: number;
  /** Failures the report lists (`failed` also counts a non-zero exit with none listed). */
  reportedFailed: number;
}

interface Runner {
  name: string;
  running: Running;
  outcome: Promise<Outcome>;
}

function startVitest(reports: string, env: NodeJS.ProcessEnv): Runner {
  const startedAt = Date.now();
  const output = join(reports, 'vitest.json');
  const running = run(
    'vitest',
    'vitest',
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, '--passWithNoTests'],
    env,
  );
  const outcome = running.exited.then(async (code) => {
    const report = await readJson<VitestReport>(output);
    if (report === undefined && code !== 0)
      console.error('[vitest] wrote no report (it failed before running tests, or was stopped).');
    const seconds = Math.round((Date.now() - startedAt) / 1000);
    const failed = report?.numFailedTests ?? 0;
    return { code, seconds, reportedFailed: failed, ...counted(code, report?.numPassedTests ?? 0, failed) };
  });
  return { name: 'vitest', running, outcome };
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

function startPlaywright(reports: string, env: NodeJS.ProcessEnv): Runner {
  const startedAt = Date.now();
  const output = join(reports, 'playwright.json');
  const running = run('e2e', 'playwright', ['test', '--reporter=list,json', '--pass-with-no-tests'], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_FILE: output,
  });
  const outcome = running.exited.then(async (code) => {
    const report = await readJson<PlaywrightReport>(output);
    const stats = report?.stats ?? {};
    const seconds = Math.round((Date.now() - startedAt) / 1000);
    // A retried test that then passed is "flaky": it passed.
    const failed = stats.unexpected ?? 0;
    return {
      code,
      seconds,
      reportedFailed: failed,
      ...counted(code, (stats.expected ?? 0) + (stats.flaky ?? 0), failed),
    };
  });
  return { name: 'playwright', running, outcome };
}

async function main(): Promise<number> {
  const startedAt = Date.now();
  const env: NodeJS.ProcessEnv = { ...process.env };
  try {
    phase('Temporal CLI');
    env.TEMPORAL_CLI_PATH = await ensureTemporalCli();
    console.log(`TEMPORAL_CLI_PATH=${env.TEMPORAL_CLI_PATH}`);
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
  const totals: Counts = { passed: 0, failed: 0 };
  let code = 0;
  try {
    phase('vitest (unit, workflow and API tests) and playwright (browser tests), side by side');
    const runners = [startVitest(reports, env), startPlaywright(reports, env)];
    // Fail fast: the first runner to fail stops the other; what that one ran still counts,
    // but being stopped is not a failure of its own.
    const stopped = new Set<string>();
    const outcomes = await Promise.all(
      runners.map(async (runner) => {
        const outcome = await runner.outcome;
        if (outcome.code !== 0 && !stopped.has(runner.name)) {
          for (const other of runners) {
            if (other === runner || stopped.has(other.name)) continue;
            stopped.add(other.name);
            console.error(`\n${runner.name} failed (exit ${outcome.code}); stopping ${other.name}.`);
            other.running.stop();
          }
        }
        return outcome;
      }),
    );
    console.log('');
    runners.forEach((runner, i) => {
      const outcome = outcomes[i] as Outcome;
      const wasStopped = stopped.has(runner.name);
      const failed = wasStopped ? outcome.reportedFailed : outcome.failed;
      totals.passed += outcome.passed;
      totals.failed += failed;
      if (outcome.code !== 0 && !wasStopped && code === 0) code = outcome.code;
      console.log(
        `${runner.name}: ${outcome.passed} passed, ${failed} failed in ${outcome.seconds} s` +
          (wasStopped ? ' (stopped early)' : ''),
      );
    });
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
