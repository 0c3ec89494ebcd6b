// Console API configuration, read once from the environment and validated.
import { resolveServiceBaseUrls, type ServiceBaseUrls } from '@cgi/platform/client';
import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  TEMPORAL_ADDRESS: z.string().default('127.0.0.1:7233'),
  TEMPORAL_NAMESPACE: z.string().default('default'),
  TEMPORAL_UI_URL: z.string().default('http://localhost:8233'),
  PLATFORM_URL: z.url().default('http://127.0.0.1:3100'),
  WEB_DIST: z.string().default('web/dist'),
  AUTH_MODE: z.enum(['embedded', 'external']).default('embedded'),
  AUTH_ISSUER: z.string().optional(),
  AUTH_JWKS_URL: z.url().optional(),
  AUTH_SIGN_IN_URL: z.string().optional(),
  AUTH_LOGOUT_URL: z.string().optional(),
  AUTH_ALGORITHMS: z.string().default('RS256,ES256'),
  CONSOLE_ENVIRONMENT: z.enum(['QA', 'UAT', 'DEV', 'PROD']).default('UAT'),
  USER_MANUAL_URL: z.url().optional(),
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
  temporal: { address: string; namespace: string; uiUrl: string };
  platformUrl: string;
  serviceBaseUrls: ServiceBaseUrls;
  webDist: string;
  auth: AuthConfig;
  environment: 'QA' | 'UAT' | 'DEV' | 'PROD';
  /** The external user manual the home card opens. */
  userManualUrl: string | undefined;
  /** Service accounts: their signing key and the file that lists them (and their revocations). */
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
    temporal: {
      address: parsed.TEMPORAL_ADDRESS,
      namespace: parsed.TEMPORAL_NAMESPACE,
      uiUrl: parsed.TEMPORAL_UI_URL,
    },
    platformUrl: parsed.PLATFORM_URL,
    serviceBaseUrls: resolveServiceBaseUrls(parsed.PLATFORM_URL, env),
    webDist: parsed.WEB_DIST,
    auth,
    environment: parsed.CONSOLE_ENVIRONMENT,
    userManualUrl: parsed.USER_MANUAL_URL,
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
