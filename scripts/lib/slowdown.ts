// How much slower than a quiet machine this one runs right now, measured rather than guessed:
// a fixed piece of CPU work is timed by the wall clock and by the CPU time this process got for
// it. On a quiet machine the two are equal (1); when other work keeps the cores busy the
// scheduler gives this process a share of a core and the wall clock runs ahead (a load of 20 on
// two cores measured about 6). Timeouts and waits written for a quiet machine are multiplied by
// it (vitest.config.ts, playwright.config.ts, the harness's waits), so a busy machine makes tests
// slower, not red, and a real hang still fails.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';

/** Never less than a quiet machine, and never so long that a hung test waits for ever. */
export const MAX_SLOWDOWN = 8;

/** The variable that carries the factor to the runners' worker processes. */
export const SLOWDOWN_ENV = 'CGI_TEST_SLOWDOWN';

function work(): number {
  // Allocation, parsing and hashing-like arithmetic: what the tests' own processes spend CPU on.
  let acc = 0;
  const rows = Array.from({ length: 200 }, (_, i) => ({
    id: i,
    name: `fila ${i}`,
    tags: ['a', 'b', String(i)],
  }));
  for (let round = 0; round < 12; round++) {
    const copy = JSON.parse(JSON.stringify(rows)) as typeof rows;
    for (const row of copy) acc = (acc * 31 + row.id + row.name.length) | 0;
  }
  return acc;
}

/** Tasks ready to run right now (Linux's /proc/loadavg, this one included), or undefined elsewhere. */
function runnableNow(): number | undefined {
  try {
    const running = Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[3]?.split('/')[0]);
    return Number.isFinite(running) && running > 0 ? running : undefined;
  } catch {
    return undefined;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * How much slower than a quiet machine, between 1 and MAX_SLOWDOWN: the larger of two readings
 * taken over `samples` short pieces of work (about 200 ms of CPU in all).
 * - Wall time over the CPU time this process got for the work: what the scheduler gives it. A
 *   piece shorter than a time slice reads 1 on a machine at load 20 (5 ms pieces read 1.0, 40 ms
 *   ones 2.3-3.5), and a process just woken is favoured for a while, so it may read low.
 * - Tasks ready to run per core (Linux): the share a busy new task would get. Two busy loops on
 *   two cores read 1.5 this way when the first reading said 1.1.
 * CPU time is the process's: threads of its own busy at the same time make the first read low,
 * never high.
 */
export function measureSlowdown(samples = 5): number {
  const cores = availableParallelism();
  const ratios: number[] = [];
  const queued: number[] = [];
  for (let i = 0; i < samples; i++) {
    const cpuBefore = process.cpuUsage();
    const wallBefore = performance.now();
    let cpuMs = 0;
    while (cpuMs < 40) {
      work();
      const used = process.cpuUsage(cpuBefore);
      cpuMs = (used.user + used.system) / 1000;
      const runnable = runnableNow();
      if (runnable !== undefined) queued.push(runnable / cores);
    }
    ratios.push((performance.now() - wallBefore) / cpuMs);
  }
  const factor = Math.max(median(ratios), queued.length > 0 ? median(queued) : 1);
  return Math.round(Math.min(MAX_SLOWDOWN, Math.max(1, factor)) * 10) / 10;
}

/**
 * The factor of this run: the one a parent process measured (SLOWDOWN_ENV), or measured now and
 * handed down to the processes this one starts.
 */
export function runSlowdown(): number {
  const given = Number(process.env[SLOWDOWN_ENV]);
  if (Number.isFinite(given) && given >= 1) return given;
  const measured = measureSlowdown();
  process.env[SLOWDOWN_ENV] = String(measured);
  return measured;
}

/** `ms` written for a quiet machine, on this one now. */
export function scaled(ms: number): number {
  return Math.round(ms * runSlowdown());
}
