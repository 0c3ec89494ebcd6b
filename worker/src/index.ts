export { createWorker, workflowsPath, type WorkerConfig } from './worker';
export { createActivities } from './activities';
export { workerConfigFromEnv } from './config';
