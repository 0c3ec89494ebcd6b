// npm test's runners side by side: a runner that fails early never stops the other, and the last
// line counts both; the failed one's own summary and failed tests are repeated at the end.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  closingLines,
  readPlaywrightReport,
  readVitestReport,
  runRunner,
  type RunnerSpec,
} from './test-runners';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cgi-test-runners-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const sink = () => {
  const text: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text.push(chunk.toString());
      done();
    },
  });
  return { stream, text };
};

/** A fake runner: a node process that prints, waits `afterMs`, writes `report` and exits `code`. */
function fake(name: string, options: { afterMs: number; code: number; report: unknown }): RunnerSpec {
  const report = join(dir, `${name}.json`);
  const script = `
    console.log('${name} starting');
    setTimeout(() => {
      require('node:fs').writeFileSync(${JSON.stringify(report)}, ${JSON.stringify(JSON.stringify(options.report))});
      console.log('${name} summary: done');
      process.exit(${options.code});
    }, ${options.afterMs});`;
  return {
    name,
    command: process.execPath,
    args: ['-e', script],
    cwd: dir,
    env: process.env,
    report,
    read: (raw) => readVitestReport(raw, dir),
  };
}

it('runs both runners to their end when one fails first, and the last line counts both', async () => {
  const out = sink();
  const err = sink();
  const failing = fake('first', {
    afterMs: 0,
    code: 1,
    report: {
      numPassedTests: 2,
      numFailedTests: 1,
      testResults: [
        {
          name: join(dir, 'a.test.ts'),
          status: 'failed',
          assertionResults: [
            { fullName: 'a passes', status: 'passed' },
            { fullName: 'a fails', status: 'failed' },
          ],
        },
      ],
    },
  });
  const slow = fake('second', { afterMs: 1_500, code: 0, report: { numPassedTests: 40, numFailedTests: 0 } });
  const outcomes = await Promise.all([
    runRunner(failing, { stdout: out.stream, stderr: err.stream }),
    runRunner(slow, { stdout: out.stream, stderr: err.stream }),
  ]);
  expect(outcomes.map(({ name, code, passed, failed }) => ({ name, code, passed, failed }))).toEqual([
    { name: 'first', code: 1, passed: 2, failed: 1 },
    { name: 'second', code: 0, passed: 40, failed: 0 },
  ]);
  // Each line of each runner, prefixed with its name.
  expect(out.text.join('')).toContain('[second] second summary: done\n');
  const lines = closingLines(outcomes, 3);
  expect(lines.at(-1)).toBe('42 passed, 1 failed');
  const text = lines.join('\n');
  expect(text).toContain(
    '--- first failed (exit 1); its own summary:\n  first starting\n  first summary: done',
  );
  expect(text).toContain('  ✗ a.test.ts › a fails');
  expect(text).toContain('second: 40 passed, 0 failed');
  expect(text).not.toContain('second failed');
});

it('counts a runner that exits non-zero without a report as one failure', async () => {
  const err = sink();
  const crashed: RunnerSpec = {
    ...fake('crashed', { afterMs: 0, code: 0, report: {} }),
    args: ['-e', 'process.exit(3)'],
  };
  const outcome = await runRunner(crashed, { stdout: sink().stream, stderr: err.stream });
  expect(outcome).toMatchObject({ code: 3, passed: 0, failed: 1 });
  expect(err.text.join('')).toContain('[crashed] wrote no report');
  expect(closingLines([outcome], 1).at(-1)).toBe('0 passed, 1 failed');
});

