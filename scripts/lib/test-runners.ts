// What `npm test` (scripts/test.ts) does with its two runners: runs each as a child process, its
// output prefixed with its name, and reads what each counted from its JSON report. Both always
// run to their end, whatever the other does: a run that stopped one runner when the other failed
// printed '118 passed, 3 failed' and was silent about the ~1,990 tests it never ran.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { constants } from 'node:os';
import { createInterface } from 'node:readline';

export interface RunnerOutcome {
  name: string;
  code: number;
  seconds: number;
  passed: number;
  /** Failures the report lists, or 1 for a runner that exited non-zero with none listed. */
  failed: number;
  /** Each failed test, as `file › title`. */
  failures: string[];
  /** The runner's last lines of output: its own summary. */
  tail: string[];
}

export interface RunnerSpec {
  name: string;
  /** The executable and its arguments. */
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Where it writes its JSON report, read once it exits. */
  report: string;
  /** Reads the report (undefined when there was none) into counts and failed tests. */
  read(report: unknown): { passed: number; failed: number; failures: string[] };
  /**
   * Past this, the runner is ended and counted as failed, with what was still running printed:
   * a hung run otherwise ran into CI's own limit and left nothing to read.
   */
  deadlineSeconds?: number;
  /** How long its output may stay open once it and its group have ended (5 s). */
  outputGraceMs?: number;
}

/** How many of a runner's last lines are kept to repeat its summary at the end. */
const TAIL_LINES = 12;

/** How long a runner's output may stay open once it and its group have ended. */
const OUTPUT_GRACE_MS = 5_000;

/** How long an ended runner has to clean up after SIGTERM before its group is killed. */
const TERM_GRACE_MS = 15_000;

/** Each process of a runner's group, for the log of a runner that overran its deadline. */
function groupProcesses(child: ChildProcess): string[] {
  if (child.pid === undefined) return [];
  const ps = spawnSync('ps', ['-eo', 'pid=,pgid=,etimes=,pcpu=,args='], { encoding: 'utf8' });
  return (ps.stdout ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.split(/\s+/)[1] === String(child.pid))
    .map((line) => {
      const [pid, , seconds, cpu, ...args] = line.split(/\s+/);
      return `pid ${pid}, ${seconds} s, ${cpu} % CPU: ${args.join(' ').slice(0, 200)}`;
    });
}

/** Signals the runner's whole process group: SIGKILL ends whatever an exited runner left behind
 * (a server its setup started). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Nothing left: the usual case.
  }
}

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Runs one runner to its end, each line of its output prefixed with `[name] `. */
export async function runRunner(
  spec: RunnerSpec,
  out: { stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream } = process,
): Promise<RunnerOutcome> {
  const startedAt = Date.now();
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: spec.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, so what the runner leaves behind (a Temporal server its global
    // setup started, a stack) ends with it: one stray dev server kept a few percent of a core busy
    // for every later run.
    detached: true,
  });
  const prefix = `[${spec.name}] `;
  const tail: string[] = [];
  const lines = [child.stdout, child.stderr].map(
    (stream, i) =>
      new Promise<void>((resolve) => {
        const target = i === 0 ? out.stdout : out.stderr;
        const reader = createInterface({ input: stream });
        reader.on('line', (line) => {
          target.write(`${prefix}${line}\n`);
          if (i === 0 && line.trim() !== '') {
            tail.push(line);
            if (tail.length > TAIL_LINES) tail.shift();
          }
        });
        reader.once('close', resolve);
      }),
  );
  // Ctrl-C and SIGTERM are passed on (the child is in its own process group); it cleans up.
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  let overran = false;
  let killTimer: NodeJS.Timeout | undefined;
  const deadline =
    spec.deadlineSeconds === undefined
      ? undefined
      : setTimeout(() => {
          overran = true;
          out.stderr.write(
            `${prefix}still running after ${spec.deadlineSeconds} s: ending it. Its processes:\n`,
          );
          for (const line of groupProcesses(child)) out.stderr.write(`${prefix}  ${line}\n`);
          signalGroup(child, 'SIGTERM');
          killTimer = setTimeout(() => signalGroup(child), TERM_GRACE_MS);
        }, spec.deadlineSeconds * 1000);
  // 'exit', not 'close': 'close' waits for every process holding the runner's output, and a
  // grandchild that outlived the runner kept a whole run waiting.
  const code = await new Promise<number>((resolve) => {
    child.once('error', (error) => {
      out.stderr.write(`${prefix}${spec.command}: ${error.message}\n`);
      resolve(127);
    });
    child.once('exit', (exitCode, signal) =>
      resolve(exitCode ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 0)),
    );
  });
  clearTimeout(deadline);
  clearTimeout(killTimer);
  process.off('SIGINT', forward);
  process.off('SIGTERM', forward);
  signalGroup(child);
  // A process that left the group (its own session) may still hold the output open.
  let outputHeld: NodeJS.Timeout | undefined;
  const outputClosed = await Promise.race([
    Promise.all(lines).then(() => true),
    new Promise<boolean>((resolve) => {
      outputHeld = setTimeout(() => resolve(false), spec.outputGraceMs ?? OUTPUT_GRACE_MS);
    }),
  ]);
  clearTimeout(outputHeld);
  if (!outputClosed) {
    out.stderr.write(`${prefix}a process outside its group still holds its output; no longer read.\n`);
    child.stdout?.destroy();
    child.stderr?.destroy();
  }
  const report = await readJson(spec.report);
  if (report === undefined && code !== 0) {
    out.stderr.write(`${prefix}wrote no report (it failed before running its tests).\n`);
  }
  const counts = spec.read(report);
  const failures = overran
    ? [...counts.failures, `(the runner) did not end within ${spec.deadlineSeconds} s; ended`]
    : counts.failures;
  return {
    name: spec.name,
    code: overran && code === 0 ? 1 : code,
    seconds: Math.round((Date.now() - startedAt) / 1000),
    passed: counts.passed,
    failed: overran ? counts.failed + 1 : code !== 0 && counts.failed === 0 ? 1 : counts.failed,
    failures,
    tail,
  };
}

