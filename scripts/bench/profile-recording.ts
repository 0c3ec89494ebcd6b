// Where the time of recording the operations-list benchmark's operations goes: for each way of
// recording (record-operations.ts), PROFILE_OPERATIONS operations at PROFILE_CONCURRENCY, on one
// Temporal dev server of its own; prints operations/s and the CPU seconds per 1,000 operations of
// this process and of the Temporal server.
//
//   npx tsx scripts/bench/profile-recording.ts
//   PROFILE_MODES=direct PROFILE_CONCURRENCY=32,96,192 npx tsx scripts/bench/profile-recording.ts
import { createPseudonyms, loadPseudonymKeys, PSEUDONYM_KEY_FILE_NAME } from '@cgi/workflows/codec';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, Connection } from '@temporalio/client';
import { DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { groupCpuSeconds } from '../lib/process-cpu';
import { stackDataConverter, startStack } from '../lib/stack';
import { BENCH_QUEUE, recordOperations, type RecordMode } from './record-operations';

const N = Number(process.env.PROFILE_OPERATIONS ?? 1000);
const MODES = (process.env.PROFILE_MODES ?? 'worker,direct').split(',') as RecordMode[];
const CONCURRENCIES = (process.env.PROFILE_CONCURRENCY ?? '96').split(',').map(Number);

Runtime.install({
  logger: new DefaultLogger('ERROR'),
  telemetryOptions: { logging: { filter: { core: 'ERROR', other: 'ERROR' } } },
});
const dataDir = await mkdtemp(join(tmpdir(), 'consola-profile-recording-'));
const stack = await startStack({
  dataDir,
  services: ['temporal'],
  buildWeb: false,
  output: { write: () => true },
  log: () => {},
});
const connection = await NativeConnection.connect({ address: stack.urls.temporalAddress });
const dataConverter = await stackDataConverter(stack.dataDir);
const client = new Client({ connection: connection as never, dataConverter });
// A plain gRPC connection for 'direct': through the worker's NativeConnection, the SDK's core
// drops a start's eager request when no worker of its own has a free slot.
const directClient = new Client({
  connection: await Connection.connect({ address: stack.urls.temporalAddress }),
  dataConverter,
});
const pseudonyms = createPseudonyms(
  await loadPseudonymKeys({ source: 'file', path: join(dataDir, PSEUDONYM_KEY_FILE_NAME) }),
);
const temporalPid = stack.pids().temporal!;
const temporalCpu = async () => (await groupCpuSeconds([temporalPid])).get(temporalPid) ?? 0;
const ownCpu = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};
let from = 0;
try {
  for (const mode of MODES) {
    for (const concurrency of CONCURRENCIES) {
      let worker: Worker | undefined;
      let running: Promise<void> | undefined;
      if (mode === 'worker') {
        worker = await Worker.create({
          connection,
          taskQueue: BENCH_QUEUE,
          workflowsPath: fileURLToPath(new URL('./noop-workflows.ts', import.meta.url)),
          dataConverter,
          maxConcurrentWorkflowTaskExecutions: 100,
        });
        running = worker.run();
      }
      const [own0, temporal0, t0] = [ownCpu(), await temporalCpu(), performance.now()];
      await recordOperations({
        client: mode === 'direct' ? directClient : client,
        pseudonymize: (value) => pseudonyms.of(value),
        from,
        to: from + N,
        concurrency,
        mode,
        log: () => {},
      });
      const seconds = (performance.now() - t0) / 1000;
      const [own, temporalSeconds] = [ownCpu() - own0, (await temporalCpu()) - temporal0];
      from += N;
      if (worker) {
        worker.shutdown();
        await running;
      }
      console.log(
        `${mode.padEnd(6)} ×${String(concurrency).padStart(3)}: ${(N / seconds).toFixed(0).padStart(4)} operaciones/s; ` +
          `CPU por 1.000: este proceso ${((own * 1000) / N).toFixed(1)} s, Temporal ${((temporalSeconds * 1000) / N).toFixed(1)} s`,
      );
    }
  }
} finally {
  await connection.close();
  await directClient.connection.close();
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
