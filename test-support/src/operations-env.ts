// Test harness: a real local Temporal dev server (the installed `temporal` binary; one shared by
// the whole vitest run, a namespace per test file, see shared-temporal.ts), the reference
// platform on in-memory PGlite with the demo seed, and a worker in this process.
import {
  createPlatformClient,
  baseUrlsFor,
  type PlatformClient,
  type ServiceBaseUrls,
} from '@cgi/platform/client';
import {
  createBulkElements,
  openConsoleDb,
  type Db,
  type ElementProtection,
  type StoredElement,
} from '@cgi/console-store';
import {
  createAlertStore,
  createOperationFollowUps,
  createRecordJobs,
  createRecordWriter,
} from '@cgi/console-store';
import { createAlertActivities, type AlertConfig } from '../../worker/src/alerts/activities';
import { createRecordStreamActivities, type RecordStreamConfig } from '../../worker/src/record/stream';
import { createOutcomeActivities } from '../../worker/src/activities/outcomes';
import { createRecordUpkeepActivities } from '../../worker/src/record/activities';
import { operationSearchAttributes, TASK_QUEUE } from '@cgi/workflows';
import {
  consoleDataConverter,
  createValueSealer,
  createPseudonyms,
  PayloadEncryptionCodec,
  generatePayloadKey,
  generatePseudonymKey,
  type PayloadKey,
  type PseudonymKey,
  type Pseudonyms,
} from '@cgi/workflows/codec';
import { IllegalStateError } from '@temporalio/common';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Runtime, DefaultLogger, Worker, type ActivityInterceptorsFactory } from '@temporalio/worker';
import { startTestPlatform } from './platform';
import { createActivities } from '../../worker/src/activities';
import { createErasureActivities } from '../../worker/src/record/erasure';
import { storedApprovalPolicies } from '../../worker/src/activities/approval-policies';
import { REPLAY_FIXTURE_KEY } from '../../worker/src/replay/fixture-key';
import type { BulkConfig } from '../../worker/src/activities/bulk';
import { platformCallInterceptors } from '../../worker/src/activity-calls';
import { workflowCode } from '../../worker/src/workflow-bundle';
import { consoleWorkerTuning } from '../../worker/src/worker-tuning';
import { assertIntegrationProject } from './project-guard';
import { sharedTemporalTestEnv, sharedTestServices } from './shared-temporal';
import { temporalDevDynamicConfigFlags } from '../../scripts/lib/temporal-dynamic-config';
import { TEMPORAL_UI_PATH } from '../../api/src/temporal-ui/path';

export async function resolveTemporalCli(): Promise<string> {
  if (process.env.TEMPORAL_CLI_PATH) return process.env.TEMPORAL_CLI_PATH;
  const { findTemporalCli } = await import('../../scripts/lib/temporal-cli');
  return findTemporalCli();
}

let runtimeInstalled = false;

/**
 * The payload codec's keys in every test environment of this process: the worker and the
 * clients encrypt as in production. A worker started as a child process gets them through
 * TEMPORAL_PAYLOAD_KEYS (formatPayloadKeys).
 */
export const TEST_PAYLOAD_KEYS: readonly PayloadKey[] = process.env.RECORD_HISTORIES
  ? // Recording the replay fixtures: a key the replay test has too.
    [REPLAY_FIXTURE_KEY]
  : [generatePayloadKey('test')];

/** The pseudonym keys of every test environment of this process (TEMPORAL_PSEUDONYM_KEYS for a child). */
export const TEST_PSEUDONYM_KEYS: readonly PseudonymKey[] = [generatePseudonymKey('t1')];
/** What the api and the worker of a test environment write into workflow ids and search attributes. */
export const testPseudonyms: Pseudonyms = createPseudonyms(TEST_PSEUDONYM_KEYS);
/** How the api and the worker of a test environment keep bulk elements (their keys, as in production). */
export const testElementProtection: ElementProtection = {
  sealer: createValueSealer([new PayloadEncryptionCodec(TEST_PAYLOAD_KEYS)]),
  pseudonyms: testPseudonyms,
};

