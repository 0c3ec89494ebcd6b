// Console API configuration, read once from the environment and validated. Unsafe
// combinations (the development sign-in in PROD, an external identity provider without an
// issuer or an audience) refuse to start with a message that says what to set.
import { consoleDbPasswordPath } from '@cgi/console-store';
import { resolveServiceBaseUrls, serviceKeyFromEnv, type ServiceBaseUrls } from '@cgi/platform/client';
import {
  payloadKeysConfig,
  payloadKeysVariableSchema,
  pseudonymKeysConfig,
  pseudonymKeysVariableSchema,
  type PayloadKeysConfig,
  type PseudonymKeysConfig,
} from '@cgi/workflows/codec';
import {
  serviceEndpointsOf,
  webhookAllowedHostsSchema,
  type WebhookDestinationRules,
} from '@cgi/workflows/webhooks';
import { z } from 'zod';
import type { MetricsListener } from './observability/metrics-server';

const positiveInt = (max: number) => z.coerce.number().int().min(1).max(max);

/** Requests per client (IP address) per window; over it, 429 with Retry-After. */
export interface RateLimitConfig {
  windowSeconds: number;
  /** Development sign-in and token requests. */
  signIn: number;
  /** Operation starts, validations, retries and bulk retries. */
  operationStarts: number;
  /** Requests refused with 401 (bad, expired or forged tokens). */
  authFailures: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  windowSeconds: 60,
  signIn: 20,
  operationStarts: 60,
  authFailures: 30,
};

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Default: 127.0.0.1 with the embedded sign-in, every interface with an external provider. */
  HOST: z.string().min(1).optional(),
  /** The development sign-in on an address other machines reach: refused unless `true`. */
  DEV_SIGN_IN_ALLOW_NETWORK: z
    .enum(['true', 'false'], { error: 'debe ser true o false' })
    .default('false')
    .transform((value) => value === 'true'),
  DATA_DIR: z.string().default('.data'),
  // Prometheus metrics on a port of their own, so they never share the public listener.
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Where the metrics listen; default: where the api listens (HOST). */
  METRICS_HOST: z.string().min(1).optional(),
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  METRICS_BEARER_TOKEN: z.string().min(16, { error: 'debe tener al menos 16 caracteres' }).optional(),
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
  /** Default: `embedded`, except in PROD, where only `external` is allowed. */
  AUTH_MODE: z.enum(['embedded', 'external']).optional(),
  AUTH_ISSUER: z.string().min(1).optional(),
  AUTH_AUDIENCE: z.string().min(1).optional(),
  AUTH_JWKS_URL: z.url().optional(),
  AUTH_SIGN_IN_URL: z.string().optional(),
  AUTH_LOGOUT_URL: z.string().optional(),
  AUTH_ALGORITHMS: z.string().default('RS256,ES256'),
  /** The longest a token may live (exp − iat); a longer one is refused. */
  AUTH_MAX_TOKEN_LIFETIME_SECONDS: positiveInt(7 * 24 * 3600).default(12 * 3600),
  /** Clock difference tolerated with the identity provider on exp, nbf and iat. */
  AUTH_CLOCK_TOLERANCE_SECONDS: z.coerce.number().int().min(0).max(300).default(60),
  CONSOLE_ENVIRONMENT: z.enum(['QA', 'UAT', 'DEV', 'PROD']).default('UAT'),
  TEMPORAL_PAYLOAD_KEYS: payloadKeysVariableSchema.optional(),
  TEMPORAL_PSEUDONYM_KEYS: pseudonymKeysVariableSchema.optional(),
  /** Express `trust proxy`: hops (1), `true`, or addresses/subnets, when a proxy sets X-Forwarded-For. */
  TRUST_PROXY: z.string().optional(),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(3600).default(DEFAULT_RATE_LIMITS.windowSeconds),
  RATE_LIMIT_SIGN_IN: positiveInt(1_000_000).default(DEFAULT_RATE_LIMITS.signIn),
  RATE_LIMIT_OPERATION_STARTS: positiveInt(1_000_000).default(DEFAULT_RATE_LIMITS.operationStarts),
  RATE_LIMIT_AUTH_FAILURES: positiveInt(1_000_000).default(DEFAULT_RATE_LIMITS.authFailures),
  USER_MANUAL_URL: z.url().optional(),
  // Step retries of the operations this api starts (default: the workflows' 5 attempts, 1 s → 15 s).
  OPERATION_RETRY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).optional(),
  OPERATION_RETRY_BACKOFF_MS: z.coerce.number().int().min(10).max(60_000).optional(),
  // Four-eyes approval of the types whose policy asks for it (issue 30). 'off' only outside PROD:
  // test stacks whose specs are not about approval.
  OPERATION_APPROVALS: z.enum(['on', 'off']).default('on'),
  // How many seconds one hour of an approval policy's expiry lasts: browser tests see a request
  // lapse ('Vencida') in seconds while another waits. Test stacks only; refused in PROD.
  OPERATION_APPROVAL_HOUR_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  // Receivers that may take alert webhooks over http:// and on internal addresses (host or
  // host:port, comma-separated; the worker reads the same); any other webhook must be https:// to
  // a public address.
  ALERT_WEBHOOK_ALLOWED_HOSTS: webhookAllowedHostsSchema,
});

