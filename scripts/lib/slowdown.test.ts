// The slowdown factor reads how much of a core this process gets: 1 on an idle machine, more when
// other processes keep the cores busy, bounded, and handed down through the environment.
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { afterEach, expect, it } from 'vitest';
import { MAX_SLOWDOWN, measureSlowdown, runSlowdown, scaled, SLOWDOWN_ENV } from './slowdown';

const busy: ChildProcess[] = [];
const saved = process.env[SLOWDOWN_ENV];
afterEach(() => {
  for (const child of busy.splice(0)) child.kill('SIGKILL');
  if (saved === undefined) delete process.env[SLOWDOWN_ENV];
  else process.env[SLOWDOWN_ENV] = saved;
});

it('reads more than 1 while other processes keep every core busy, and never more than the cap', async () => {
  // A busy loop per core at the same priority: this process gets at most two thirds of one (less
  // in a full run, where the other test workers are busy too). Few and short: the unit project
  // is CPU-bound, and this test's loops take from the files beside it.
  for (let i = 0; i < availableParallelism(); i++) {
    busy.push(spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  const loaded = measureSlowdown(3);
  for (const child of busy.splice(0)) child.kill('SIGKILL');
  expect(loaded).toBeGreaterThan(1.3);
  expect(loaded).toBeLessThanOrEqual(MAX_SLOWDOWN);
});

it('takes the factor a parent measured, and scales by it', () => {
  process.env[SLOWDOWN_ENV] = '2.5';
  expect(runSlowdown()).toBe(2.5);
  expect(scaled(10_000)).toBe(25_000);
  delete process.env[SLOWDOWN_ENV];
  const measured = runSlowdown();
  expect(measured).toBeGreaterThanOrEqual(1);
  expect(process.env[SLOWDOWN_ENV]).toBe(String(measured));
});
