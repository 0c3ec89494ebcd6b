// Operations end while their worker is killed (SIGKILL) as the first outcomes reach the
// console's database: the new worker finishes them, and each run is recorded exactly once, every
// stage of it, neither lost (the end's activity is retried) nor doubled (its keys find the rows).
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import {
  createOperationOutcomes,
  createRecordWriter,
  openConsoleDb,
  startEmbeddedConsoleDb,
  verifyChain,
  type Db,
} from '@cgi/console-store';
import type { EmbeddedConsoleDb } from '@cgi/console-store';
import { indexedSearchAttributes, TASK_QUEUE, type OperationMemo } from '@cgi/workflows';
import { consoleDataConverter, createValueSealer, createPseudonyms } from '@cgi/workflows/codec';
import { WorkflowFailedError } from '@temporalio/client';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestPlatform } from '@cgi/test-support/platform';
import { startWorkerProcess as startWorker } from '@cgi/test-support/worker-process';
import { ensureServiceBuild } from '@cgi/test-support/service-build';
import {
  startTemporalTestEnv,
  TEST_PAYLOAD_KEYS,
  TEST_PSEUDONYM_KEYS,
  testPseudonyms,
} from '@cgi/test-support/operations-env';
import { sharedTestServices } from '@cgi/test-support/shared-temporal';
import { copyFromTemporal } from './record-copy';
import { scaled } from '@cgi/test-support/slowdown';

const root = fileURLToPath(new URL('../..', import.meta.url));
let temporal: TestWorkflowEnvironment;
let platformServer: Awaited<ReturnType<typeof startTestPlatform>>['platform'];
let workflowBundle: string | undefined;
let workerEntry: string;
let embedded: EmbeddedConsoleDb;
let db: Db;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  let platform: Awaited<ReturnType<typeof startTestPlatform>>;
  [temporal, platform, embedded] = await Promise.all([
    startTemporalTestEnv(),
    startTestPlatform({ latencyMs: 100, faults: true }),
    startEmbeddedConsoleDb({ port: 0 }),
  ]);
  platformServer = platform.platform;
  db = await openConsoleDb({ url: embedded.url });
  workflowBundle = (await sharedTestServices())?.workflowBundle;
  workerEntry = (await ensureServiceBuild({ root, log: () => undefined })).worker;
}, scaled(240_000));

afterAll(async () => {
  for (const worker of workers) worker.kill('SIGKILL');
  await db?.close();
  await temporal?.teardown();
  await platformServer?.close();
  await embedded?.close();
});

function startWorkerProcess(): Promise<ChildProcess> {
  return startWorker({
    entry: workerEntry,
    cwd: root,
    temporal,
    platformUrl: platformServer.url,
    consoleDatabaseUrl: embedded.url,
    workflowBundle,
    onSpawn: (child) => workers.push(child),
  });
}

/** An add-user operation as the api starts one: its memo and search attributes name it. */
async function startAddUser(subscriberNumber: string) {
  const email = `fin.${randomUUID().slice(0, 8)}@demo.com.ar`;
  const input = {
    subscriberNumber,
    email,
    firstName: 'Fin',
    lastName: 'De Operación',
    userTypeCode: 'ORG-STAFF',
  };
  const memo: OperationMemo = {
    type: 'subscriber.addUser',
    target: subscriberNumber,
    actor: 'soporte@consola.test',
    source: 'api',
    reason: null,
    input,
    inputHash: randomUUID(),
  };
  return temporal.client.workflow.start('subscriberAddUser', {
    taskQueue: TASK_QUEUE,
    workflowId: `subscriber.addUser/${subscriberNumber}/fin-${randomUUID().slice(0, 8)}`,
    args: [{ input, actor: { email: memo.actor }, source: 'api' }],
    memo: memo as unknown as Record<string, unknown>,
    // As the api indexes it: the actor (a person) as its pseudonym.
    typedSearchAttributes: indexedSearchAttributes(memo, testPseudonyms.of),
  });
}

