// Worker process entry: `tsx worker/src/main.ts`.
import { workerConfigFromEnv } from './config';
import { createWorker } from './worker';

const config = workerConfigFromEnv(process.env);
const { worker, connection } = await createWorker(config);
console.log(`worker polling task queue ${worker.options.taskQueue} on ${config.temporalAddress}`);
// Worker.run() installs its own SIGINT/SIGTERM handlers and drains in-flight tasks.
await worker.run();
await connection.close();
console.log('worker stopped');
