import { resolveServiceBaseUrls, serviceKeyFromEnv } from '@cgi/platform/client';
import { z } from 'zod';
import type { WorkerConfig } from './worker';

const envSchema = z.object({
  TEMPORAL_ADDRESS: z.string().default('127.0.0.1:7233'),
  TEMPORAL_NAMESPACE: z.string().default('default'),
  TEMPORAL_TASK_QUEUE: z.string().optional(),
  PLATFORM_URL: z.url().default('http://127.0.0.1:3100'),
  PLATFORM_SERVICE_TOKEN: z.string().optional(),
});

export function workerConfigFromEnv(env: NodeJS.ProcessEnv): WorkerConfig {
  const parsed = envSchema.parse(env);
  return {
    temporalAddress: parsed.TEMPORAL_ADDRESS,
    namespace: parsed.TEMPORAL_NAMESPACE,
    taskQueue: parsed.TEMPORAL_TASK_QUEUE,
    serviceBaseUrls: resolveServiceBaseUrls(parsed.PLATFORM_URL, env),
    serviceToken: parsed.PLATFORM_SERVICE_TOKEN,
    serviceKey: serviceKeyFromEnv(env),
  };
}
