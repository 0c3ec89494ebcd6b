// Environment of the platform process, read once by main.ts.
import path from 'node:path';
import { z } from 'zod';
import { serviceKeyFromEnv } from './client/service-key';
import { assertDoorClosed } from './http/door';
import { seedSizes } from './seed';
import { developmentSettings } from './services/settings';

const seedValues = ['none', ...Object.keys(seedSizes)] as [string, ...string[]];

const envSchema = z.object({
  PLATFORM_PORT: z.coerce.number().int().min(0).max(65_535).default(3100),
  PLATFORM_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.url().optional(),
  PLATFORM_SEED: z.enum(seedValues).default('demo'),
  PLATFORM_LATENCY_MS: z.coerce.number().int().min(0).default(0),
  PLATFORM_FAULTS: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
  /** `production` turns the test hooks off whatever PLATFORM_FAULTS says, and requires real secrets. */
  PLATFORM_MODE: z.enum(['development', 'test', 'production']).default('development'),
  PLATFORM_IDENTITY_CLIENT_ID: z.string().min(1).optional(),
  PLATFORM_JOB_KEY: z.string().min(1).optional(),
  PLATFORM_TOKEN_SECRET: z.string().min(32).optional(),
});

export function readConfig(env: NodeJS.ProcessEnv) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`invalid platform configuration: ${detail}`);
  }
  const e = parsed.data;
  const secrets = {
    identityClientId: e.PLATFORM_IDENTITY_CLIENT_ID,
    jobKey: e.PLATFORM_JOB_KEY,
    tokenSecret: e.PLATFORM_TOKEN_SECRET,
  };
  if (e.PLATFORM_MODE === 'production') {
    const missing = Object.entries(secrets).filter(([, value]) => value === undefined);
    if (missing.length > 0) {
      throw new Error(
        'invalid platform configuration: production mode needs PLATFORM_IDENTITY_CLIENT_ID, PLATFORM_JOB_KEY and PLATFORM_TOKEN_SECRET',
      );
    }
  }
  // Open only in the embedded default: development or test mode, reachable from this machine only.
  let serviceKey: string | undefined;
  try {
    serviceKey = serviceKeyFromEnv(env);
    assertDoorClosed({ mode: e.PLATFORM_MODE, host: e.PLATFORM_HOST, serviceKey });
  } catch (error) {
    throw new Error(
      `invalid platform configuration: ${(error as Error).message} (PLATFORM_SERVICE_KEY or ` +
        'PLATFORM_SERVICE_KEY_FILE: a shared secret of 32 characters or more that the api and the worker send too)',
      { cause: error },
    );
  }
  return {
    port: e.PLATFORM_PORT,
    host: e.PLATFORM_HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATABASE_URL ? undefined : path.join(e.DATA_DIR, 'platform'),
    seed: e.PLATFORM_SEED as keyof typeof seedSizes | 'none',
    latencyMs: e.PLATFORM_LATENCY_MS,
    faults: e.PLATFORM_FAULTS,
    mode: e.PLATFORM_MODE,
    serviceKey,
    settings: {
      identityClientId: secrets.identityClientId ?? developmentSettings.identityClientId,
      jobKey: secrets.jobKey ?? developmentSettings.jobKey,
      tokenSecret: secrets.tokenSecret ?? developmentSettings.tokenSecret,
    },
  };
}
