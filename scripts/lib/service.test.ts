import { getPriority } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { Service, describeExit, groupAlive, type OutputSink } from './service';

function collect(): OutputSink & { lines: string[] } {
  const lines: string[] = [];
  return { lines, line: (service, stream, text) => lines.push(`${service}:${stream}:${text}`) };
}

function sh(script: string, output: OutputSink, stopGraceMs = 5_000): Service {
  return new Service(
    { name: 'svc', command: '/bin/sh', args: ['-c', script], cwd: '/', env: {}, stopGraceMs },
    output,
  );
}

describe('Service', () => {
  it('runs a background service at the nice value it was given', async () => {
    const service = new Service(
      { name: 'bg', command: '/bin/sh', args: ['-c', 'sleep 5'], cwd: '/', env: {}, niceness: 5 },
      collect(),
    );
    expect(getPriority(service.pid!)).toBe(5);
    await service.stop();
  });

  it('prefixes each output line with the service name and stream', async () => {
    const output = collect();
    const service = sh('echo one; echo two >&2; printf "three"', output);
    const exit = await service.exited;
    await sleep(50); // readline delivers the last lines right after exit
    expect(exit).toMatchObject({ name: 'svc', code: 0 });
    expect(output.lines).toEqual(
      expect.arrayContaining(['svc:stdout:one', 'svc:stderr:two', 'svc:stdout:three']),
    );
    expect(service.recentOutput()).toContain('one');
  });

  it('stops the whole process group, grandchildren included', async () => {
    const service = sh('sleep 300 & sleep 300 & wait', collect());
    const pgid = service.pid as number;
    await sleep(200);
    expect(groupAlive(pgid)).toBe(true);
    await service.stop();
    expect(groupAlive(pgid)).toBe(false);
    expect(service.stopping).toBe(true);
  });

  it('SIGKILLs a group that ignores SIGTERM once the grace period is over', async () => {
    const service = sh('trap "" TERM; sleep 300 & wait; sleep 300', collect(), 300);
    const pgid = service.pid as number;
    await sleep(200);
    const started = Date.now();
    const exit = await service.stop();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(exit.signal).toBe('SIGKILL');
    expect(groupAlive(pgid)).toBe(false);
  });

  it('reports a command that cannot start', async () => {
    const service = new Service(
      { name: 'ghost', command: '/nonexistent/binary', args: [], cwd: '/', env: {} },
      collect(),
    );
    const exit = await service.exited;
    expect(describeExit(exit)).toMatch(/could not start: .*ENOENT/);
  });
});
