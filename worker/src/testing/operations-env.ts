// Test harness: a real local Temporal dev server (the installed `temporal` binary), the
// reference platform on in-memory PGlite with the demo seed, and a worker in this process.
import {
  createPlatformClient,
  baseUrlsFor,
  type PlatformClient,
  type ServiceBaseUrls,
} from '@cgi/platform/client';
import { startPlatform } from '@cgi/platform';
import { operationSearchAttributes, TASK_QUEUE } from '@cgi/workflows';
import { consoleDataConverter, generatePayloadKey, type PayloadKey } from '@cgi/workflows/codec';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Runtime, DefaultLogger, Worker } from '@temporalio/worker';
import { createActivities } from '../activities';
import { workflowsPath } from '../worker';

export async function resolveTemporalCli(): Promise<string> {
  if (process.env.TEMPORAL_CLI_PATH) return process.env.TEMPORAL_CLI_PATH;
  const { findTemporalCli } = await import('../../../scripts/lib/temporal-cli');
  return findTemporalCli();
}

let runtimeInstalled = false;

/**
 * The payload codec's keys in every test environment of this process: the worker and the
 * clients encrypt as in production. A worker started as a child process gets them through
 * TEMPORAL_PAYLOAD_KEYS (formatPayloadKeys).
 */
export const TEST_PAYLOAD_KEYS: readonly PayloadKey[] = [generatePayloadKey('test')];

export async function startTemporalTestEnv(
  options: { payloadKeys?: readonly PayloadKey[] } = {},
): Promise<TestWorkflowEnvironment> {
  if (!runtimeInstalled) {
    // Keep test output readable: failed activities and workflows are expected in these tests,
    // so only errors from the SDK are printed.
    Runtime.install({ logger: new DefaultLogger('ERROR') });
    runtimeInstalled = true;
  }
  const executable = await resolveTemporalCli();
  // On a loaded machine the dev server can miss the SDK's connect deadline; a fresh server
  // (new ports) on the next try is enough, and a real failure still fails after three.
  for (let attempt = 1; ; attempt++) {
    try {
      return await TestWorkflowEnvironment.createLocal({
        client: { dataConverter: consoleDataConverter(options.payloadKeys ?? TEST_PAYLOAD_KEYS) },
        server: {
          executable: { type: 'existing-path', path: executable },
          searchAttributes: Object.values(operationSearchAttributes),
          ui: false,
          log: { format: 'pretty', level: 'error' },
        },
      });
    } catch (error) {
      if (attempt >= 3) throw error;
      process.stderr.write(
        `Temporal dev server did not answer in time (attempt ${attempt}): ${String(error)}\n`,
      );
    }
  }
}

export interface OperationsTestEnv {
  temporal: TestWorkflowEnvironment;
  platformUrl: string;
  baseUrls: ServiceBaseUrls;
  platform: PlatformClient;
  startWorker(): Promise<void>;
  stopWorker(): Promise<void>;
  stop(): Promise<void>;
}

export async function startOperationsTestEnv(
  options: { latencyMs?: number; withWorker?: boolean } = {},
): Promise<OperationsTestEnv> {
  const [temporal, platformServer] = await Promise.all([
    startTemporalTestEnv(),
    startPlatform({ port: 0, seed: 'demo', faults: true, latencyMs: options.latencyMs }),
  ]);
  const baseUrls = baseUrlsFor(platformServer.url);
  const platform = createPlatformClient({ baseUrls });
  let worker: Worker | undefined;
  let running: Promise<void> | undefined;

  const env: OperationsTestEnv = {
    temporal,
    platformUrl: platformServer.url,
    baseUrls,
    platform,
    async startWorker() {
      worker = await Worker.create({
        connection: temporal.nativeConnection,
        taskQueue: TASK_QUEUE,
        workflowsPath,
        dataConverter: consoleDataConverter(TEST_PAYLOAD_KEYS),
        activities: createActivities({ platform, temporal: temporal.client }),
      });
      running = worker.run();
    },
    async stopWorker() {
      if (!worker) return;
      worker.shutdown();
      await running;
      worker = undefined;
    },
    async stop() {
      await env.stopWorker();
      await temporal.teardown();
      await platformServer.close();
    },
  };
  if (options.withWorker !== false) await env.startWorker();
  return env;
}
