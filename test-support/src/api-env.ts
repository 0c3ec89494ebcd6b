// Test harness for the console API over real HTTP: the operations environment (Temporal dev
// server, platform on PGlite with fault hooks, worker) plus an api on a free port, real dev
// tokens, and helpers to call it and wait for operations.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { StepRetryPolicy } from '@cgi/workflows';
import {
  serviceEndpointsOf,
  webhookAllowedHostsSchema,
  type Lookup,
  type WebhookDestinationRules,
} from '@cgi/workflows/webhooks';
import type { ActivityInterceptorsFactory } from '@temporalio/worker';
import { createApiServer } from '../../api/src/http/server';
import {
  startOperationsTestEnv,
  type OperationsTestEnv,
  type OperationsTestEnvAlerts,
  type OperationsTestEnvRecordStream,
  testPseudonyms,
} from './operations-env';
import { sharedTestServices } from './shared-temporal';
import { scaled } from './slowdown';
import { createApp } from '../../api/src/app';
import { findDevAccount } from '../../api/src/auth/dev-idp/accounts';
import { createDevIssuer, DEV_ISSUER, type DevIssuer } from '../../api/src/auth/dev-idp/issuer';
import { loadOrCreateDevKey } from '../../api/src/auth/dev-idp/keys';
import { createTokenVerifier } from '../../api/src/auth/verifier';
import type { RateLimitConfig } from '../../api/src/config';
import { createServiceAccounts, type ServiceAccounts } from '../../api/src/service-accounts/service-accounts';

/** The Temporal UI origin the test api lets call its codec endpoints with credentials. */
export const TEMPORAL_UI_ORIGIN = 'http://localhost:8233';
/** Rate limits out of the way of tests that are not about them (they start many operations at once). */
export const TEST_RATE_LIMITS: RateLimitConfig = {
  windowSeconds: 60,
  signIn: 1_000_000,
  operationStarts: 1_000_000,
  authFailures: 1_000_000,
};

/** A step policy that gives up fast, so failure paths take milliseconds. */
export const FAST_RETRY: StepRetryPolicy = { maxAttempts: 2, initialBackoffMs: 50, maxBackoffMs: 100 };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests walk arbitrary JSON
export type Json = Record<string, any>;

export interface ApiTestEnv {
  env: OperationsTestEnv;
  base: string;
  issuer: DevIssuer;
  serviceAccounts: ServiceAccounts;
  tokenFor(email: string): Promise<string>;
  call(
    path: string,
    init?: RequestInit & { token?: string | null; as?: string; json?: unknown },
  ): Promise<{ status: number; body: Json | undefined }>;
  /** Every element of a bulk operation through `GET /api/operations/{id}/elements`, page by page. */
  elementsOf(id: string, status?: string): Promise<Json[]>;
  /** Polls GET /api/operations/{id} until `done` holds (default: the operation ended). */
  waitFor(id: string, done?: (view: Json) => boolean, timeoutMs?: number): Promise<Json>;
  injectFault(path: string, status: number, times: number): Promise<void>;
  /** Delays the next `times` calls to a path by `delayMs` before the service handles them. */
  injectDelay(path: string, delayMs: number, times: number): Promise<void>;
  clearFaults(): Promise<void>;
  /** Successful platform calls to a path since the last resetCalls(). */
  callsTo(path: string): Promise<number>;
  /** An organization with `users` users (and an ME instance, a subscriber), via the platform's
   * `POST /__seed/crowd` test hook. */
  seedCrowd(input: {
    users: number;
    instance?: boolean;
    subscriberNumber?: string;
    subscriptions?: number;
  }): Promise<Json>;
  resetCalls(): Promise<void>;
  stop(): Promise<void>;
}