export interface TokenRules {
  /** The longest lifetime (exp − iat) accepted, in seconds. */
  maxLifetimeSeconds: number;
  clockToleranceSeconds: number;
}

export type AuthConfig =
  | ({ mode: 'embedded'; keyDir: string; algorithms: string[] } & TokenRules)
  | ({
      mode: 'external';
      issuer: string;
      audience: string;
      jwksUrl: string;
      algorithms: string[];
      signInUrl: string;
      logoutUrl: string;
    } & TokenRules);

export interface ApiConfig {
  port: number;
  host: string;
  /** The development sign-in served on an address other machines reach (allowed explicitly). */
  devSignInOpenToNetwork: boolean;
  dataDir: string;
  /** The console database: a server by URL (the embedded one `npm start` serves by default). */
  consoleDatabase: { url?: string; dataDir: string; passwordFile?: string };
  /** The metrics listener (METRICS_PORT), on the api's host unless METRICS_HOST says otherwise. */
  metrics?: MetricsListener;
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
  /** Sent to the platform on every call (X-Platform-Key); absent for the embedded default. */
  platformServiceKey?: string;
  webDist: string;
  auth: AuthConfig;
  environment: 'QA' | 'UAT' | 'DEV' | 'PROD';
  /** Keys of the payload codec (the worker must see the same ones). */
  payloadKeys: PayloadKeysConfig;
  /** Keys of the pseudonyms in Temporal's index (the worker must see the same ones). */
  pseudonymKeys: PseudonymKeysConfig;
  /** Where earlier versions kept service accounts (imported into the console database once). */
  trustProxy: boolean | number | string;
  rateLimits: RateLimitConfig;
  /** The external user manual the home card opens. */
  userManualUrl: string | undefined;
  /** Service accounts: their signing key and the file that lists them (and their revocations). */
  serviceAccounts: { keyDir: string; storePath: string };
  stepRetry?: { maxAttempts: number; initialBackoffMs: number; maxBackoffMs: number };
  /** Whether operations whose policy asks for approval wait for it (always in PROD). */
  approvals: boolean;
  /** How long one hour of a policy's expiry lasts, when a test stack shortens it (never in PROD). */
  approvalHourMs?: number;
  /** Where alert webhooks may point: the allow-list, and the console's services they never reach. */
  webhookDestinations: WebhookDestinationRules;
}

/** Approvals may be turned off for a test stack, never in production (segregation of duties). */
function approvalHourMsOf(seconds: number | undefined, environment: string): number | undefined {
  if (seconds === undefined) return undefined;
  if (environment === 'PROD') {
    throw new ConfigError(
      'OPERATION_APPROVAL_HOUR_SECONDS no está permitido en PROD: las aprobaciones vencen a las horas de su política',
    );
  }
  return seconds * 1000;
}