it('ends with the runner when a process it left behind still holds its output', async () => {
  // A grandchild in the runner's group (killed with it) and one in a session of its own (only
  // its hold on the output is dropped), each holding stdout for a minute.
  const holder = `setTimeout(() => {}, 60_000)`;
  const script = `
    const { spawn } = require('node:child_process');
    spawn(process.execPath, ['-e', ${JSON.stringify(holder)}], { stdio: 'inherit' });
    const away = spawn(process.execPath, ['-e', ${JSON.stringify(holder)}], { stdio: 'inherit', detached: true });
    require('node:fs').writeFileSync('away.pid', String(away.pid));
    console.log('left two behind');
    process.exit(0);`;
  const err = sink();
  const started = Date.now();
  const outcome = await runRunner(
    { ...fake('leaves', { afterMs: 0, code: 0, report: {} }), args: ['-e', script], outputGraceMs: 500 },
    { stdout: sink().stream, stderr: err.stream },
  );
  const away = Number(await readFile(join(dir, 'away.pid'), 'utf8'));
  process.kill(away, 'SIGKILL');
  expect(outcome.code).toBe(0);
  expect(Date.now() - started).toBeLessThan(30_000);
  expect(err.text.join('')).toContain('[leaves] a process outside its group still holds its output');
});

it('ends a runner past its deadline, says what was running and counts it failed', async () => {
  const err = sink();
  const hung: RunnerSpec = {
    ...fake('hung', { afterMs: 0, code: 0, report: { numPassedTests: 3, numFailedTests: 0 } }),
    args: [
      '-e',
      `require('node:fs').writeFileSync('hung.json', JSON.stringify({ numPassedTests: 3 }));
       process.on('SIGTERM', () => process.exit(0));
       setInterval(() => {}, 1000);`,
    ],
    deadlineSeconds: 1,
  };
  const outcome = await runRunner(hung, { stdout: sink().stream, stderr: err.stream });
  expect(outcome).toMatchObject({ code: 1, passed: 3, failed: 1 });
  expect(outcome.failures).toEqual(['(the runner) did not end within 1 s; ended']);
  const said = err.text.join('');
  expect(said).toContain('[hung] still running after 1 s: ending it. Its processes:');
  expect(said).toMatch(/\[hung\] {3}pid \d+, \d+ s, [\d.]+ % CPU: .*node/);
  expect(closingLines([outcome], 2).at(-1)).toBe('3 passed, 1 failed');
});

it("reads vitest's failed tests, and a file that failed outside any test", () => {
  const counts = readVitestReport(
    {
      numPassedTests: 5,
      numFailedTests: 1,
      testResults: [
        {
          name: '/repo/x.test.ts',
          status: 'failed',
          assertionResults: [{ fullName: 'x › y', status: 'failed' }],
        },
        {
          name: '/repo/z.int.test.ts',
          status: 'failed',
          message: 'Cannot find module\n  at …',
          assertionResults: [],
        },
        {
          name: '/repo/ok.test.ts',
          status: 'passed',
          assertionResults: [{ fullName: 'fine', status: 'passed' }],
        },
      ],
    },
    '/repo',
  );
  expect(counts).toEqual({
    passed: 5,
    failed: 2,
    failures: ['x.test.ts › x › y', 'z.int.test.ts › Cannot find module'],
  });
});

it("reads Playwright's report: a retried test that then passed passed, an error outside tests fails", () => {
  const counts = readPlaywrightReport({
    stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 0 },
    suites: [
      {
        title: 'shell.spec.ts',
        file: 'shell.spec.ts',
        specs: [{ title: 'opens', file: 'shell.spec.ts', tests: [{ status: 'expected' }] }],
        suites: [
          {
            title: 'menu',
            file: 'shell.spec.ts',
            specs: [
              { title: 'closes', file: 'shell.spec.ts', tests: [{ status: 'unexpected' }] },
              { title: 'retried', file: 'shell.spec.ts', tests: [{ status: 'flaky' }] },
            ],
          },
        ],
      },
    ],
    errors: [{ message: 'globalSetup timed out\nstack' }],
  });
  expect(counts).toEqual({
    passed: 4,
    failed: 2,
    failures: ['shell.spec.ts › menu › closes', '(outside any test) globalSetup timed out'],
  });
});