function installRuntime(): void {
  if (runtimeInstalled) return;
  // Keep test output readable: failed activities and workflows are expected in these tests,
  // so only errors from the SDK are printed.
  try {
    Runtime.install({ logger: new DefaultLogger('ERROR') });
  } catch (error) {
    // vitest runs several files in one process (isolate: false): a file before this one may
    // have made the process's runtime already; it is as good, only its log level differs.
    if (!(error instanceof IllegalStateError)) throw error;
  }
  runtimeInstalled = true;
}

/**
 * A Temporal environment with a namespace of its own (`temporal.namespace`). With `dbFilename`
 * a dev server of its own that keeps its data in that SQLite file (tests that read the file).
 */
export async function startTemporalTestEnv(
  options: { payloadKeys?: readonly PayloadKey[]; dbFilename?: string } = {},
): Promise<TestWorkflowEnvironment> {
  assertIntegrationProject('Temporal');
  installRuntime();
  const keys = options.payloadKeys ?? TEST_PAYLOAD_KEYS;
  const shared = options.dbFilename ? undefined : await sharedTestServices();
  if (shared) return sharedTemporalTestEnv(shared.temporalAddress, consoleDataConverter(keys));
  return startLocalTemporal({ payloadKeys: keys, dbFilename: options.dbFilename });
}

/**
 * The Temporal UI as the launcher runs it (under /temporal, its codec on the origin it is opened
 * from), for the api tests of the console's /temporal door.
 */
export const TEST_TEMPORAL_UI_ARGS = [
  '--ui-public-path',
  TEMPORAL_UI_PATH,
  '--ui-codec-endpoint',
  '/codec',
  '--ui-disable-news-fetch',
];

