// Issue 42's resilience test: 200 operations started at once through the api (real HTTP), their
// worker killed (SIGKILL) while they run and end, then the console's database stopped and started
// again while others end. While it is down a start answers 503 in Spanish with Retry-After (never
// a 500); once it is back every operation's every life stage is in the record exactly once — the
// api's requests, the worker's steps and ends (written late by the end's activity, which retries
// until the database answers) — and the chain verifies.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  openConsoleDb,
  startEmbeddedConsoleDb,
  verifyChain,
  type Db,
  type EmbeddedConsoleDb,
} from '@cgi/console-store';
import { consoleDataConverter } from '@cgi/workflows/codec';
import { Client, Connection } from '@temporalio/client';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestPlatform } from '@cgi/test-support/platform';
import { startWorkerProcess as startWorker } from '@cgi/test-support/worker-process';
import { ensureServiceBuild } from '@cgi/test-support/service-build';
import { startTemporalTestEnv, TEST_PAYLOAD_KEYS, testPseudonyms } from '@cgi/test-support/operations-env';
import { sharedTestServices } from '@cgi/test-support/shared-temporal';
import { TEST_RATE_LIMITS } from '@cgi/test-support/api-env';
import { scaled } from '@cgi/test-support/slowdown';
import { baseUrlsFor } from '@cgi/platform/client';
import { createApp } from '../app';
import { findDevAccount } from '../auth/dev-idp/accounts';
import { createDevIssuer, DEV_ISSUER } from '../auth/dev-idp/issuer';
import { loadOrCreateDevKey } from '../auth/dev-idp/keys';
import { createTokenVerifier } from '../auth/verifier';
import { createApiServer } from '../http/server';

const OPERATIONS = Number(process.env.RECORD_FAULTS_OPERATIONS ?? 200);
const root = fileURLToPath(new URL('../../..', import.meta.url));
let temporal: TestWorkflowEnvironment;
let platformServer: Awaited<ReturnType<typeof startTestPlatform>>['platform'];
let workflowBundle: string | undefined;
let workerEntry: string;
let dataDir: string;
let embedded: EmbeddedConsoleDb | undefined;
let consolePort: number;
let consolePassword: string;
let db: Db;
let apiDb: Db;
let server: Server | undefined;
let closeApp: (() => Promise<void>) | undefined;
let client: Client;
let base: string;
let token: string;
const workers: ChildProcess[] = [];

async function startConsoleDb(): Promise<EmbeddedConsoleDb> {
  return startEmbeddedConsoleDb({
    dataDir: join(dataDir, 'console-db'),
    port: consolePort,
    ...(consolePassword ? { password: consolePassword } : {}),
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'record-faults-'));
  consolePort = 0;
  consolePassword = '';
  let platform: Awaited<ReturnType<typeof startTestPlatform>>;
  temporal = await startTemporalTestEnv();
  [platform, embedded] = await Promise.all([
    startTestPlatform({ latencyMs: 50, faults: true }),
    startConsoleDb(),
  ]);
  const url = new URL(embedded.url);
  consolePort = Number(url.port);
  consolePassword = decodeURIComponent(url.password);
  platformServer = platform.platform;
  db = await openConsoleDb({ url: embedded.url });
  apiDb = await openConsoleDb({ url: embedded.url });
  workflowBundle = (await sharedTestServices())?.workflowBundle;
  workerEntry = (await ensureServiceBuild({ root, log: () => undefined })).worker;
  // The api's client encrypts memos with the test keys the worker process is given.
  client = new Client({
    connection: await Connection.connect({ address: temporal.address }),
    namespace: temporal.namespace,
    dataConverter: consoleDataConverter(TEST_PAYLOAD_KEYS),
  });
  const issuer = createDevIssuer(await loadOrCreateDevKey(null));
  const created = createApp({
    pseudonyms: testPseudonyms,
    temporal: client,
    consoleDb: apiDb,
    namespace: temporal.namespace ?? 'default',
    temporalUiUrl: 'http://localhost:8233',
    platformUrl: platformServer.url,
    serviceBaseUrls: baseUrlsFor(platformServer.url),
    verifier: createTokenVerifier({ jwks: issuer.jwks, algorithms: ['RS256'], issuer: DEV_ISSUER }),
    devIssuer: issuer,
    approvals: false,
    rateLimits: TEST_RATE_LIMITS,
    publicConfig: {
      authMode: 'embedded',
      signInUrl: '/auth/dev/sign-in',
      logoutUrl: '/login',
      environment: 'UAT',
      temporalUiUrl: 'http://localhost:8233',
    },
  });
  closeApp = created.close;
  const listening = createApiServer(created.app).listen(0, '127.0.0.1');
  server = listening;
  await new Promise((resolve) => listening.once('listening', resolve));
  base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  token = await issuer.tokenFor(findDevAccount('admin@consola.test')!);
}, scaled(240_000));

