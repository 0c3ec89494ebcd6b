// npm test's runners side by side: a runner that fails early never stops the other, and the last
// line counts both; the failed one's own summary and failed tests are repeated at the end.
import { mkdtemp, rm } from 'node:fs/promises';
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
