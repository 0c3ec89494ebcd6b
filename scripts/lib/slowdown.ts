// How much slower than a quiet machine this one runs right now, measured rather than guessed:
// a fixed piece of CPU work is timed by the wall clock and by the CPU time this process got for
// it. On a quiet machine the two are equal (1); when other work keeps the cores busy the
// scheduler gives this process a share of a core and the wall clock runs ahead (a load of 20 on
// two cores measured about 6). Timeouts and waits written for a quiet machine are multiplied by
// it (vitest.config.ts, playwright.config.ts, the harness's waits), so a busy machine makes tests
// slower, not red, and a real hang still fails.
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

/**
 * Wall time over CPU time for `samples` short pieces of work, the median, between 1 and
 * MAX_SLOWDOWN. About 200 ms of CPU: measured once a run. CPU time is the process's: threads of its own busy
 * at the same time (a native worker's) make the factor read low, never high.
 */
export function measureSlowdown(samples = 5): number {
  const ratios: number[] = [];
  for (let i = 0; i < samples; i++) {
    const cpuBefore = process.cpuUsage();
    const wallBefore = performance.now();
    let cpuMs = 0;
    // 40 ms of CPU a sample: a shorter one fits in one time slice of the scheduler and reads 1
    // on a machine at load 20 (measured: 5 ms samples read 1.0, 40-50 ms ones 2.3-3.5).
    while (cpuMs < 40) {
      work();
      const used = process.cpuUsage(cpuBefore);
      cpuMs = (used.user + used.system) / 1000;
    }
    ratios.push((performance.now() - wallBefore) / cpuMs);
  }
  ratios.sort((a, b) => a - b);
  const median = ratios[Math.floor(ratios.length / 2)]!;
  return Math.round(Math.min(MAX_SLOWDOWN, Math.max(1, median)) * 10) / 10;
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
