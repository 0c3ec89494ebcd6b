// Builds the Temporal worker: the workflows bundle plus activities wired to the platform.
import { fileURLToPath } from 'node:url';
import { createPlatformClient, type ServiceBaseUrls } from '@cgi/platform/client';
import { TASK_QUEUE } from '@cgi/workflows';
import { Client, Connection } from '@temporalio/client';
import { NativeConnection, Worker, type WorkerOptions } from '@temporalio/worker';
import { createActivities } from './activities';

export interface WorkerConfig {
  temporalAddress: string;
  namespace: string;
  taskQueue?: string;
  serviceBaseUrls: ServiceBaseUrls;
  /** Token the activities forward to the platform services. */
  serviceToken?: string;
  /** The platform's service credential (X-Platform-Key). */
  serviceKey?: string;
}

export const workflowsPath = fileURLToPath(import.meta.resolve('@cgi/workflows/workflows'));

export async function createWorker(config: WorkerConfig, overrides: Partial<WorkerOptions> = {}) {
  const connection = await NativeConnection.connect({ address: config.temporalAddress });
  // A client of its own for the activities that read other operations (retries).
  const clientConnection = await Connection.connect({ address: config.temporalAddress });
  const temporal = new Client({ connection: clientConnection, namespace: config.namespace });
  const platform = createPlatformClient({
    baseUrls: config.serviceBaseUrls,
    token: config.serviceToken,
    serviceKey: config.serviceKey,
  });
  const worker = await Worker.create({
    connection,
    namespace: config.namespace,
    taskQueue: config.taskQueue ?? TASK_QUEUE,
    workflowsPath,
    activities: createActivities({ platform, temporal }),
    ...overrides,
  });
  return { worker, connection, clientConnection };
}
