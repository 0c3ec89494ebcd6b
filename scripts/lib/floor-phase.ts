// Temporal's floor measured inside `npm run bench`, on the stack's own Temporal server: a worker
// of its own (scripts/bench/floor-worker.ts, a child process, so its CPU is read apart) runs a
// workflow of as many empty activities as `subscriber.addUser` has steps, with no platform, api,
// memo, codec or event log. Measured in the same run as the operation, alternating with it, the
// ratios between the two hold while the machine's speed moves (other work on the same cores).
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { Client, Connection } from '@temporalio/client';
import { pool } from './load';

export const FLOOR_TASK_QUEUE = 'bench-floor';

export interface FloorLoad {
  seconds: number;
  /** Every start call's latency, and those after the first round of `concurrency` (steady state). */
  starts: number[];
  steadyStarts: number[];
}

export interface Floor {
  /** The floor worker's process id (its CPU is the floor's worker CPU). */
  pid: number;
  /** `runs` workflows one after another: each one's start-to-completed milliseconds. */
  single(runs: number): Promise<number[]>;
  /** `n` workflows by `concurrency` clients, each starting one and waiting for its end. */
  load(n: number, concurrency: number): Promise<FloorLoad>;
  /** The history of the floor's last workflow (its shape beside the operation's). */
  lastHistory(): ReturnType<ReturnType<Client['workflow']['getHandle']>['fetchHistory']>;
  stop(): Promise<void>;
}

export async function startFloor(address: string, steps: number): Promise<Floor> {
  const worker: ChildProcess = fork(fileURLToPath(new URL('../bench/floor-worker.ts', import.meta.url)), [], {
    env: { ...process.env, FLOOR_ADDRESS: address, FLOOR_TASK_QUEUE },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await Promise.race([
    once(worker, 'message'),
    once(worker, 'exit').then(([code]) => {
      throw new Error(`el worker del piso terminó (${code}) antes de estar listo`);
    }),
  ]);
  const client = new Client({ connection: await Connection.connect({ address }) });
  const tag = Date.now().toString(36);
  let sequence = 0;
  const options = () => ({
    taskQueue: FLOOR_TASK_QUEUE,
    workflowId: `floor-${tag}-${sequence++}`,
    args: [steps],
  });
  // JIT, the worker's sticky cache and the server's caches: the figures leave these out.
  for (let i = 0; i < 5; i++) await client.workflow.execute('emptySteps', options());
  return {
    pid: worker.pid!,
    async single(runs) {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        await client.workflow.execute('emptySteps', options());
        times.push(performance.now() - t0);
      }
      return times;
    },
    async load(n, concurrency) {
      const starts: number[] = [];
      const steadyStarts: number[] = [];
      const t0 = performance.now();
      await pool(n, concurrency, async (i) => {
        const begun = performance.now();
        const handle = await client.workflow.start('emptySteps', options());
        const ms = performance.now() - begun;
        starts.push(ms);
        if (i >= concurrency) steadyStarts.push(ms);
        await handle.result();
      });
      return { seconds: (performance.now() - t0) / 1000, starts, steadyStarts };
    },
    lastHistory: () => client.workflow.getHandle(`floor-${tag}-${sequence - 1}`).fetchHistory(),
    async stop() {
      await client.connection.close();
      const exited = once(worker, 'exit');
      worker.kill('SIGTERM');
      await exited;
    },
  };
}
