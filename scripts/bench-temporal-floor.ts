// Benchmark (not a test): the floor under issue 13's targets on this machine. A Temporal dev
// server started as the stack starts it and one worker run a workflow of
// FLOOR_STEPS (8) activities that do nothing: no platform, api, memo or event log. It prints
//   1. one such workflow alone, start to completed, p50/p95 over FLOOR_SINGLE (30) runs;
//   2. FLOOR_N (200) of them by FLOOR_CONCURRENCY (50) clients: workflows/s, and the CPU per
//      workflow of the Temporal server, of the worker (this process) and of the clients (a child),
//      and the start call's p50/p95 while the others run;
// so a real operation's figures can be read against what Temporal alone costs per step.
//   npm run bench:floor
import { fork, spawn } from 'node:child_process';
import { on } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, Connection } from '@temporalio/client';
import { NativeConnection, Worker } from '@temporalio/worker';
import { percentile, pool } from './lib/load';
import { groupCpuSeconds } from './lib/process-cpu';
import { findFreePorts, waitForPort } from './lib/ports';
import { readCounts } from './lib/env-counts';
import { findTemporalCli } from './lib/temporal-cli';
import { temporalDevServerArgs } from './lib/stack';

const {
  FLOOR_STEPS: STEPS,
  FLOOR_SINGLE: SINGLE,
  FLOOR_N: N,
  FLOOR_CONCURRENCY: CONCURRENCY,
} = readCounts('bench:floor', {
  FLOOR_STEPS: [8, 1, 100],
  FLOOR_SINGLE: [30, 1, 10_000],
  FLOOR_N: [200, 1, 100_000],
  FLOOR_CONCURRENCY: [50, 1, 1_000],
});
const TASK_QUEUE = 'floor';

const ownCpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

async function main() {
  const [port, uiPort] = await findFreePorts(2);
  // The stack's own dev-server arguments (SQLite file and pragmas, dynamic configuration), on a
  // database of its own, so the floor is measured on the server the console runs.
  const dataDir = await mkdtemp(join(tmpdir(), 'consola-floor-'));
  const server = spawn(
    await findTemporalCli(),
    temporalDevServerArgs(dataDir, { temporal: port!, temporalUi: uiPort! }),
    {
      stdio: 'ignore',
      detached: true,
    },
  );
  // The CLI may be a launcher (pyenv's shim) whose child is the server: count the whole group.
  const serverCpuSeconds = async () => (await groupCpuSeconds([server.pid!])).get(server.pid!) ?? NaN;
  try {
    await waitForPort(port!);
    const address = `127.0.0.1:${port}`;
    const worker = await Worker.create({
      connection: await NativeConnection.connect({ address }),
      taskQueue: TASK_QUEUE,
      workflowsPath: fileURLToPath(new URL('./bench/floor-workflow.ts', import.meta.url)),
      activities: { step: async (index: number) => index },
    });
    await worker.runUntil(async () => {
      // The clients run in a process of their own, so this one's CPU is the worker's alone.
      const clients = fork(fileURLToPath(import.meta.url), [], {
        env: { ...process.env, FLOOR_ADDRESS: address },
      });
      let before = { server: 0, worker: 0 };
      for await (const [message] of on(clients, 'message') as AsyncIterable<[ClientMessage]>) {
        if (message.kind === 'single') {
          console.log(
            `${STEPS} pasos vacíos, de a uno: p50 ${message.p50.toFixed(0)} ms, ` +
              `p95 ${message.p95.toFixed(0)} ms (${SINGLE} corridas)`,
          );
          before = { server: await serverCpuSeconds(), worker: ownCpuSeconds() };
        } else {
          const perRun = (seconds: number) => `${((seconds * 1000) / N).toFixed(0)} ms`;
          console.log(
            `${N} por ${CONCURRENCY} clientes: ${message.perSecond.toFixed(1)} flujos/s; CPU por flujo: ` +
              `Temporal ${perRun((await serverCpuSeconds()) - before.server)}, ` +
              `worker ${perRun(ownCpuSeconds() - before.worker)}, clientes ${perRun(message.cpuSeconds)}`,
          );
          console.log(
            `la llamada que inicia un flujo, con ${CONCURRENCY} en curso: ` +
              `p50 ${message.startP50.toFixed(0)} ms, p95 ${message.startP95.toFixed(0)} ms`,
          );
          break;
        }
      }
    });
  } finally {
    process.kill(-server.pid!);
    await rm(dataDir, { recursive: true, force: true });
  }
}

type ClientMessage =
  | { kind: 'single'; p50: number; p95: number }
  | { kind: 'load'; perSecond: number; cpuSeconds: number; startP50: number; startP95: number };

/** The clients' side: one workflow at a time, then N by CONCURRENCY clients. */
async function clients(address: string) {
  const client = new Client({ connection: await Connection.connect({ address }) });
  const run = (i: string) =>
    client.workflow.execute('emptySteps', { taskQueue: TASK_QUEUE, workflowId: `floor-${i}`, args: [STEPS] });
  const send = (message: ClientMessage) => new Promise((resolve) => process.send!(message, resolve));
  for (let i = 0; i < 5; i++) await run(`warm-${i}`);
  const single: number[] = [];
  for (let i = 0; i < SINGLE; i++) {
    const t0 = performance.now();
    await run(`single-${i}`);
    single.push(performance.now() - t0);
  }
  await send({ kind: 'single', p50: percentile(single, 50), p95: percentile(single, 95) });
  const cpuBefore = ownCpuSeconds();
  const starts: number[] = [];
  const t0 = performance.now();
  await pool(N, CONCURRENCY, async (i) => {
    const begun = performance.now();
    const handle = await client.workflow.start('emptySteps', {
      taskQueue: TASK_QUEUE,
      workflowId: `floor-load-${i}`,
      args: [STEPS],
    });
    starts.push(performance.now() - begun);
    await handle.result();
  });
  const seconds = (performance.now() - t0) / 1000;
  await send({
    kind: 'load',
    perSecond: N / seconds,
    cpuSeconds: ownCpuSeconds() - cpuBefore,
    startP50: percentile(starts, 50),
    startP95: percentile(starts, 95),
  });
  process.exit(0);
}

if (process.env.FLOOR_ADDRESS) await clients(process.env.FLOOR_ADDRESS);
else await main();
