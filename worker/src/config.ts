import { consoleDbPasswordPath } from '@cgi/console-store';
import { resolveServiceBaseUrls, serviceKeyFromEnv } from '@cgi/platform/client';
import type { LogLevel } from '@temporalio/worker';
import type { LevelWithSilent } from 'pino';
import {
  payloadKeysConfig,
  payloadKeysVariableSchema,
  pseudonymKeysConfig,
  pseudonymKeysVariableSchema,
} from '@cgi/workflows/codec';
import { serviceEndpointsOf, webhookAllowedHostsSchema } from '@cgi/workflows/webhooks';
import { z } from 'zod';
import type { WorkerMetricsListener } from './observability/metrics-server';
import type { WorkerConfig } from './worker';
import { DEFAULT_WORKFLOW_TASK_SLOTS } from './worker-tuning';
import { recordRetentionSchema } from './record/retention';

const envSchema = z.object({
  TEMPORAL_ADDRESS: z.string().default('127.0.0.1:7233'),
  TEMPORAL_NAMESPACE: z.string().default('default'),
  TEMPORAL_TASK_QUEUE: z.string().optional(),
  PLATFORM_URL: z.url().default('http://127.0.0.1:3100'),
  PLATFORM_SERVICE_TOKEN: z.string().optional(),
  // The console's own database: the elements of bulk operations (the embedded one `npm start` serves).
  CONSOLE_DATABASE_URL: z.string().default('postgres://console@127.0.0.1:5434/console'),
  // Platform calls in flight at once for one chunk of a bulk operation (two chunks run at once).
  BULK_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  // Workflow tasks held at once on a busy machine (worker-tuning.ts says why few): the SDK's core needs at least 2.
  WORKER_WORKFLOW_TASK_SLOTS: z.coerce.number().int().min(2).max(200).default(DEFAULT_WORKFLOW_TASK_SLOTS),
  // A workflow bundle built beforehand (workflow-bundle.ts); without it the worker bundles at start.
  WORKFLOW_BUNDLE: z.string().optional(),
  // /metrics, /health/live and /health/ready on a port of their own; without it, none.
  WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  // Where that port listens: this machine only unless set (0.0.0.0 in a container Prometheus scrapes).
  WORKER_METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  // When set, a scrape of /metrics must send `Authorization: Bearer <token>` (the probes stay open).
  METRICS_BEARER_TOKEN: z.string().min(16, { error: 'debe tener al menos 16 caracteres' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The Temporal SDK's own lines (its INFO includes webpack's module list at every start).
  WORKER_LOG_LEVEL: z.enum(['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR']).default('WARN'),
  DATA_DIR: z.string().default('.data'),
  CONSOLE_ENVIRONMENT: z.enum(['QA', 'UAT', 'DEV', 'PROD']).default('UAT'),
  // As the api's: off only for test stacks; PROD always applies them (the api refuses off there).
  OPERATION_APPROVALS: z.enum(['on', 'off']).default('on'),
  TEMPORAL_PAYLOAD_KEYS: payloadKeysVariableSchema.optional(),
  // Alerts (issue 31): how often the rules are evaluated, how webhooks retry, what signs them.
  ALERT_EVALUATION_SECONDS: z.coerce.number().min(0.2).max(3600).default(30),
  ALERT_DELIVERY_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
  ALERT_DELIVERY_FIRST_RETRY_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
  ALERT_DELIVERY_MAX_RETRY_SECONDS: z.coerce.number().min(0.1).max(86400).default(600),
  ALERT_WEBHOOK_SECRET: z.string().min(16).optional(),
  // The console's address, for the links in alert webhooks.
  CONSOLE_PUBLIC_URL: z.url().optional(),
  // Receivers that may take alert webhooks over http:// and on internal addresses (host or
  // host:port, comma-separated); any other webhook must be https:// to a public address.
  ALERT_WEBHOOK_ALLOWED_HOSTS: webhookAllowedHostsSchema,
  TEMPORAL_PSEUDONYM_KEYS: pseudonymKeysVariableSchema.optional(),
  // How long the console's record keeps an operation ('10y', '400d', '90 days'; at least a day).
  CONSOLE_RECORD_RETENTION: recordRetentionSchema.default(recordRetentionSchema.parse('10y')),
});

export interface WorkerProcessConfig extends WorkerConfig {
  /** The metrics and probes listener (WORKER_METRICS_PORT). */
  metrics?: WorkerMetricsListener;
  logLevel: LevelWithSilent;
  sdkLogLevel: LogLevel;
}

export function workerConfigFromEnv(env: NodeJS.ProcessEnv): WorkerProcessConfig {
  const parsed = envSchema.parse(env);
  const serviceBaseUrls = resolveServiceBaseUrls(parsed.PLATFORM_URL, env);
  const metrics: WorkerMetricsListener | undefined =
    parsed.WORKER_METRICS_PORT === undefined
      ? undefined
      : {
          port: parsed.WORKER_METRICS_PORT,
          host: parsed.WORKER_METRICS_HOST,
          ...(parsed.METRICS_BEARER_TOKEN ? { bearerToken: parsed.METRICS_BEARER_TOKEN } : {}),
        };
  return {
    temporalAddress: parsed.TEMPORAL_ADDRESS,
    namespace: parsed.TEMPORAL_NAMESPACE,
    taskQueue: parsed.TEMPORAL_TASK_QUEUE,
    serviceBaseUrls,
    serviceToken: parsed.PLATFORM_SERVICE_TOKEN,
    consoleDatabaseUrl: parsed.CONSOLE_DATABASE_URL,
    consoleDatabasePasswordFile: consoleDbPasswordPath(parsed.DATA_DIR),
    bulkConcurrency: parsed.BULK_CONCURRENCY,
    workflowTaskSlots: parsed.WORKER_WORKFLOW_TASK_SLOTS,
    approvals: parsed.OPERATION_APPROVALS === 'on' || parsed.CONSOLE_ENVIRONMENT === 'PROD',
    ...(parsed.WORKFLOW_BUNDLE ? { workflowBundlePath: parsed.WORKFLOW_BUNDLE } : {}),
    ...(metrics ? { metrics } : {}),
    logLevel: parsed.LOG_LEVEL,
    sdkLogLevel: parsed.WORKER_LOG_LEVEL,
    payloadKeys: payloadKeysConfig({
      keys: parsed.TEMPORAL_PAYLOAD_KEYS,
      dataDir: parsed.DATA_DIR,
      environment: parsed.CONSOLE_ENVIRONMENT,
    }),
    pseudonymKeys: pseudonymKeysConfig({
      keys: parsed.TEMPORAL_PSEUDONYM_KEYS,
      dataDir: parsed.DATA_DIR,
      environment: parsed.CONSOLE_ENVIRONMENT,
    }),
    serviceKey: serviceKeyFromEnv(env),
    recordRetentionMs: parsed.CONSOLE_RECORD_RETENTION,
    alerts: {
      evaluationIntervalMs: parsed.ALERT_EVALUATION_SECONDS * 1000,
      delivery: {
        initialIntervalMs: parsed.ALERT_DELIVERY_FIRST_RETRY_SECONDS * 1000,
        maximumIntervalMs: parsed.ALERT_DELIVERY_MAX_RETRY_SECONDS * 1000,
        maximumAttempts: parsed.ALERT_DELIVERY_ATTEMPTS,
      },
      webhookSecret: parsed.ALERT_WEBHOOK_SECRET,
      consoleUrl: parsed.CONSOLE_PUBLIC_URL,
      destinations: {
        allowedHosts: parsed.ALERT_WEBHOOK_ALLOWED_HOSTS,
        // Never a receiver of webhooks, even on an allow-listed host.
        ownServices: serviceEndpointsOf([
          parsed.TEMPORAL_ADDRESS,
          parsed.CONSOLE_DATABASE_URL,
          parsed.PLATFORM_URL,
          ...Object.values(serviceBaseUrls),
          parsed.CONSOLE_PUBLIC_URL,
          metrics
            ? `${metrics.host.includes(':') ? `[${metrics.host}]` : metrics.host}:${metrics.port}`
            : undefined,
        ]),
      },
    },
  };
}
