// Benchmark (not a test): how fast the stack notices a failure and recovers from it, measured
// from outside as an orchestrator would. Starts Temporal itself (so it can stop it for as long
// as it wants) and the rest of the stack under the launcher's supervision, then:
//   1. SIGKILLs the worker: time until /api/health says it is down, and until it is back;
//   2. freezes Temporal (SIGSTOP): how long /api/health takes to answer, and with what;
//   3. stops Temporal for BENCH_OUTAGE_S seconds (default 30): health answers during the outage,
//      how long a start takes to fail, and once Temporal is back, the time to the first
//      operation started and to health saying Temporal is up;
//   4. SIGKILLs the database, the platform and the api in turn: time until each serves again.
//   npx tsx scripts/bench-resilience.ts
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { demoFixtures } from '../platform/src/seed';
import { findFreePorts } from './lib/ports';
import { Service } from './lib/service';
import {
  startStack,
  temporalDevServerArgs,
  waitForTemporal,
  type ServiceName,
  type Stack,
} from './lib/stack';
import { ensureTemporalCli } from './lib/temporal-cli';
import { readCounts } from './lib/env-counts';

const { BENCH_OUTAGE_S: OUTAGE_S } = readCounts('bench:resilience', { BENCH_OUTAGE_S: [30, 0] });
const quiet = { line: () => undefined };
const figures: [string, string][] = [];
const record = (what: string, value: string) => {
  figures.push([what, value]);
  console.error(`  ${what}: ${value}`);
};
const ms = (value: number) => `${Math.round(value)} ms`;

interface Answer {
  status: number;
  elapsedMs: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the health JSON
  body: any;
}

async function timed(url: string, init?: RequestInit): Promise<Answer> {
  const startedAt = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
    const text = await response.text();
    return {
      status: response.status,
      elapsedMs: performance.now() - startedAt,
      body: text ? JSON.parse(text) : undefined,
    };
  } catch (error) {
    return { status: 0, elapsedMs: performance.now() - startedAt, body: String(error) };
  }
}

/** Polls `probe` every 100 ms; resolves with the time from `since` to the first answer that satisfies `done`. */
async function timeUntil<T>(
  since: number,
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  limitMs = 180_000,
) {
  for (;;) {
    const value = await probe();
    if (done(value)) return performance.now() - since;
    if (performance.now() - since > limitMs) throw new Error(`not reached within ${limitMs / 1000} s`);
    await sleep(100);
  }
}