interface VitestReport {
  numPassedTests?: number;
  numFailedTests?: number;
  testResults?: {
    name: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName?: string; title?: string; status?: string }[];
  }[];
}

/** vitest's JSON reporter: its counts, and each failed test (or a file that failed to load). */
export function readVitestReport(
  raw: unknown,
  root: string,
): { passed: number; failed: number; failures: string[] } {
  const report = (raw ?? {}) as VitestReport;
  const failures: string[] = [];
  // A file that failed outside any test (an import, a hook) fails the run with no failed test.
  let filesFailedOutsideTests = 0;
  for (const file of report.testResults ?? []) {
    const name = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${name} › ${test.fullName ?? test.title ?? ''}`);
    if (failed.length === 0 && file.status === 'failed') {
      filesFailedOutsideTests += 1;
      failures.push(`${name} › ${(file.message ?? 'failed').split('\n')[0]}`);
    }
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + filesFailedOutsideTests,
    failures,
  };
}

interface PlaywrightSuite {
  title?: string;
  file?: string;
  specs?: { title: string; file?: string; tests?: { status?: string }[] }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  suites?: PlaywrightSuite[];
  errors?: { message?: string }[];
}

/** Playwright's JSON reporter: a retried test that then passed ("flaky") passed. */
export function readPlaywrightReport(raw: unknown): { passed: number; failed: number; failures: string[] } {
  const report = (raw ?? {}) as PlaywrightReport;
  const failures: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      if ((spec.tests ?? []).some((test) => test.status === 'unexpected')) {
        failures.push(`${spec.file ?? suite.file ?? ''} › ${[...titles, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? [])
    failures.push(`(outside any test) ${(error.message ?? '').split('\n')[0]}`);
  const stats = report.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (report.errors?.length ?? 0),
    failures,
  };
}

/** The closing lines: each runner's count, a failed runner's own summary and failed tests, the total. */
export function closingLines(outcomes: RunnerOutcome[], seconds: number): string[] {
  const lines: string[] = [''];
  for (const outcome of outcomes) {
    if (outcome.code === 0) continue;
    lines.push(`--- ${outcome.name} failed (exit ${outcome.code}); its own summary:`);
    lines.push(...outcome.tail.map((line) => `  ${line}`));
    if (outcome.failures.length > 0) {
      lines.push(`--- ${outcome.name}'s failed tests:`);
      lines.push(...outcome.failures.map((failure) => `  ✗ ${failure}`));
    }
    lines.push('');
  }
  for (const outcome of outcomes) {
    lines.push(`${outcome.name}: ${outcome.passed} passed, ${outcome.failed} failed in ${outcome.seconds} s`);
  }
  const passed = outcomes.reduce((sum, outcome) => sum + outcome.passed, 0);
  const failed = outcomes.reduce((sum, outcome) => sum + outcome.failed, 0);
  if (failed === 0 && passed === 0) lines.push(`\nNo test ran (${seconds} s).`);
  else lines.push(`\nTests finished in ${seconds} s.`);
  // The one line CI reads: both runners, whatever either did.
  lines.push(`${passed} passed, ${failed === 0 && passed === 0 ? 1 : failed} failed`);
  return lines;
}
