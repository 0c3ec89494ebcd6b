import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { OutputSink } from './service';
import { SupervisedService } from './supervisor';

const quiet: OutputSink = { line: () => undefined };
const policy = { initialDelayMs: 50, maxDelayMs: 200, resetAfterMs: 60_000 };

function supervised(script: string, log: string[], ready?: () => Promise<void>) {
  return new SupervisedService(
    { name: 'svc', command: '/bin/sh', args: ['-c', script], cwd: '/', env: {}, stopGraceMs: 1_000 },
    quiet,
    { policy, log: (message) => log.push(message), ...(ready ? { ready } : {}) },
  );
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

describe('SupervisedService', () => {
  it('restarts a child that exits, with a line per restart and a doubling delay up to the cap', async () => {
    const log: string[] = [];
    const service = supervised('exit 3', log);
    service.supervise();
    await until(() => service.restarts >= 4);
    await service.stop();
    expect(log[0]).toMatch(/^svc exited with code 3 after \d+\.\d s; restarting it in 0\.1 s\.$/);
    expect(log[1]).toMatch(/restarting it in 0\.1 s\.$/);
    expect(log[2]).toMatch(/restarting it in 0\.2 s\.$/);
    expect(log[3]).toMatch(/restarting it in 0\.2 s\.$/);
  });

  it('brings back a killed child and says when it serves again', async () => {
    const log: string[] = [];
    const service = supervised('sleep 300', log, () => Promise.resolve());
    service.supervise();
    const first = service.pid!;
    process.kill(first, 'SIGKILL');
    await until(() => log.some((line) => line.includes('is back')));
    expect(service.pid).not.toBe(first);
    expect(log[0]).toMatch(/^svc was killed by SIGKILL after/);
    expect(log[1]).toMatch(/^svc is back \(restart 1, ready in \d+\.\d s\)\.$/);
    await service.stop();
  });

  it('does not restart what stop() ended, nor an exit before supervise()', async () => {
    const log: string[] = [];
    const early = supervised('exit 1', log);
    expect((await early.exited).code).toBe(1);
    await sleep(150);
    expect(early.restarts).toBe(0);

    const service = supervised('sleep 300', log);
    service.supervise();
    await service.stop();
    await sleep(150);
    expect(service.restarts).toBe(0);
    expect(log).toEqual([]);
  });
});
