// Console API configuration, read once from the environment and validated.
import { resolveServiceBaseUrls, type ServiceBaseUrls } from '@cgi/platform/client';
import { payloadKeysConfig, payloadKeysVariableSchema, type PayloadKeysConfig } from '@cgi/workflows/codec';
import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  // Prometheus metrics on a port of their own, so they never share the public listener.
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TEMPORAL_ADDRESS: z.string().default('127.0.0.1:7233'),
  TEMPORAL_NAMESPACE: z.string().default('default'),
  TEMPORAL_UI_URL: z.url().default('http://localhost:8233'),
  // The Temporal UI server the api serves under /temporal, behind the sign-in (unset: not served).
  TEMPORAL_UI_UPSTREAM: z.url().optional(),
  // Origins of a Temporal UI elsewhere that may call /codec/* with the staff cookie (comma-separated).
  CODEC_ALLOWED_ORIGINS: z.string().optional(),
  PLATFORM_URL: z.url().default('http://127.0.0.1:3100'),
  // The console's own database: the embedded one `npm start` serves, or a PostgreSQL server.
  CONSOLE_DATABASE_URL: z.string().default('postgres://console@127.0.0.1:5434/console'),
  WEB_DIST: z.string().default('web/dist'),
  AUTH_MODE: z.enum(['embedded', 'external']).default('embedded'),
  AUTH_ISSUER: z.string().optional(),
  AUTH_JWKS_URL: z.url().optional(),
  AUTH_SIGN_IN_URL: z.string().optional(),
  AUTH_LOGOUT_URL: z.string().optional(),
  AUTH_ALGORITHMS: z.string().default('RS256,ES256'),
  CONSOLE_ENVIRONMENT: z.enum(['QA', 'UAT', 'DEV', 'PROD']).default('UAT'),
  TEMPORAL_PAYLOAD_KEYS: payloadKeysVariableSchema.optional(),
  // Step retries of the operations this api starts (default: the workflows' 5 attempts, 1 s → 15 s).
  OPERATION_RETRY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).optional(),
  OPERATION_RETRY_BACKOFF_MS: z.coerce.number().int().min(10).max(60_000).optional(),
});

export type AuthConfig =
  | { mode: 'embedded'; keyDir: string; algorithms: string[] }
  | {
      mode: 'external';
      issuer?: string;
      jwksUrl: string;
      algorithms: string[];
      signInUrl: string;
      logoutUrl: string;
    };

export interface ApiConfig {
  port: number;
  host: string;
  dataDir: string;
  /** The console database: a server by URL (the embedded one `npm start` serves by default). */
  consoleDatabase: { url?: string; dataDir: string };
  metricsPort?: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  temporal: {
    address: string;
    namespace: string;
    uiUrl: string;
    uiUpstream?: string;
    codecAllowedOrigins: string[];
  };
  platformUrl: string;
  serviceBaseUrls: ServiceBaseUrls;
  webDist: string;
  auth: AuthConfig;
  environment: 'QA' | 'UAT' | 'DEV' | 'PROD';
  /** Keys of the payload codec (the worker must see the same ones). */
  payloadKeys: PayloadKeysConfig;
  /** Where earlier versions kept service accounts (imported into the console database once). */
  serviceAccounts: { keyDir: string; storePath: string };
  stepRetry?: { maxAttempts: number; initialBackoffMs: number; maxBackoffMs: number };
}

export function apiConfigFromEnv(env: NodeJS.ProcessEnv): ApiConfig {
  const parsed = envSchema.parse(env);
  const algorithms = parsed.AUTH_ALGORITHMS.split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  let auth: AuthConfig;
  if (parsed.AUTH_MODE === 'external') {
    if (!parsed.AUTH_JWKS_URL || !parsed.AUTH_SIGN_IN_URL) {
      throw new Error('AUTH_MODE=external requiere AUTH_JWKS_URL y AUTH_SIGN_IN_URL');
    }
    auth = {
      mode: 'external',
      issuer: parsed.AUTH_ISSUER,
      jwksUrl: parsed.AUTH_JWKS_URL,
      algorithms: algorithms.filter((a) => a !== 'none' && !a.startsWith('HS')),
      signInUrl: parsed.AUTH_SIGN_IN_URL,
      logoutUrl: parsed.AUTH_LOGOUT_URL ?? '/login',
    };
  } else {
    auth = { mode: 'embedded', keyDir: `${parsed.DATA_DIR}/dev-idp`, algorithms: ['RS256'] };
  }
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: parsed.DATA_DIR,
    consoleDatabase: {
      url: parsed.CONSOLE_DATABASE_URL,
      dataDir: `${parsed.DATA_DIR}/console-db`,
    },
    ...(parsed.METRICS_PORT !== undefined ? { metricsPort: parsed.METRICS_PORT } : {}),
    logLevel: parsed.LOG_LEVEL,
    temporal: {
      address: parsed.TEMPORAL_ADDRESS,
      namespace: parsed.TEMPORAL_NAMESPACE,
      uiUrl: parsed.TEMPORAL_UI_URL,
      uiUpstream: parsed.TEMPORAL_UI_UPSTREAM,
      codecAllowedOrigins: (parsed.CODEC_ALLOWED_ORIGINS ?? new URL(parsed.TEMPORAL_UI_URL).origin)
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    },
    platformUrl: parsed.PLATFORM_URL,
    serviceBaseUrls: resolveServiceBaseUrls(parsed.PLATFORM_URL, env),
    webDist: parsed.WEB_DIST,
    auth,
    environment: parsed.CONSOLE_ENVIRONMENT,
    payloadKeys: payloadKeysConfig({
      keys: parsed.TEMPORAL_PAYLOAD_KEYS,
      dataDir: parsed.DATA_DIR,
      environment: parsed.CONSOLE_ENVIRONMENT,
    }),
    serviceAccounts: {
      keyDir: `${parsed.DATA_DIR}/service-accounts`,
      storePath: `${parsed.DATA_DIR}/service-accounts/accounts.json`,
    },
    ...(parsed.OPERATION_RETRY_MAX_ATTEMPTS !== undefined || parsed.OPERATION_RETRY_BACKOFF_MS !== undefined
      ? {
          stepRetry: {
            maxAttempts: parsed.OPERATION_RETRY_MAX_ATTEMPTS ?? 5,
            initialBackoffMs: parsed.OPERATION_RETRY_BACKOFF_MS ?? 1_000,
            maxBackoffMs: (parsed.OPERATION_RETRY_BACKOFF_MS ?? 1_000) * 15,
          },
        }
      : {}),
  };
}
