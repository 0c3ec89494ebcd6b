// The request id from the api request into the operation's memo and into the worker's log
// lines, and the api's metrics by route, status and operation type, against a real Temporal
// server, worker and platform.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoFixtures as f } from '@cgi/platform';
import { Client } from '@temporalio/client';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogging } from '../../../worker/src/observability/activity-interceptor';
import {
  startOperationsTestEnv,
  type OperationsTestEnv,
  testPseudonyms,
} from '@cgi/test-support/operations-env';
import { createApp } from '../app';
import { findDevAccount } from '../auth/dev-idp/accounts';
import { createDevIssuer, DEV_ISSUER } from '../auth/dev-idp/issuer';
import { loadOrCreateDevKey } from '../auth/dev-idp/keys';
import { createTokenVerifier } from '../auth/verifier';
import { createApiMetrics, type ApiMetrics } from './metrics';
import { requestIdInterceptor } from './temporal-interceptor';

let env: OperationsTestEnv;
let server: Server;
let base: string;
let token: string;
let metrics: ApiMetrics;
const workerLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const workerLogger = pino({ base: null }, { write: (line: string) => workerLines.push(JSON.parse(line)) });
  env = await startOperationsTestEnv({ activityInterceptors: [activityLogging(workerLogger)] });
  metrics = createApiMetrics();
  const client = new Client({
    connection: env.temporal.connection,
    namespace: env.temporal.namespace,
    interceptors: { workflow: [requestIdInterceptor(metrics)] },
  });
  const issuer = createDevIssuer(await loadOrCreateDevKey(null));
  token = await issuer.tokenFor(findDevAccount('admin@consola.test')!);
  const { app } = createApp({
    approvals: false, // these tests are not about approvals (approvals.test.ts is)
    pseudonyms: testPseudonyms,
    temporal: client,
    consoleDb: env.consoleDb,
    namespace: env.temporal.namespace!,
    temporalUiUrl: 'http://localhost:8233',
    platformUrl: env.platformUrl,
    serviceBaseUrls: env.baseUrls,
    verifier: createTokenVerifier({ jwks: issuer.jwks, algorithms: ['RS256'], issuer: DEV_ISSUER }),
    metrics,
    publicConfig: {
      authMode: 'embedded',
      signInUrl: '/auth/dev/sign-in',
      logoutUrl: '/login',
      environment: 'UAT',
      temporalUiUrl: 'http://localhost:8233',
    },
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await env?.stop();
});

function call(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${token}`);
  if (init.body) headers.set('content-type', 'application/json');
  return fetch(`${base}${path}`, { ...init, headers });
}

describe('observability', () => {
  it("carries the request id into the operation's memo and the worker's log lines", async () => {
    const requestId = 'obs-test-0001';
    const started = await call('/api/operations', {
      method: 'POST',
      headers: { 'x-request-id': requestId },
      body: JSON.stringify({
        type: 'versions.publish',
        input: {
          appPlatformCode: f.activeVersion.appPlatformCode,
          appVersionCode: '8.8.8',
          appVersionDesc: 'Versión de la prueba de observabilidad',
        },
      }),
    });
    expect(started.status).toBe(202);
    expect(started.headers.get('x-request-id')).toBe(requestId);
    const { id } = (await started.json()) as { id: string };

    const handle = env.temporal.client.workflow.getHandle(id);
    await handle.result();
    expect((await handle.describe()).memo).toMatchObject({ requestId, type: 'versions.publish' });
    const lines = workerLines.filter((line) => line.workflowId === id);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.requestId === requestId)).toBe(true);
    expect(lines.map((line) => line.activityType)).toContain('publishAppVersion');
    expect(lines.find((line) => line.activityType === 'publishAppVersion')).toMatchObject({
      outcome: 'completed',
      attempt: 1,
    });
  });

  it('gives a request without an id one of its own, and ignores an id that does not look like one', async () => {
    const plain = await call('/api/health/live');
    expect(plain.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const odd = await call('/api/health/live', { headers: { 'x-request-id': 'no spaces <allowed>' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('counts requests by route pattern and status, and operations started by type', async () => {
    await call('/api/operations/no-such-operation');
    await call('/api/nothing-here');
    const text = await metrics.registry.metrics();
    expect(text).toContain('http_requests_total{method="POST",route="/api/operations",status="202"} 1');
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/operations\/:id",status="404"\} 1/);
    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status="404"} 1');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/operations",status="202"\} 1/,
    );
    expect(text).toContain('console_operations_started_total{type="versions.publish"} 1');
  });
});