/** A dev server of its own (the global setup's shared one, or a file run outside it). */
export async function startLocalTemporal(
  options: {
    payloadKeys?: readonly PayloadKey[];
    /** Serve the Temporal UI on this port (TEST_TEMPORAL_UI_ARGS); none: headless. */
    uiPort?: number;
    /** Keep the server's data in this SQLite file (default: in memory). */
    dbFilename?: string;
  } = {},
): Promise<TestWorkflowEnvironment> {
  installRuntime();
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
          ...(options.uiPort ? { uiPort: options.uiPort } : { ui: false }),
          ...(options.dbFilename ? { dbFilename: options.dbFilename } : {}),
          log: { format: 'pretty', level: 'error' },
          // What the stack's server runs with: tests see the same dispatch (eager activities, queue reads).
          extraArgs: [...temporalDevDynamicConfigFlags(), ...(options.uiPort ? TEST_TEMPORAL_UI_ARGS : [])],
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

/** The record's default retention (CONSOLE_RECORD_RETENTION's default, 10y). */
const TEN_YEARS_MS = 10 * 365.25 * 24 * 60 * 60 * 1000;

export type OperationsTestEnvAlerts = Partial<AlertConfig>;
export type OperationsTestEnvRecordStream = Partial<RecordStreamConfig>;

export interface OperationsTestEnv {
  temporal: TestWorkflowEnvironment;
  platformUrl: string;
  baseUrls: ServiceBaseUrls;
  platform: PlatformClient;
  /** The platform's own database (tests insert what no service creates, such as device sessions). */
  platformDb: Db;
  /** The console's own database, in memory (the api's refusal record, bulk elements). */
  consoleDb: Db;
  /** Every element of a bulk operation, in order (from the console's store). */
  elementsOf(operationId: string): Promise<StoredElement[]>;
  startWorker(): Promise<void>;
  stopWorker(): Promise<void>;
  stop(): Promise<void>;
}

export async function startOperationsTestEnv(
  options: {
    latencyMs?: number;
    withWorker?: boolean;
    bulk?: Partial<BulkConfig>;
    /** Extra activity interceptors of the worker (observability tests). */
    activityInterceptors?: ActivityInterceptorsFactory[];
    /** The alerts' timing and webhook secret (the evaluator runs only where a test starts it). */
    alerts?: Partial<AlertConfig>;
    /** The record stream's timing (its loop runs only where a test starts it). */
    recordStream?: Partial<RecordStreamConfig>;
    /** Whether the worker reads the approval policies (the api's `approvals`; off by default). */
    approvals?: boolean;
    /** A Temporal dev server of its own keeping its data in this SQLite file. */
    temporalDbFile?: string;
    /** How long the record's purge keeps an entry (CONSOLE_RECORD_RETENTION; ten years by default). */
    recordRetentionMs?: number;
  } = {},
): Promise<OperationsTestEnv> {
  // Temporal first: loading a PGlite database holds this process's event loop for a second or
  // more (several on a loaded machine), and a gRPC connection whose handshake waits behind it
  // fails with 'Failed to connect before the deadline' (worker-crash's setup did under load).
  const temporal = await startTemporalTestEnv({ dbFilename: options.temporalDbFile });
  const [{ platform: platformServer }, shared, consoleDb] = await Promise.all([
    // From the seeded template the platform's tests share: no initdb, migrations or seed here.
    startTestPlatform({ faults: true, latencyMs: options.latencyMs }),
    sharedTestServices(),
    openConsoleDb({}),
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
    consoleDb,
    platformDb: platformServer.db,
    async elementsOf(operationId) {
      return (
        await createBulkElements(consoleDb, testElementProtection).page(operationId, { limit: 1_000_000 })
      ).items;
    },
    async startWorker() {
      const { workflowModules, ...code } = workflowCode(shared?.workflowBundle);
      const recordWriter = createRecordWriter(
        consoleDb,
        createValueSealer(consoleDataConverter(TEST_PAYLOAD_KEYS).payloadCodecs ?? []),
      );
      worker = await Worker.create({
        connection: temporal.nativeConnection,
        namespace: temporal.namespace,
        taskQueue: TASK_QUEUE,
        ...code,
        dataConverter: consoleDataConverter(TEST_PAYLOAD_KEYS),
        activities: {
          ...createActivities({
            platform,
            temporal: temporal.client,
            elements: createBulkElements(consoleDb, testElementProtection),
            followUps: createOperationFollowUps(consoleDb),
            bulk: options.bulk,
            pseudonyms: testPseudonyms,
            approvalPolicy: options.approvals ? storedApprovalPolicies(consoleDb) : null,
          }),
          ...createOutcomeActivities({ writer: recordWriter, pseudonyms: testPseudonyms }),
          ...createRecordUpkeepActivities({
            db: consoleDb,
            writer: recordWriter,
            jobs: createRecordJobs(consoleDb),
            temporal: temporal.client,
            pseudonyms: testPseudonyms,
            retentionMs: options.recordRetentionMs ?? TEN_YEARS_MS,
          }),
          ...createErasureActivities({ db: consoleDb, writer: recordWriter, temporal: temporal.client }),
          ...createAlertActivities({
            store: createAlertStore(consoleDb),
            temporal: temporal.client,
            config: options.alerts,
          }),
          // The record's stream (its loop runs only where a test starts it), as the worker wires it.
          ...createRecordStreamActivities({
            db: consoleDb,
            protection: testElementProtection,
            config: {
              webhookSecret: options.alerts?.webhookSecret,
              ...(options.alerts?.destinations ? { destinations: options.alerts.destinations } : {}),
              ...options.recordStream,
            },
          }),
        },
        interceptors: {
          workflowModules,
          activity: [platformCallInterceptors, ...(options.activityInterceptors ?? [])],
        },
        ...consoleWorkerTuning(),
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
      if (process.env.RECORD_HISTORIES) {
        const { recordHistories } = await import('./record-histories');
        await recordHistories(
          temporal.client,
          temporal.address,
          await resolveTemporalCli(),
          process.env.RECORD_HISTORIES,
        );
      }
      await temporal.teardown();
      await platformServer.close();
      await consoleDb.close();
    },
  };
  if (options.withWorker !== false) await env.startWorker();
  return env;
}
