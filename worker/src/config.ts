import { resolveServiceBaseUrls } from '@cgi/platform/client';
import type { LogLevel } from '@temporalio/worker';
import type { LevelWithSilent } from 'pino';
import { z } from 'zod';
import type { WorkerConfig } from './worker';

const envSchema = z.object({
  TEMPORAL_ADDRESS: z.string().default('127.0.0.1:7233'),
  TEMPORAL_NAMESPACE: z.string().default('default'),
  TEMPORAL_TASK_QUEUE: z.string().optional(),
  PLATFORM_URL: z.url().default('http://127.0.0.1:3100'),
  PLATFORM_SERVICE_TOKEN: z.string().optional(),
  // A workflow bundle built beforehand (workflow-bundle.ts); without it the worker bundles at start.
  WORKFLOW_BUNDLE: z.string().optional(),
  // Where the worker writes its heartbeat (the api's health reads it); without it, none.
  CONSOLE_DATABASE_URL: z.string().optional(),
  // /metrics, /health/live and /health/ready on a port of their own; without it, none.
  WORKER_METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The Temporal SDK's own lines (its INFO includes webpack's module list at every start).
  WORKER_LOG_LEVEL: z.enum(['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR']).default('WARN'),
});

export interface WorkerProcessConfig extends WorkerConfig {
  consoleDatabaseUrl?: string;
  metricsPort?: number;
  logLevel: LevelWithSilent;
  sdkLogLevel: LogLevel;
}

export function workerConfigFromEnv(env: NodeJS.ProcessEnv): WorkerProcessConfig {
  const parsed = envSchema.parse(env);
  return {
    temporalAddress: parsed.TEMPORAL_ADDRESS,
    namespace: parsed.TEMPORAL_NAMESPACE,
    taskQueue: parsed.TEMPORAL_TASK_QUEUE,
    serviceBaseUrls: resolveServiceBaseUrls(parsed.PLATFORM_URL, env),
    serviceToken: parsed.PLATFORM_SERVICE_TOKEN,
    ...(parsed.WORKFLOW_BUNDLE ? { workflowBundlePath: parsed.WORKFLOW_BUNDLE } : {}),
    ...(parsed.CONSOLE_DATABASE_URL ? { consoleDatabaseUrl: parsed.CONSOLE_DATABASE_URL } : {}),
    ...(parsed.WORKER_METRICS_PORT !== undefined ? { metricsPort: parsed.WORKER_METRICS_PORT } : {}),
    logLevel: parsed.LOG_LEVEL,
    sdkLogLevel: parsed.WORKER_LOG_LEVEL,
  };
}
