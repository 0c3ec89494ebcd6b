// A worker for Temporal's floor (scripts/bench/floor-workflow.ts) in a process of its own, so its
// CPU is read apart from the console's worker: `npm run bench` starts it on the stack's own
// Temporal server, beside the console's worker, to measure the floor and the operation in one run.
// It runs at the console worker's niceness (WORKER_NICENESS), so both compete alike for the cores.
//   FLOOR_ADDRESS=127.0.0.1:7233 FLOOR_TASK_QUEUE=floor tsx scripts/bench/floor-worker.ts
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { NativeConnection, Worker } from '@temporalio/worker';

const address = process.env.FLOOR_ADDRESS;
if (!address) throw new Error('FLOOR_ADDRESS is required');
setPriority(Number(process.env.WORKER_NICENESS ?? 5));
const worker = await Worker.create({
  connection: await NativeConnection.connect({ address }),
  taskQueue: process.env.FLOOR_TASK_QUEUE ?? 'floor',
  workflowsPath: fileURLToPath(new URL('./floor-workflow.ts', import.meta.url)),
  activities: { step: async (index: number) => index },
});
process.on('SIGTERM', () => worker.shutdown());
process.send?.('ready');
await worker.run();
process.exit(0);
