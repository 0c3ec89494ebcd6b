// Worker process entry: `tsx worker/src/main.ts`.
import { DefaultLogger, Runtime, type LogLevel } from '@temporalio/worker';
import { workerConfigFromEnv } from './config';
import { createWorker } from './worker';

const config = workerConfigFromEnv(process.env);
// The SDK's INFO output includes webpack's module list on every start; WARN keeps logs useful.
Runtime.install({
  logger: new DefaultLogger((process.env.WORKER_LOG_LEVEL as LogLevel | undefined) ?? 'WARN'),
});
const { worker, connection, clientConnection, consoleDb } = await createWorker(config);
console.log(`worker polling task queue ${worker.options.taskQueue} on ${config.temporalAddress}`);
// Worker.run() installs its own SIGINT/SIGTERM handlers and drains in-flight tasks.
await worker.run();
await connection.close();
await clientConnection.close();
await consoleDb.close();
console.log('worker stopped');