async function main() {
  const cli = await ensureTemporalCli();
  const dataDir = await mkdtemp(join(tmpdir(), 'consola-resilience-'));
  const [temporalPort, temporalUiPort] = await findFreePorts(2);
  const ports = { temporal: temporalPort!, temporalUi: temporalUiPort! };
  const startTemporal = () =>
    new Service(
      {
        name: 'temporal',
        command: cli,
        args: temporalDevServerArgs(dataDir, ports),
        cwd: dataDir,
        env: process.env,
      },
      quiet,
    );
  const temporalReady = (signal = AbortSignal.timeout(120_000)) => waitForTemporal(cli, ports, signal);

  console.error('starting Temporal and the stack (database, platform, worker, api) on free ports…');
  let temporal = startTemporal();
  await temporalReady();
  let stack: Stack | undefined;
  try {
    stack = await startStack({
      dataDir,
      services: ['database', 'platform', 'worker', 'api'],
      ports,
      buildWeb: false,
      output: quiet,
      log: (message) => console.error(`  launcher: ${message}`),
    });
    const api = stack.urls.console;
    const health = () => timed(`${api}/api/health`);
    await timeUntil(performance.now(), health, (h) => h.status === 200);
    const { token } = (await (
      await fetch(`${api}/auth/dev/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@consola.test' }),
      })
    ).json()) as { token: string };
    let version = 0;
    const startOperation = () =>
      timed(`${api}/api/operations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          type: 'versions.publish',
          input: {
            appPlatformCode: demoFixtures.activeVersion.appPlatformCode,
            appVersionCode: `90.${Date.now() % 100000}.${version++}`,
            appVersionDesc: 'Prueba de resiliencia',
          },
        }),
      });
    const baseline = await startOperation();
    record('operation start with everything up', `${baseline.status} in ${ms(baseline.elapsedMs)}`);

    // A worker that stops working without exiting (frozen) is what health has to notice: the
    // launcher restarts one that exits, on a quiet machine within about 2.5 s, before its last
    // heartbeat is old enough to call it down (so a killed worker is measured by its return).
    console.error('\n1. worker frozen (SIGSTOP), then killed (SIGKILL)');
    const frozenWorker = stack.pids().worker!;
    let killedAt = performance.now();
    process.kill(frozenWorker, 'SIGSTOP');
    record(
      'worker frozen: health says it is down after',
      ms(await timeUntil(killedAt, health, (h) => h.body?.components?.worker?.status === 'down')),
    );
    process.kill(frozenWorker, 'SIGCONT');
    await timeUntil(performance.now(), health, (h) => h.body?.components?.worker?.status === 'up');
    killedAt = performance.now();
    process.kill(frozenWorker, 'SIGKILL');
    const states = new Set<string>();
    record(
      'worker killed: the launcher has a new one running after',
      ms(
        await timeUntil(
          killedAt,
          async () => {
            const answer = await health();
            states.add(String(answer.body?.components?.worker?.status));
            return answer;
          },
          (h) => h.body?.components?.worker?.status === 'up' && stack!.pids().worker !== frozenWorker,
        ),
      ),
    );
    // Up throughout when the new worker beats before the dead one's last heartbeat ages out.
    record('worker killed: health said meanwhile', [...states].join(', '));

    console.error('\n2. Temporal frozen (SIGSTOP)');
    process.kill(-temporal.pid!, 'SIGSTOP');
    await sleep(600); // past health's reuse of its last round
    const frozen: Answer[] = [];
    for (let i = 0; i < 5; i++) frozen.push(await health());
    process.kill(-temporal.pid!, 'SIGCONT');
    record(
      'health while Temporal hangs',
      `${frozen.map((a) => a.status).join(',')}; slowest answer ${ms(Math.max(...frozen.map((a) => a.elapsedMs)))}`,
    );
    await timeUntil(performance.now(), health, (h) => h.body?.components?.temporal?.status === 'up');

    console.error(`\n3. Temporal stopped for ${OUTAGE_S} s`);
    await temporal.stop();
    const down: Answer[] = [];
    const outageEnds = performance.now() + OUTAGE_S * 1000;
    let failedStart: Answer | undefined;
    while (performance.now() < outageEnds) {
      down.push(await health());
      if (!failedStart && down.length > 3) failedStart = await startOperation();
      await sleep(250);
    }
    record(
      'health during the outage',
      `${down.filter((a) => a.status === 503).length}/${down.length} answered 503; slowest answer ${ms(Math.max(...down.map((a) => a.elapsedMs)))}`,
    );
    record(
      'operation start while Temporal is down',
      `${failedStart?.status} after ${ms(failedStart?.elapsedMs ?? NaN)}`,
    );
    temporal = startTemporal();
    await temporalReady();
    const backAt = performance.now();
    record(
      'first operation started after Temporal answers again',
      ms(await timeUntil(backAt, startOperation, (a) => a.status === 202)),
    );
    record(
      'health says Temporal is up after',
      ms(await timeUntil(backAt, health, (h) => h.body?.components?.temporal?.status === 'up')),
    );

    console.error('\n4. each launcher child killed (SIGKILL)');
    const probes: Partial<Record<ServiceName, () => Promise<boolean>>> = {
      database: async () => (await health()).body?.components?.database?.status === 'up',
      platform: async () => (await health()).body?.components?.platform?.status === 'up',
      api: async () => (await timed(`${api}/api/health/ready`)).status === 200,
    };
    for (const name of ['database', 'platform', 'api'] as const) {
      const pid = stack.pids()[name]!;
      killedAt = performance.now();
      process.kill(pid, 'SIGKILL');
      await sleep(200);
      record(
        `${name} serves again after`,
        ms(await timeUntil(killedAt, probes[name]!, (ok) => ok && stack!.pids()[name] !== pid)),
      );
    }
  } finally {
    await stack?.stop();
    await temporal.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log('\nResilience figures');
  for (const [what, value] of figures) console.log(`  ${what.padEnd(55)} ${value}`);
}

await main();