it(
  'records each ended operation exactly once when its worker is killed as they end',
  async () => {
    const outcomes = createOperationOutcomes(db, { pseudonymize: testPseudonyms.of });
    const first = await startWorkerProcess();
    // Twelve that complete and four that fail at their first step (no such subscriber), at once.
    const handles = await Promise.all([
      ...Array.from({ length: 12 }, () => startAddUser('100001')),
      ...Array.from({ length: 4 }, () => startAddUser('999999')),
    ]);
    const ids = handles.map((handle) => handle.workflowId);

    // The kill lands as soon as the first outcomes are written: others are being recorded.
    const deadline = Date.now() + 90_000;
    let recordedAtKill: number;
    for (;;) {
      const [row] = await db.query<{ n: number }>(
        'select count(*)::int as n from operation_outcomes where workflow_id = any($1)',
        [ids],
      );
      recordedAtKill = row?.n ?? 0;
      if (recordedAtKill > 0) break;
      if (Date.now() > deadline) throw new Error('no operation ended');
      await new Promise((r) => setTimeout(r, 5));
    }
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    expect(recordedAtKill).toBeLessThan(ids.length);

    await startWorkerProcess();
    const ended = await Promise.all(
      handles.map((handle) =>
        handle.result().then(
          () => 'completed',
          (error: unknown) => (error instanceof WorkflowFailedError ? 'failed' : `error: ${String(error)}`),
        ),
      ),
    );
    // Some of the twelve may meet the subscriber's capacity; the four always fail.
    expect(ended.every((status) => status === 'completed' || status === 'failed')).toBe(true);
    expect(ended.slice(12)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(ended.filter((status) => status === 'completed').length).toBeGreaterThan(0);

    const rows = await db.query<{
      workflow_id: string;
      run_id: string;
      status: string;
      failed_step: string | null;
    }>(
      'select workflow_id, run_id, status, failed_step from operation_outcomes where workflow_id = any($1)',
      [ids],
    );
    // Exactly one row per operation, for the run that ended, with how it ended.
    expect(rows).toHaveLength(ids.length);
    expect(new Set(rows.map((row) => row.workflow_id)).size).toBe(ids.length);
    for (const [index, handle] of handles.entries()) {
      const row = rows.find((r) => r.workflow_id === handle.workflowId)!;
      expect(row.run_id).toBe(handle.firstExecutionRunId);
      expect(row.status).toBe(ended[index]);
      if (index >= 12) expect(row.failed_step).toBe('checkCapacity');
    }
    const sample = handles[ended.indexOf('completed')]!;
    const completed = await outcomes.get(sample.workflowId, sample.firstExecutionRunId);
    expect(completed).toMatchObject({
      type: 'subscriber.addUser',
      target: '100001',
      // As Temporal's index holds it (and the worker process's keys are the test's).
      actor: testPseudonyms.of('soporte@consola.test'),
      source: 'api',
      status: 'completed',
      errorCode: null,
    });
    expect(completed!.durationMs).toBeGreaterThan(0);

    // Each operation's whole run is in the record, every stage once, the chain whole.
    const stages = await db.query<{ operation_id: string; stage: string; stage_key: string; n: number }>(
      `select operation_id, stage, stage_key, count(*)::int as n from operation_record
      where operation_id = any($1) group by 1, 2, 3`,
      [ids],
    );
    expect(stages.every((row) => row.n === 1)).toBe(true);
    for (const id of ids) {
      const of = stages.filter((row) => row.operation_id === id).map((row) => row.stage);
      expect(of).toEqual(expect.arrayContaining(['requested', 'started', 'step', 'ended']));
    }
    expect((await verifyChain(db)).ok).toBe(true);

    // The copy from Temporal, as for operations that ran before the record, into a record that
    // has none of them: the rows it writes say what the worker's said, and a second copy adds nothing.
    const fresh = await openConsoleDb({});
    try {
      const writer = createRecordWriter(
        fresh,
        createValueSealer(consoleDataConverter(TEST_PAYLOAD_KEYS).payloadCodecs ?? []),
      );
      const pseudonyms = createPseudonyms(TEST_PSEUDONYM_KEYS);
      const firstPass = await copyFromTemporal(temporal.client, writer, pseudonyms);
      expect(firstPass.added).toBeGreaterThanOrEqual(ids.length);
      const query = 'select * from operation_outcomes where workflow_id = any($1) order by workflow_id';
      const comparable = (rows: Record<string, unknown>[]) =>
        rows.map(({ recorded_by: _by, ended_at: _end, duration_ms: _duration, ...row }) => row);
      const copied = await fresh.query<Record<string, unknown>>(query, [ids]);
      const written = await db.query<Record<string, unknown>>(query, [ids]);
      expect(comparable(copied)).toEqual(comparable(written));
      expect(new Set(copied.map((row) => row.recorded_by))).toEqual(new Set(['copia']));
      // The end as Temporal saw it: its close, at or after the workflow's own clock read it (after
      // the record's activity, which a kill may have delayed by its timeout).
      for (const [index, row] of copied.entries()) {
        const recorded = new Date(written[index]!.ended_at as string).getTime();
        expect(new Date(row.ended_at as string).getTime()).toBeGreaterThanOrEqual(recorded);
      }
      expect((await copyFromTemporal(temporal.client, writer, pseudonyms)).added).toBe(0);
      expect((await verifyChain(fresh)).ok).toBe(true);
    } finally {
      await fresh.close();
    }
    for (const id of ids) expect(await outcomes.countOf(id)).toBe(1);
  },
  scaled(240_000),
);