function approvalsOf(setting: 'on' | 'off', environment: string): boolean {
  if (setting === 'off' && environment === 'PROD') {
    throw new ConfigError(
      'OPERATION_APPROVALS=off no está permitido en PROD: las aprobaciones son obligatorias',
    );
  }
  return setting === 'on';
}

/** A configuration the api must not start with; main.ts prints the message and exits. */
export class ConfigError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ConfigError';
  }
}

function trustProxyOf(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** The pseudonym keys; missing in PROD, the api must not start either. */
function pseudonymKeysOf(parsed: z.infer<typeof envSchema>): PseudonymKeysConfig {
  try {
    return pseudonymKeysConfig({
      keys: parsed.TEMPORAL_PSEUDONYM_KEYS,
      dataDir: parsed.DATA_DIR,
      environment: parsed.CONSOLE_ENVIRONMENT,
    });
  } catch (error) {
    throw new ConfigError((error as Error).message, { cause: error });
  }
}

/** The payload codec's keys; a missing one in PROD is a configuration the api must not start with. */
function payloadKeysOf(parsed: z.infer<typeof envSchema>): PayloadKeysConfig {
  try {
    return payloadKeysConfig({
      keys: parsed.TEMPORAL_PAYLOAD_KEYS,
      dataDir: parsed.DATA_DIR,
      environment: parsed.CONSOLE_ENVIRONMENT,
    });
  } catch (error) {
    throw new ConfigError((error as Error).message, { cause: error });
  }
}

function platformServiceKeyOf(env: NodeJS.ProcessEnv): string | undefined {
  try {
    return serviceKeyFromEnv(env);
  } catch (error) {
    throw new ConfigError((error as Error).message, { cause: error });
  }
}

function authConfigOf(parsed: z.output<typeof envSchema>): AuthConfig {
  const algorithms = parsed.AUTH_ALGORITHMS.split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const rules: TokenRules = {
    maxLifetimeSeconds: parsed.AUTH_MAX_TOKEN_LIFETIME_SECONDS,
    clockToleranceSeconds: parsed.AUTH_CLOCK_TOLERANCE_SECONDS,
  };
  const prod = parsed.CONSOLE_ENVIRONMENT === 'PROD';
  const mode = parsed.AUTH_MODE ?? (prod ? 'external' : 'embedded');
  if (mode === 'embedded') {
    if (prod) {
      throw new ConfigError(
        'CONSOLE_ENVIRONMENT=PROD no admite AUTH_MODE=embedded (el ingreso de desarrollo entrega tokens a ' +
          'cualquiera): use AUTH_MODE=external con AUTH_ISSUER, AUTH_AUDIENCE, AUTH_JWKS_URL y AUTH_SIGN_IN_URL',
      );
    }
    return { mode, keyDir: `${parsed.DATA_DIR}/dev-idp`, algorithms: ['RS256'], ...rules };
  }
  const required = {
    AUTH_ISSUER: parsed.AUTH_ISSUER,
    AUTH_AUDIENCE: parsed.AUTH_AUDIENCE,
    AUTH_JWKS_URL: parsed.AUTH_JWKS_URL,
    AUTH_SIGN_IN_URL: parsed.AUTH_SIGN_IN_URL,
  };
  const missing = Object.entries(required)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new ConfigError(
      `${prod && parsed.AUTH_MODE === undefined ? 'CONSOLE_ENVIRONMENT=PROD requiere un proveedor de identidad externo (AUTH_MODE=external): ' : 'AUTH_MODE=external '}` +
        `falta ${missing.join(', ')}`,
    );
  }
  return {
    mode,
    issuer: required.AUTH_ISSUER!,
    audience: required.AUTH_AUDIENCE!,
    jwksUrl: required.AUTH_JWKS_URL!,
    algorithms: algorithms.filter((a) => a !== 'none' && !a.startsWith('HS')),
    signInUrl: required.AUTH_SIGN_IN_URL!,
    logoutUrl: parsed.AUTH_LOGOUT_URL ?? '/login',
    ...rules,
  };
}

const hostPort = (host: string, port: number) => `${host.includes(':') ? `[${host}]` : host}:${port}`;

