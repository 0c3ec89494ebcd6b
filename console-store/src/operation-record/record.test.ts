// The operations record on a real database (in-process PGlite): exactly once, one chain, a fold
// that gives the lists their rows, and a verification that finds every kind of tampering.
import { afterAll, beforeEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@cgi/platform/db';
import { consoleDataConverter, createValueSealer, generatePayloadKey } from '@cgi/workflows/codec';
import type { OperationOutcome } from '@cgi/workflows/outcome-record';
import { openConsoleDb } from '../db';
import { createRecordReader } from './reader';
import { endedRunEntries, requestedEntry, type IndexedKeys } from './run-entries';
import { verifyChain } from './verify';
import { createRecordWriter, rebuildRuns } from './writer';

let db: Db;
const sealer = createValueSealer(consoleDataConverter([generatePayloadKey('k1')]).payloadCodecs ?? []);
beforeAll(async () => {
  db = await openConsoleDb({});
});
afterAll(async () => db?.close());
beforeEach(async () => {
  await db.query('delete from operation_record');
  await db.query('delete from operation_runs');
  await db.query('delete from operation_run_subjects');
  await db.query("update operation_record_head set seq = 0, hash = repeat('0', 64)");
  await db.query('delete from operation_outcome_counts');
});

const keys: IndexedKeys = {
  targetKey: '100001',
  actorKey: 'p1.actor',
  related: ['subscriber:100001', 'email:p1.ana'],
  pseudonym: (value) => `p1.${value.replace(/\W/g, '')}`,
};

const memo = (overrides: Record<string, unknown> = {}) => ({
  type: 'subscriber.addUser',
  target: '100001',
  actor: 'soporte@consola.test',
  source: 'ui' as const,
  reason: 'Pedido del cliente',
  input: { subscriberId: '100001', email: 'ana.perez@example.com', name: 'Ana Pérez' },
  inputHash: 'h',
  ...overrides,
});

const outcome = (id: string, status: OperationOutcome['status'] = 'failed'): OperationOutcome => ({
  workflowId: id,
  runId: 'run-1',
  type: 'subscriber.addUser',
  targetKey: '100001',
  target: '100001',
  actor: 'p1.actor',
  source: 'ui',
  status,
  failedStep: status === 'failed' ? 'sendInvite' : null,
  failedStepLabel: status === 'failed' ? 'Enviar la invitación de registro' : null,
  errorCode: status === 'failed' ? 'STEP_FAILED' : null,
  startedAt: '2026-11-20T12:00:00.000Z',
  endedAt: '2026-11-20T12:00:16.500Z',
  durationMs: 16_500,
  retries: 1,
  retryOf: null,
  elements: null,
});

const progress = {
  steps: [
    {
      key: 'createLink',
      label: 'Vincular el usuario',
      status: 'done' as const,
      attempts: 1,
      startedAt: '2026-11-20T12:00:01.000Z',
      finishedAt: '2026-11-20T12:00:02.000Z',
      attemptErrors: [],
    },
    {
      key: 'sendInvite',
      label: 'Enviar la invitación de registro',
      status: 'failed' as const,
      attempts: 2,
      startedAt: '2026-11-20T12:00:02.000Z',
      finishedAt: '2026-11-20T12:00:16.000Z',
      error: 'invites → 500 para ana.perez@example.com',
      attemptErrors: [],
    },
  ],
  error: { code: 'STEP_FAILED', message: 'Ocurrió un error. Intente nuevamente.' },
};

const ended = (id: string) => endedRunEntries(outcome(id), memo(), progress, keys);

describe('appending', () => {
  it('stores each stage once however often and however concurrently it is written', async () => {
    const writer = createRecordWriter(db, sealer);
    const batches = await Promise.all(
      Array.from({ length: 20 }, (_, i) => writer.append(ended(`op/${i % 4}`), 'worker')),
    );
    const perOperation = ended('op/0').length;
    expect(batches.flat()).toHaveLength(4 * perOperation);
    const [row] = await db.query<{ n: number; first: string; last: string }>(
      'select count(*)::int as n, min(seq)::text as first, max(seq)::text as last from operation_record',
    );
    expect(row).toEqual({ n: 4 * perOperation, first: '1', last: String(4 * perOperation) });
    expect((await verifyChain(db)).ok).toBe(true);
  });

  it('keeps the personal values encrypted and the searchable columns as pseudonyms', async () => {
    await createRecordWriter(db, sealer).append(ended('op/a'), 'worker');
    const stored = JSON.stringify(await db.query('select * from operation_record'));
    const runs = JSON.stringify(await db.query('select * from operation_runs'));
    for (const clear of [
      'ana.perez@example.com',
      'Ana Pérez',
      'soporte@consola.test',
      'Pedido del cliente',
    ]) {
      expect(stored).not.toContain(clear);
      expect(runs).not.toContain(clear);
    }
    const entries = await createRecordReader(db, sealer).entries('op/a');
    expect(entries.map((entry) => entry.stage)).toEqual(['requested', 'started', 'step', 'step', 'ended']);
    expect(entries.find((entry) => entry.stageKey === 'sendInvite')?.personal).toMatchObject({
      error: 'invites → 500 para ana.perez@example.com',
    });
  });

  it('folds the entries into the row the lists and the panel read, counted once', async () => {
    const writer = createRecordWriter(db, sealer);
    const at = new Date('2026-11-20T11:59:59.000Z');
    await writer.append([requestedEntry('op/a', at, memo(), null, keys)], 'api');
    const reader = createRecordReader(db, sealer);
    expect((await reader.run('op/a'))?.run.status).toBe('running');
    await writer.append(ended('op/a'), 'worker');
    await writer.append(ended('op/a'), 'worker');
    const found = await reader.run('op/a');
    expect(found?.run).toMatchObject({
      status: 'failed',
      failedStep: 'sendInvite',
      requestedAt: at,
      startedAt: new Date('2026-11-20T12:00:00.000Z'),
      endedAt: new Date('2026-11-20T12:00:16.500Z'),
      related: expect.arrayContaining(['subscriber:100001', 'email:p1.ana']),
    });
    expect(found?.snapshot?.memo.input).toMatchObject({ email: 'ana.perez@example.com' });
    expect(found?.snapshot?.progress?.steps[1]?.status).toBe('failed');
    const outcomes = await db.query<{ workflow_id: string; status: string }>(
      'select workflow_id, status from operation_outcomes',
    );
    expect(outcomes).toEqual([{ workflow_id: 'op/a', status: 'failed' }]);
    const [counted] = await db.query<{ n: number }>(
      "select sum(n)::int as n from operation_outcome_counts where measure = 'failed'",
    );
    expect(counted?.n).toBe(1);
  });

  it('gets the same rows by folding the whole log again', async () => {
    const writer = createRecordWriter(db, sealer);
    const at = new Date('2026-11-20T11:59:59.000Z');
    await writer.append([requestedEntry('op/a', at, memo(), null, keys)], 'api');
    await writer.append(ended('op/a'), 'worker');
    await writer.append(ended('op/b'), 'worker');
    await writer.append([requestedEntry('op/c', at, memo(), null, keys)], 'api');
    const snapshot = async () => ({
      runs: await db.query('select * from operation_runs order by operation_id'),
      subjects: await db.query('select * from operation_run_subjects order by operation_id, subject'),
      counts: await db.query('select * from operation_outcome_counts order by hour, operation_type, measure'),
    });
    const before = await snapshot();
    expect(before.runs).toHaveLength(3);
    expect(await rebuildRuns(db, 2)).toBe(3);
    expect(await snapshot()).toEqual(before);
  });

  it('pages by any filter, newest first, and a customer history by its related key', async () => {
    const writer = createRecordWriter(db, sealer);
    for (let i = 0; i < 7; i++) {
      const id = `op/${i}`;
      const entries = endedRunEntries(
        {
          ...outcome(id, i % 2 ? 'completed' : 'failed'),
          startedAt: `2026-11-2${i}T12:00:00.000Z`,
          endedAt: `2026-11-2${i}T12:01:00.000Z`,
        },
        memo(),
        progress,
        { ...keys, related: i < 3 ? ['email:p1.ana'] : ['email:p1.otro'] },
      );
      await writer.append(entries, 'worker');
    }
    const reader = createRecordReader(db, sealer);
    const first = await reader.page({ statuses: ['failed'] }, { size: 2 });
    expect(first.runs.map((found) => found.run.operationId)).toEqual(['op/6', 'op/4']);
    const second = await reader.page({ statuses: ['failed'] }, { size: 2, after: first.next });
    expect(second.runs.map((found) => found.run.operationId)).toEqual(['op/2', 'op/0']);
    expect(second.next).toBeNull();
    const history = await reader.page({ subjectKeys: ['email:p1.ana', 'email:p2.ana'] }, { size: 10 });
    expect(history.runs.map((found) => found.run.operationId)).toEqual(['op/2', 'op/1', 'op/0']);
    expect(await reader.count({ subjectKeys: ['email:p1.ana'] })).toBe(3);
    // The panel's 'k de n' of one step (issue 43): the failures at that step, and none at another.
    expect(await reader.count({ statuses: ['failed'], failedStep: 'sendInvite' })).toBe(4);
    expect(await reader.count({ failedStep: 'assignUser' })).toBe(0);
    const atStep = await reader.page({ failedStep: 'sendInvite' }, { size: 10 });
    expect(atStep.runs.map((found) => found.run.operationId)).toEqual(['op/6', 'op/4', 'op/2', 'op/0']);
  });
});

describe('verifying the chain', () => {
  async function recordThree() {
    const writer = createRecordWriter(db, sealer);
    for (const id of ['op/a', 'op/b', 'op/c']) await writer.append(ended(id), 'worker');
    expect((await verifyChain(db)).ok).toBe(true);
  }

  it('finds an edited entry', async () => {
    await recordThree();
    await db.query("update operation_record set status = 'completed' where seq = 7");
    expect((await verifyChain(db)).firstProblem).toMatchObject({ seq: 7, problem: 'changed' });
  });

  it('finds a removed entry', async () => {
    await recordThree();
    await db.query('delete from operation_record where seq = 4');
    expect((await verifyChain(db)).firstProblem).toMatchObject({ seq: 4, problem: 'missing' });
  });

  it('finds a removed last entry', async () => {
    await recordThree();
    await db.query('delete from operation_record where seq = (select max(seq) from operation_record)');
    expect((await verifyChain(db)).firstProblem?.problem).toBe('truncated');
  });

  it('finds an inserted entry, even one that names the right predecessor', async () => {
    await recordThree();
    const [last] = await db.query<{ seq: string; hash: string }>(
      'select seq::text as seq, hash from operation_record order by operation_record.seq desc limit 1',
    );
    await db.query(
      `insert into operation_record (seq, at, recorded_by, operation_id, stage, operation_type, facts, prev_hash, hash)
       values ($1, now(), 'worker', 'op/forged', 'ended', 'subscriber.addUser', '{}', $2, $3)`,
      [Number(last!.seq) + 1, last!.hash, 'f'.repeat(64)],
    );
    expect((await verifyChain(db)).firstProblem).toMatchObject({
      seq: Number(last!.seq) + 1,
      operationId: 'op/forged',
      problem: 'inserted',
    });
  });

  it('finds sealed values swapped for others, and keeps verifying after an erasure', async () => {
    await recordThree();
    const [a] = await db.query<{ sealed: string }>(
      "select sealed from operation_record where operation_id = 'op/a' and stage = 'ended'",
    );
    await db.query("update operation_record set sealed = null where operation_id = 'op/b'");
    expect((await verifyChain(db)).ok).toBe(true);
    await db.query(
      "update operation_record set sealed = $1 where operation_id = 'op/c' and stage = 'ended'",
      [a!.sealed],
    );
    expect((await verifyChain(db)).firstProblem).toMatchObject({
      operationId: 'op/c',
      problem: 'sealedChanged',
    });
  });
});