export async function startApiTestEnv(
  options: {
    stepRetry?: StepRetryPolicy;
    defaultAs?: string;
    latencyMs?: number;
    /** Platform calls in flight per bulk chunk (default 8). */
    bulkConcurrency?: number;
    /**
     * Four-eyes approval (issue 30). Off unless a test is about it: the other tests start
     * deactivations, impersonations and blocking notices and follow them to their end.
     */
    approvals?: boolean;
    /** Overrides every approval policy's expiry. */
    approvalExpiryMs?: number;
    /**
     * Whether the worker polls from the start (default). Tests that only check which doors open
     * start it when they need it (`env.startWorker()`), so what they admit is not also run.
     */
    withWorker?: boolean;
    /** The worker's alert settings (issue 31; the evaluator runs only where a test starts it). */
    alerts?: OperationsTestEnvAlerts;
    /** The record stream's timing (its loop runs only where a test starts it). */
    recordStream?: OperationsTestEnvRecordStream;
    /**
     * Where alert webhooks may point, for the api and the worker alike: `allowedHosts` is read as
     * ALERT_WEBHOOK_ALLOWED_HOSTS is (a test's loopback receiver goes there), `lookup` answers
     * names instead of DNS. The stack's Temporal and platform are the console's own services.
     */
    webhooks?: { allowedHosts?: string; lookup?: Lookup };
    /** A Temporal dev server of its own keeping its data in this SQLite file (tests that read it). */
    temporalDbFile?: string;
    /** Log a line per request, as the api process does (tests of what its log holds). */
    logRequests?: boolean;
    /** Extra activity interceptors of the worker (the worker's activity log lines). */
    activityInterceptors?: ActivityInterceptorsFactory[];
  } = {},
): Promise<ApiTestEnv> {
  const shared = await sharedTestServices();
  // One set of rules for the api and the worker; the platform joins its services once it is up.
  const ownServices = serviceEndpointsOf([shared?.temporalAddress, shared?.temporalUiUrl]);
  const webhookDestinations: WebhookDestinationRules = {
    allowedHosts: webhookAllowedHostsSchema.parse(options.webhooks?.allowedHosts),
    ownServices,
    ...(options.webhooks?.lookup ? { lookup: options.webhooks.lookup } : {}),
  };
  const env = await startOperationsTestEnv({
    latencyMs: options.latencyMs,
    withWorker: options.withWorker,
    bulk: options.bulkConcurrency ? { concurrency: options.bulkConcurrency } : undefined,
    alerts: { destinations: webhookDestinations, ...options.alerts },
    recordStream: options.recordStream,
    approvals: options.approvals,
    temporalDbFile: options.temporalDbFile,
    activityInterceptors: options.activityInterceptors,
  });
  ownServices.push(...serviceEndpointsOf([env.platformUrl]));
  const issuer = createDevIssuer(await loadOrCreateDevKey(null));
  const serviceAccounts = createServiceAccounts();
  const { app, close: closeApp } = createApp({
    pseudonyms: testPseudonyms,
    temporal: env.temporal.client,
    consoleDb: env.consoleDb,
    namespace: env.temporal.namespace ?? 'default',
    temporalUiUrl: 'http://localhost:8233',
    platformUrl: env.platformUrl,
    serviceBaseUrls: env.baseUrls,
    verifier: createTokenVerifier({ jwks: issuer.jwks, algorithms: ['RS256'], issuer: DEV_ISSUER }),
    devIssuer: issuer,
    serviceAccounts,
    stepRetry: options.stepRetry,
    approvals: options.approvals ?? false,
    approvalExpiryMs: options.approvalExpiryMs,
    // A Temporal UI on another origin (the launcher serves it under /temporal, same origin).
    codecAllowedOrigins: [TEMPORAL_UI_ORIGIN],
    // The shared server's Temporal UI under /temporal, as the launcher serves it.
    temporalUiUpstream: shared?.temporalUiUrl,
    rateLimits: TEST_RATE_LIMITS,
    webhookDestinations,
    logRequests: options.logRequests,
    publicConfig: {
      authMode: 'embedded',
      signInUrl: '/auth/dev/sign-in',
      logoutUrl: '/login',
      environment: 'UAT',
      temporalUiUrl: 'http://localhost:8233',
    },
  });
  const server: Server = createApiServer(app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const tokens = new Map<string, string>();
  const tokenFor = async (email: string) => {
    const cached = tokens.get(email);
    if (cached) return cached;
    const account = findDevAccount(email);
    if (!account) throw new Error(`no dev account ${email}`);
    const token = await issuer.tokenFor(account);
    tokens.set(email, token);
    return token;
  };

  const platform = (path: string, init: RequestInit = {}) =>
    fetch(`${env.platformUrl}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
    });

  const api: ApiTestEnv = {
    env,
    base,
    issuer,
    serviceAccounts,
    tokenFor,
    async call(path, init = {}) {
      const headers = new Headers(init.headers);
      const token =
        init.token === undefined
          ? await tokenFor(init.as ?? options.defaultAs ?? 'admin@consola.test')
          : init.token;
      if (token) headers.set('authorization', `Bearer ${token}`);
      let body = init.body;
      if (init.json !== undefined) {
        body = JSON.stringify(init.json);
        headers.set('content-type', 'application/json');
      }
      const response = await fetch(`${base}${path}`, { ...init, body, headers });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as Json) : undefined };
    },
    async elementsOf(id, status) {
      const all: Json[] = [];
      let after: number | null = -1;
      while (after !== null) {
        const query = new URLSearchParams({ pageSize: '500', after: String(after) });
        if (status) query.set('status', status);
        const { status: code, body } = await api.call(
          `/api/operations/${encodeURIComponent(id)}/elements?${query}`,
        );
        if (code !== 200) throw new Error(`elements of ${id}: ${code} ${JSON.stringify(body)}`);
        all.push(...(body!.items as Json[]));
        after = body!.next as number | null;
      }
      return all;
    },
    async waitFor(
      id,
      done = (view) =>
        view.status !== 'running' && view.status !== 'awaitingApproval' && view.status !== 'scheduled',
      timeoutMs = 60_000,
    ) {
      // Written for a quiet machine; the run's measured slowdown stretches it.
      const deadline = Date.now() + scaled(timeoutMs);
      for (;;) {
        const { body } = await api.call(`/api/operations/${encodeURIComponent(id)}`);
        if (body && done(body)) return body;
        if (Date.now() > deadline)
          throw new Error(`operation ${id} did not get there: ${JSON.stringify(body)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async injectFault(path, status, times) {
      const response = await platform('/__faults', {
        method: 'POST',
        body: JSON.stringify({ path, status, times }),
      });
      if (!response.ok) throw new Error(`POST /__faults: ${response.status}`);
    },
    async injectDelay(path, delayMs, times) {
      const response = await platform('/__faults', {
        method: 'POST',
        body: JSON.stringify({ path, delayMs, times }),
      });
      if (!response.ok) throw new Error(`POST /__faults: ${response.status}`);
    },
    async clearFaults() {
      await platform('/__faults', { method: 'DELETE' });
    },
    async callsTo(path) {
      const response = await platform(`/__stats/calls?path=${encodeURIComponent(path)}`);
      return ((await response.json()) as { data: { calls: number } }).data.calls;
    },
    async seedCrowd(input) {
      const response = await platform('/__seed/crowd', { method: 'POST', body: JSON.stringify(input) });
      if (response.status !== 201)
        throw new Error(`POST /__seed/crowd: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: Json }).data;
    },
    async resetCalls() {
      await platform('/__stats/calls', { method: 'DELETE' });
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await closeApp();
      await env.stop();
    },
  };
  return api;
}

/** One dev-IdP account per console role (api/src/auth/dev-idp/accounts.ts): the role tables. */
export const ROLE_ACCOUNTS = {
  'CGI.Admin': 'admin@consola.test',
  'CGI.CustomerSupport': 'soporte@consola.test',
  'CGI.CommercialAgent': 'comercial@consola.test',
  'CGI.ContentManagementRW': 'contenidos@consola.test',
  'CGI.LegalCommOperator': 'legales@consola.test',
  'CGI.MeAppMaintainer': 'mantenimiento@consola.test',
  'CGI.GlobalNotificationAdmin': 'notificaciones@consola.test',
  'CGI.GlobalNotificationInfoOperator': 'informacion@consola.test',
  'CGI.GlobalNotificationReader': 'lector@consola.test',
} as const satisfies Record<string, string>;

/** [role, account] for each of the nine roles, in the spec's order. */
export const ROLE_ACCOUNT_PAIRS = Object.entries(ROLE_ACCOUNTS) as [keyof typeof ROLE_ACCOUNTS, string][];