afterAll(async () => {
  for (const worker of workers) worker.kill('SIGKILL');
  if (server) {
    server.closeAllConnections();
    await new Promise((resolve) => server!.close(resolve));
  }
  await closeApp?.();
  await apiDb?.close();
  await db?.close();
  await client?.connection.close();
  await temporal?.teardown();
  await platformServer?.close();
  await embedded?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function startWorkerProcess(): Promise<ChildProcess> {
  return startWorker({
    entry: workerEntry,
    cwd: root,
    temporal,
    platformUrl: platformServer.url,
    consoleDatabaseUrl: embedded!.url,
    workflowBundle,
    onExit: (output, code, signal) => {
      if (process.env.RECORD_FAULTS_DEBUG)
        process.stderr.write(`worker exited (${code ?? signal}): ${output.slice(-4000)}\n`);
    },
    onSpawn: (child) => workers.push(child),
  });
}

const addUser = (tag: string) => ({
  type: 'subscriber.addUser',
  input: {
    subscriberNumber: '100003',
    email: `resiste.${tag}.${randomUUID().slice(0, 8)}@demo.com.ar`,
    firstName: 'Resiste',
    lastName: 'A Fallas',
    userTypeCode: 'ORG-STAFF',
  },
});

async function start(body: unknown) {
  const response = await fetch(`${base}/api/operations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { id?: string; code?: string; message?: string },
  };
}

/** Ended entries the record holds for these operations (null while the database is down). */
async function endedCount(ids: string[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    "select count(*)::int as n from operation_record where stage = 'ended' and operation_id = any($1)",
    [ids],
  );
  return row?.n ?? 0;
}

async function until(what: string, ms: number, check: () => Promise<boolean>): Promise<void> {
  if (process.env.RECORD_FAULTS_DEBUG) process.stderr.write(`${new Date().toISOString()} waiting: ${what}\n`);
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it(
  'records every life stage of 200 concurrent operations exactly once across a worker kill and a console-database restart',
  async () => {
    const first = await startWorkerProcess();
    const answers = await Promise.all(Array.from({ length: OPERATIONS }, (_, i) => start(addUser(`op${i}`))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(OPERATIONS).fill(202));
    const ids = answers.map((answer) => answer.body.id!);

    // The kill lands once the first ends are recorded: others are running and being recorded.
    await until('a first end recorded', scaled(120_000), async () => (await endedCount(ids)) > 0);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const atKill = await endedCount(ids);
    expect(atKill).toBeLessThan(OPERATIONS);
    await startWorkerProcess();

    // The console's database stops while more of them end.
    await until(
      'more ends after the kill',
      scaled(120_000),
      async () => (await endedCount(ids)) > atKill + 10,
    );
    const beforeStop = await endedCount(ids);
    expect(beforeStop).toBeLessThan(OPERATIONS);
    await embedded!.close();
    embedded = undefined;

    // Meanwhile a start is refused as the api says it: 503, in Spanish, with when to try again.
    const refused = await start(addUser('caida'));
    expect(refused.status).toBe(503);
    expect(refused.body.code).toBe('CONSOLE_DB_UNAVAILABLE');
    expect(refused.body.message).toBe(
      'La base de datos de la consola no responde en este momento: intente nuevamente en unos segundos',
    );
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    // An operation's end waits for the record: its local activity fails, and the activity it
    // falls back to retries until the database answers (the workflow stays open meanwhile).
    const recordedBefore = new Set(
      (
        await Promise.all(
          ids.map((id) =>
            client.workflow
              .getHandle(id)
              .describe()
              .then((description) => ({ id, description })),
          ),
        )
      )
        .filter(({ description }) => description.status.name !== 'RUNNING')
        .map(({ id }) => id),
    );
    const waitingOnRecord = async () => {
      for (const id of ids.filter((one) => !recordedBefore.has(one))) {
        const { raw } = await client.workflow.getHandle(id).describe();
        const pending = raw.pendingActivities ?? [];
        if (pending.some((activity) => activity.activityType?.name === 'recordOperationOutcome')) return true;
      }
      return false;
    };
    await until('an end waits for the record while the database is down', scaled(120_000), waitingOnRecord);

    embedded = await startConsoleDb();
    // Every operation ends in Temporal, and each end reaches the record once it is back.
    const endedInTemporal = async () => {
      const list = client.workflow.list({
        query: `WorkflowId IN (${ids.map((id) => `'${id}'`).join(', ')}) AND ExecutionStatus != 'Running'`,
      });
      let n = 0;
      for await (const _ of list) n += 1;
      return n;
    };
    await until(
      'every operation ended',
      // A step the killed worker held is tried again only after its activity's timeout.
      scaled(480_000),
      async () => (await endedInTemporal()) === OPERATIONS,
    );
    await until('every end recorded', scaled(180_000), async () => (await endedCount(ids)) === OPERATIONS);

    // A start works again.
    expect((await start(addUser('vuelta'))).status).toBe(202);

    const stages = await db.query<{ operation_id: string; stage: string; stage_key: string; n: number }>(
      `select operation_id, stage, stage_key, count(*)::int as n from operation_record
        where operation_id = any($1) group by 1, 2, 3`,
      [ids],
    );
    expect(stages.filter((row) => row.n !== 1)).toEqual([]);
    const ended = await db.query<{ operation_id: string; status: string }>(
      'select operation_id, status from operation_runs where operation_id = any($1)',
      [ids],
    );
    expect(ended).toHaveLength(OPERATIONS);
    for (const id of ids) {
      const of = stages.filter((row) => row.operation_id === id);
      const status = ended.find((row) => row.operation_id === id)?.status;
      expect(['completed', 'failed']).toContain(status);
      // Requested (by the api), started, each step it ran, ended: every stage, each once.
      expect(of.map((row) => row.stage)).toEqual(
        expect.arrayContaining(['requested', 'started', 'step', 'ended']),
      );
      const steps = of.filter((row) => row.stage === 'step').map((row) => row.stage_key);
      expect(new Set(steps).size).toBe(steps.length);
    }
    // The api wrote the requests (the ends would have filled in any it could not).
    const requestedBy = await db.query<{ recorded_by: string; n: number }>(
      `select recorded_by, count(*)::int as n from operation_record
        where stage = 'requested' and operation_id = any($1) group by 1`,
      [ids],
    );
    expect(requestedBy.reduce((sum, row) => sum + row.n, 0)).toBe(OPERATIONS);
    expect((await verifyChain(db)).ok).toBe(true);
  },
  scaled(900_000),
);