/** Whether an address to listen on is reachable only from this machine. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(bare);
}

/**
 * The development sign-in hands an Admin token to whoever asks: on an address other machines
 * reach it is refused unless DEV_SIGN_IN_ALLOW_NETWORK=true says it is meant (and then every
 * page says so).
 */
function devSignInOpenToNetwork(auth: AuthConfig, host: string, allowed: boolean): boolean {
  if (auth.mode !== 'embedded' || isLoopbackHost(host)) return false;
  if (!allowed) {
    throw new ConfigError(
      `HOST=${host} abre a la red el ingreso de desarrollo, que entrega un token de Admin a quien lo pida ` +
        '(the development sign-in would be reachable from other machines): use HOST=127.0.0.1, ' +
        'AUTH_MODE=external, o DEV_SIGN_IN_ALLOW_NETWORK=true si es a sabiendas',
    );
  }
  return true;
}

export function apiConfigFromEnv(env: NodeJS.ProcessEnv): ApiConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      `configuración inválida: ${result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
  const parsed = result.data;
  const auth = authConfigOf(parsed);
  // The development sign-in hands out tokens to whoever asks: only this machine may ask.
  const host = parsed.HOST ?? (auth.mode === 'embedded' ? '127.0.0.1' : '0.0.0.0');
  const serviceBaseUrls = resolveServiceBaseUrls(parsed.PLATFORM_URL, env);
  const metrics: MetricsListener | undefined =
    parsed.METRICS_PORT === undefined
      ? undefined
      : {
          port: parsed.METRICS_PORT,
          host: parsed.METRICS_HOST ?? host,
          ...(parsed.METRICS_BEARER_TOKEN ? { bearerToken: parsed.METRICS_BEARER_TOKEN } : {}),
        };
  return {
    port: parsed.PORT,
    host,
    devSignInOpenToNetwork: devSignInOpenToNetwork(auth, host, parsed.DEV_SIGN_IN_ALLOW_NETWORK),
    dataDir: parsed.DATA_DIR,
    consoleDatabase: {
      url: parsed.CONSOLE_DATABASE_URL,
      dataDir: `${parsed.DATA_DIR}/console-db`,
      passwordFile: consoleDbPasswordPath(parsed.DATA_DIR),
    },
    ...(metrics ? { metrics } : {}),
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
    serviceBaseUrls,
    platformServiceKey: platformServiceKeyOf(env),
    webDist: parsed.WEB_DIST,
    auth,
    environment: parsed.CONSOLE_ENVIRONMENT,
    payloadKeys: payloadKeysOf(parsed),
    pseudonymKeys: pseudonymKeysOf(parsed),
    trustProxy: trustProxyOf(parsed.TRUST_PROXY),
    rateLimits: {
      windowSeconds: parsed.RATE_LIMIT_WINDOW_SECONDS,
      signIn: parsed.RATE_LIMIT_SIGN_IN,
      operationStarts: parsed.RATE_LIMIT_OPERATION_STARTS,
      authFailures: parsed.RATE_LIMIT_AUTH_FAILURES,
    },
    userManualUrl: parsed.USER_MANUAL_URL,
    approvals: approvalsOf(parsed.OPERATION_APPROVALS, parsed.CONSOLE_ENVIRONMENT),
    ...(parsed.OPERATION_APPROVAL_HOUR_SECONDS !== undefined
      ? {
          approvalHourMs: approvalHourMsOf(
            parsed.OPERATION_APPROVAL_HOUR_SECONDS,
            parsed.CONSOLE_ENVIRONMENT,
          ),
        }
      : {}),
    webhookDestinations: {
      allowedHosts: parsed.ALERT_WEBHOOK_ALLOWED_HOSTS,
      // Never a receiver of webhooks, even on an allow-listed host.
      ownServices: serviceEndpointsOf([
        hostPort(host, parsed.PORT),
        metrics ? hostPort(metrics.host, metrics.port) : undefined,
        parsed.TEMPORAL_ADDRESS,
        parsed.TEMPORAL_UI_UPSTREAM,
        parsed.CONSOLE_DATABASE_URL,
        parsed.PLATFORM_URL,
        ...Object.values(serviceBaseUrls),
      ]),
    },
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
