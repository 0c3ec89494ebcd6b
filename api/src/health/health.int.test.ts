// Health over real HTTP in front of a real Temporal server and a real console database: the
// worker judged by its heartbeat, every dependency by its own deadline (a platform that never
// answers, a Temporal nobody serves), and the readiness and liveness views probes read.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createWorkerHeartbeats,
  openConsoleDb,
  startEmbeddedConsoleDb,
  type Db,
  type EmbeddedConsoleDb,
} from '@cgi/console-store';
import { baseUrlsFor } from '@cgi/platform/client';
import { TASK_QUEUE } from '@cgi/workflows';
import type { Client } from '@temporalio/client';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTemporalTestEnv, testPseudonyms } from '@cgi/test-support/operations-env';
import { createApp } from '../app';
import { findDevAccount } from '../auth/dev-idp/accounts';
import { createDevIssuer, DEV_ISSUER } from '../auth/dev-idp/issuer';
import { loadOrCreateDevKey } from '../auth/dev-idp/keys';
import { createTokenVerifier } from '../auth/verifier';
import { connectTemporal } from '../temporal/connection';
import { createHealth } from './health';

let temporal: TestWorkflowEnvironment;
let database: EmbeddedConsoleDb;
let db: Db;
let platform: Server;
let platformMode: 'up' | 'failing' | 'hanging' = 'up';
const servers: Server[] = [];

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const issuerReady = loadOrCreateDevKey(null).then(createDevIssuer);

async function startApi(client: Client, namespace: string, platformUrl: string): Promise<string> {
  const issuer = await issuerReady;
  const { app } = createApp({
    approvals: false, // these tests are not about approvals (approvals.test.ts is)
    pseudonyms: testPseudonyms,
    temporal: client,
    namespace,
    temporalUiUrl: 'http://localhost:8233',
    platformUrl,
    serviceBaseUrls: baseUrlsFor(platformUrl),
    verifier: createTokenVerifier({ jwks: issuer.jwks, algorithms: ['RS256'], issuer: DEV_ISSUER }),
    consoleDb: db,
    publicConfig: {
      authMode: 'embedded',
      signInUrl: '/auth/dev/sign-in',
      logoutUrl: '/login',
      environment: 'UAT',
      temporalUiUrl: 'http://localhost:8233',
    },
  });
  return listen(createServer(app));
}

let platformUrl: string;
let api: string;

