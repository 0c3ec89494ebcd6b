import { createServer, type Server } from 'node:net';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleDbPasswordPath, openConsoleDb, withoutPassword } from '@cgi/console-store';
import { sharedTestServices } from '@cgi/test-support/shared-temporal';
import { WORKER_OLD_SPACE_MB } from './service-build';
import { StackError, startStack, type Stack } from './stack';
import { scaled } from '@cgi/test-support/slowdown';

const servers: Server[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) server.close();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function takenPort(): Promise<number> {
  const server = createServer();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('startStack', () => {
  it('refuses to start when a fixed port is taken, naming the variable that sets it', async () => {
    const port = await takenPort();
    const dataDir = await mkdtemp(join(tmpdir(), 'stack-test-'));
    dirs.push(dataDir);
    const start = startStack({
      dataDir,
      services: ['platform'],
      ports: { platform: port },
      log: () => undefined,
    });
    await expect(start).rejects.toBeInstanceOf(StackError);
    await expect(start).rejects.toThrow(new RegExp(`port ${port} \\(PLATFORM_PORT, used by platform\\)`));
  });

  it('rejects ports that collide', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'stack-test-'));
    dirs.push(dataDir);
    const start = startStack({
      dataDir,
      services: ['platform'],
      ports: { platform: 45_001, console: 45_001 },
      log: () => undefined,
    });
    await expect(start).rejects.toThrow(/Ports must differ/);
  });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON
async function health(stack: Stack): Promise<{ status: number; body: any }> {
  const response = await fetch(`${stack.urls.console}/api/health`);
  return { status: response.status, body: await response.json() };
}

async function until<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined && done(value)) return value;
    if (Date.now() > deadline) throw new Error(`not there in time: ${JSON.stringify(value)}`);
    await sleep(200);
  }
}

/**
 * The addresses a port is listened on in this network namespace, from /proc/net/tcp and tcp6
 * (what `ss -ltn` reads): 127.0.0.1, 0.0.0.0, ::1, ::...
 */
async function listenAddresses(port: number): Promise<string[]> {
  const found: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const lines = (await readFile(file, 'utf8').catch(() => '')).split('\n').slice(1);
    for (const line of lines) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== '0A') continue;
      const [hex, portHex] = local.split(':') as [string, string];
      if (parseInt(portHex, 16) !== port) continue;
      if (hex.length === 8) {
        found.push(
          (hex.match(/../g) ?? [])
            .reverse()
            .map((byte) => parseInt(byte, 16))
            .join('.'),
        );
      } else {
        const words = (hex.match(/.{8}/g) ?? []).map((word) => (word.match(/../g) ?? []).reverse().join(''));
        const groups = words.join('').match(/.{4}/g) ?? [];
        found.push(groups.map((group) => group.replace(/^0+(?=.)/, '')).join(':'));
      }
    }
  }
  return found;
}

describe('a supervised stack', () => {
  it(
    'starts without the platform, tells a killed worker from a live one, and brings every killed child back',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'stack-test-'));
      dirs.push(dataDir);
      const log: string[] = [];
      const workflowBundle = (await sharedTestServices())?.workflowBundle;
      const stack = await startStack({
        dataDir,
        services: ['temporal', 'database', 'worker', 'api'],
        buildWeb: false,
        output: { write: () => true },
        log: (message) => log.push(message),
        // The first restart waits past the heartbeat window (6 s), so health must say the worker
        // is gone before its successor could answer for it.
        restartPolicy: { initialDelayMs: 8_000, maxDelayMs: 8_000, resetAfterMs: 60_000 },
        ...(workflowBundle ? { env: { WORKFLOW_BUNDLE: workflowBundle } } : {}),
      });
      try {
        const up = await until(
          () => health(stack),
          (h) => h.body.components.worker.status === 'up',
        );
        // Only the platform, which this stack does not run, is down.
        expect(up.body.components.platform.status).toBe('down');
        expect(up.body.components.temporal.status).toBe('up');
        expect(up.body.components.database.status).toBe('up');
        // The operational ports listen where the api does: this machine only (issue 40).
        for (const url of [stack.urls.apiMetrics, stack.urls.workerMetrics]) {
          const port = Number(new URL(url).port);
          expect(await listenAddresses(port), url).toEqual(['127.0.0.1']);
        }
        expect(await listenAddresses(Number(new URL(stack.urls.console).port))).toEqual(['127.0.0.1']);

        const workerPid = stack.pids().worker!;
        process.kill(workerPid, 'SIGKILL');
        const down = await until(
          () => health(stack),
          (h) => h.body.components.worker.status === 'down',
          30_000,
        );
        expect(down.status).toBe(503);
        expect(down.body.components.worker.detail).toMatch(/^ningún worker vivo: el último latido fue hace/);
        await until(
          () => health(stack),
          (h) => h.body.components.worker.status === 'up',
        );
        expect(stack.pids().worker).not.toBe(workerPid);
        // The restarted worker runs with the same heap limit as the first one.
        const flags = (await readFile(`/proc/${stack.pids().worker}/cmdline`, 'utf8')).split('\0');
        expect(flags).toContain(`--max-old-space-size=${WORKER_OLD_SPACE_MB}`);

        const apiPid = stack.pids().api!;
        process.kill(apiPid, 'SIGKILL');
        await until(
          async () => (await fetch(`${stack.urls.console}/api/health/ready`)).status,
          (status) => status === 200 && stack.pids().api !== apiPid,
        );
        expect(stack.restarts()).toMatchObject({ worker: 1, api: 1, temporal: 0, database: 0 });
        expect(
          log.some((line) => /^worker was killed by SIGKILL after .*; restarting it in 8\.0 s\.$/.test(line)),
        ).toBe(true);
        // The supervisor says so once its own readiness probe answers, a moment after ours may.
        await until(
          async () => log.some((line) => /^api is back \(restart 1, ready in/.test(line)),
          (said) => said,
          15_000,
        );
      } finally {
        await stack.stop();
      }
    },
    scaled(240_000),
  );
});

describe("the stack's console database", () => {
  it(
    'asks for the password it keeps in the data folder (0600), which the stack hands its processes',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'stack-test-'));
      dirs.push(dataDir);
      const stack = await startStack({
        dataDir,
        services: ['database'],
        output: { write: () => true },
        log: () => undefined,
      });
      try {
        const passwordFile = consoleDbPasswordPath(dataDir);
        expect((await stat(passwordFile)).mode & 0o777).toBe(0o600);
        const password = (await readFile(passwordFile, 'utf8')).trim();
        expect(password.length).toBeGreaterThanOrEqual(40);
        // The URL the api and the worker get carries it; the database answers it and nothing else.
        expect(stack.urls.consoleDatabase).toContain(`console:${password}@`);
        const db = await openConsoleDb({ url: stack.urls.consoleDatabase });
        expect(await db.query('select count(*)::int as n from signing_keys')).toHaveLength(1);
        await db.close();
        const bare = withoutPassword(stack.urls.consoleDatabase);
        await expect(openConsoleDb({ url: bare })).rejects.toThrow();
        await expect(openConsoleDb({ url: bare.replace('console@', 'console:adivinada@') })).rejects.toThrow(
          /password authentication failed/,
        );
        // A process started on its own with DATA_DIR (the url's default has no password) reads the file.
        const alone = await openConsoleDb({ url: bare, passwordFile });
        await alone.close();
      } finally {
        await stack.stop();
      }
    },
    scaled(120_000),
  );
});
