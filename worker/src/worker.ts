// Builds the Temporal worker: the workflows bundle plus activities wired to the platform.
import {
  createAlertStore,
  createBulkElements,
  createOperationFollowUps,
  createRecordJobs,
  createRecordWriter,
  openConsoleDb,
} from '@cgi/console-store';
import { createPlatformClient, type ServiceBaseUrls } from '@cgi/platform/client';
import { TASK_QUEUE } from '@cgi/workflows';
import {
  consoleDataConverter,
  createValueSealer,
  createPseudonyms,
  loadPayloadKeys,
  loadPseudonymKeys,
  type PayloadKeysConfig,
  type PseudonymKeysConfig,
} from '@cgi/workflows/codec';
import { Client, Connection } from '@temporalio/client';
import { NativeConnection, Worker, type WorkerOptions } from '@temporalio/worker';
import { createActivities } from './activities';
import { storedApprovalPolicies } from './activities/approval-policies';
import { createOutcomeActivities } from './activities/outcomes';
import { createRecordUpkeepActivities } from './record/activities';
import { createRecordStreamActivities } from './record/stream';
import { createErasureActivities } from './record/erasure';
import { createAlertActivities, type AlertConfig } from './alerts/activities';
import { platformCallInterceptors } from './activity-calls';
import type { OperationMetrics } from './observability/operation-metrics';
import { workflowCode } from './workflow-bundle';
import { consoleWorkerTuning } from './worker-tuning';

export { workflowsPath } from './workflow-bundle';

export interface WorkerConfig {
  temporalAddress: string;
  namespace: string;
  taskQueue?: string;
  serviceBaseUrls: ServiceBaseUrls;
  /** Token the activities forward to the platform services. */
  serviceToken?: string;
  consoleDatabaseUrl: string;
  /** The embedded database's password file, for a URL that names no password (DATA_DIR's). */
  consoleDatabasePasswordFile?: string;
  bulkConcurrency?: number;
  /** A prebuilt workflow bundle (see workflow-bundle.ts); without it the workflows are bundled here. */
  workflowBundlePath?: string;
  /** Keys of the payload codec: what the worker writes to Temporal is encrypted with them. */
  payloadKeys: PayloadKeysConfig;
  /** Keys of the pseudonyms a retry's workflow id and search attributes get (the api's). */
  pseudonymKeys: PseudonymKeysConfig;
  /** The platform's service credential (X-Platform-Key). */
  serviceKey?: string;
  /** Workflow tasks the worker holds at once (WORKER_WORKFLOW_TASK_SLOTS). */
  workflowTaskSlots?: number;
  /** The alerts' evaluation interval, webhook retries and secret (issue 31). */
  alerts?: Partial<AlertConfig>;
  /** Whether approval policies apply (OPERATION_APPROVALS, as the api's; default on). */
  approvals?: boolean;
  /** How long the console's record keeps an entry (CONSOLE_RECORD_RETENTION; default 10 years). */
  recordRetentionMs?: number;
}

const TEN_YEARS_MS = 10 * 365.25 * 24 * 60 * 60 * 1000;

export async function createWorker(
  config: WorkerConfig,
  overrides: Partial<WorkerOptions> = {},
  extras: { operationMetrics?: OperationMetrics } = {},
) {
  const payloadKeys = await loadPayloadKeys(config.payloadKeys);
  const dataConverter = consoleDataConverter(payloadKeys);
  const pseudonyms = createPseudonyms(await loadPseudonymKeys(config.pseudonymKeys));
  const connection = await NativeConnection.connect({ address: config.temporalAddress });
  // A client of its own for the activities that read other operations (retries).
  const clientConnection = await Connection.connect({ address: config.temporalAddress });
  const temporal = new Client({ connection: clientConnection, namespace: config.namespace, dataConverter });
  const platform = createPlatformClient({
    baseUrls: config.serviceBaseUrls,
    token: config.serviceToken,
    serviceKey: config.serviceKey,
  });
  const consoleDb = await openConsoleDb({
    url: config.consoleDatabaseUrl,
    passwordFile: config.consoleDatabasePasswordFile,
  });
  const recordWriter = createRecordWriter(consoleDb, createValueSealer(dataConverter.payloadCodecs ?? []));
  const { workflowModules, ...code } = workflowCode(config.workflowBundlePath);
  const { interceptors, ...rest } = overrides;
  const worker = await Worker.create({
    connection,
    namespace: config.namespace,
    taskQueue: config.taskQueue ?? TASK_QUEUE,
    ...code,
    dataConverter,
    activities: {
      ...createActivities({
        platform,
        temporal,
        elements: createBulkElements(consoleDb, {
          sealer: createValueSealer(dataConverter.payloadCodecs ?? []),
          pseudonyms,
        }),
        followUps: createOperationFollowUps(consoleDb),
        pseudonyms,
        bulk: config.bulkConcurrency ? { concurrency: config.bulkConcurrency } : undefined,
        approvalPolicy: config.approvals === false ? null : storedApprovalPolicies(consoleDb),
      }),
      // Each operation's whole run into the console's record as it ends.
      ...createOutcomeActivities({ writer: recordWriter, pseudonyms }, extras.operationMetrics),
      ...createRecordUpkeepActivities({
        db: consoleDb,
        writer: recordWriter,
        jobs: createRecordJobs(consoleDb),
        temporal,
        pseudonyms,
        retentionMs: config.recordRetentionMs ?? TEN_YEARS_MS,
      }),
      ...createErasureActivities({ db: consoleDb, writer: recordWriter, temporal }),
      ...createAlertActivities({ store: createAlertStore(consoleDb), temporal, config: config.alerts }),
      // The record to the organization's audit store, with the alerts' secret and destination rules.
      ...createRecordStreamActivities({
        db: consoleDb,
        protection: { sealer: createValueSealer(dataConverter.payloadCodecs ?? []), pseudonyms },
        config: {
          webhookSecret: config.alerts?.webhookSecret,
          ...(config.alerts?.destinations ? { destinations: config.alerts.destinations } : {}),
        },
      }),
    },
    interceptors: {
      ...interceptors,
      activity: [platformCallInterceptors, ...(interceptors?.activity ?? [])],
      workflowModules: [...workflowModules, ...(interceptors?.workflowModules ?? [])],
    },
    ...consoleWorkerTuning(config.workflowTaskSlots),
    ...rest,
  });
  return { worker, connection, clientConnection, consoleDb, temporal, recordWriter, pseudonyms };
}