beforeAll(async () => {
  // Temporal first: the database loading holds the event loop, and the Temporal connection's
  // handshake behind it missed its deadline on a loaded machine.
  temporal = await startTemporalTestEnv();
  database = await startEmbeddedConsoleDb({ port: 0 });
  db = await openConsoleDb({ url: database.url });
  platform = createServer((_req, res) => {
    if (platformMode === 'up') res.writeHead(200).end('{}');
    else if (platformMode === 'failing') res.writeHead(500).end();
    // 'hanging': never answers
  });
  platformUrl = await listen(platform);
  api = await startApi(temporal.client, temporal.namespace!, platformUrl);
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await db?.close();
  await database?.close();
  await temporal?.teardown();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk the JSON
async function get(base: string, path: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, body: await response.json() };
}

const heartbeats = () => createWorkerHeartbeats(db);
const worker = (identity: string, namespace: string) => ({
  identity,
  namespace,
  taskQueue: TASK_QUEUE,
  host: 'test',
  pid: 1,
  startedAt: new Date(),
});

describe('health', () => {
  it('reports the worker down until one writes a heartbeat, and the api ready meanwhile', async () => {
    const before = await get(api, '/api/health');
    expect(before.status).toBe(503);
    expect(before.body.components.worker).toMatchObject({
      status: 'down',
      detail: 'ningún worker registró latidos',
    });
    expect(before.body.components).toMatchObject({
      api: { status: 'up' },
      temporal: { status: 'up', required: true },
      database: { status: 'up', required: true },
      platform: { status: 'up', required: false },
    });
    const ready = await get(api, '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(Object.keys(ready.body.components).sort()).toEqual(['api', 'database', 'temporal']);

    await heartbeats().beat(worker('w1@test', temporal.namespace!));
    await new Promise((resolve) => setTimeout(resolve, 600)); // past the reuse of the last round
    const after = await get(api, '/api/health');
    expect(after.status).toBe(200);
    expect(after.body.components.worker.detail).toMatch(/^1 worker\(s\); último latido hace \d+\.\d s$/);
    await heartbeats().remove('w1@test');
  });

  it('counts a worker whose heartbeat stopped as gone once the window passes', async () => {
    const namespace = `${temporal.namespace}-stale`;
    const health = createHealth({
      temporal: () => temporal.client,
      namespace,
      taskQueue: TASK_QUEUE,
      platformUrl,
      consoleDb: db,
      workerWindowMs: 5_000,
    });
    await heartbeats().beat(worker('stale@test', namespace));
    expect((await health.report()).components.worker?.status).toBe('up');
    // The window passing, without a timer racing a busy machine: the row ages in the database.
    await db.query(
      `update worker_heartbeats set last_seen_at = last_seen_at - interval '6 seconds' where identity = $1`,
      ['stale@test'],
    );
    await new Promise((resolve) => setTimeout(resolve, 600)); // past the reuse of the last round
    const report = await health.report();
    expect(report.components.worker).toMatchObject({ status: 'down' });
    expect(report.components.worker?.detail).toMatch(
      /^ningún worker vivo: el último latido fue hace \d+\.\d s$/,
    );
    expect(report.status).toBe('down');
  });

  it('gives each dependency its own deadline: a platform that never answers is down, the rest is read', async () => {
    platformMode = 'hanging';
    try {
      await new Promise((resolve) => setTimeout(resolve, 600));
      const report = await get(api, '/api/health');
      expect(report.status).toBe(503);
      expect(report.body.components.platform).toMatchObject({
        status: 'down',
        detail: 'sin respuesta en 1500 ms',
      });
      expect(report.body.components.temporal.status).toBe('up');
      // The platform does not take the replica out of rotation.
      expect((await get(api, '/api/health/ready')).status).toBe(200);
      platformMode = 'failing';
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect((await get(api, '/api/health')).body.components.platform).toMatchObject({
        status: 'down',
        detail: 'HTTP 500',
      });
    } finally {
      platformMode = 'up';
    }
  });

  it('answers 503 without Temporal, not ready but alive, and says why; so does what needs Temporal', async () => {
    const closed = createServer();
    const deadAddress = (await listen(closed)).replace('http://', '');
    closed.close();
    const { client, connection } = connectTemporal({ address: deadAddress, namespace: 'default' });
    try {
      const base = await startApi(client, 'default', platformUrl);
      const report = await get(base, '/api/health');
      expect(report.status).toBe(503);
      expect(report.body.components.temporal).toMatchObject({ status: 'down', required: true });
      expect(report.body.components.temporal.detail).toBeTruthy();
      expect(report.body.components.database.status).toBe('up');
      expect((await get(base, '/api/health/ready')).status).toBe(503);
      expect(await get(base, '/api/health/live')).toEqual({ status: 200, body: { status: 'up' } });

      // What the console's record answers still answers (the list); what needs Temporal (an
      // operation the record does not know, which only Temporal could hold) answers 503 with when
      // to try again, in a few seconds, not a 500.
      const token = await (await issuerReady).tokenFor(findDevAccount('admin@consola.test')!);
      const headers = { authorization: `Bearer ${token}` };
      expect((await fetch(`${base}/api/operations`, { headers })).status).toBe(200);
      const started = Date.now();
      const unknown = await fetch(`${base}/api/operations/${encodeURIComponent('subscriber.addUser/1/x')}`, {
        headers,
      });
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(unknown.status).toBe(503);
      expect(unknown.headers.get('retry-after')).toBe('5');
      expect(await unknown.json()).toEqual({
        code: 'TEMPORAL_UNAVAILABLE',
        message:
          'El servicio de operaciones no está disponible en este momento: intente nuevamente en unos segundos',
      });
    } finally {
      await connection.close();
    }
  });
});
