import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '@cgi/platform/db';
import { createPseudonyms, generatePseudonymKey } from '@cgi/workflows/codec';
import { openConsoleDb } from './db';
import { consoleDatabaseText } from '@cgi/test-support/database-text';
import { copyLegacyOutcomes } from './copy-legacy-outcomes';
import { createOperationOutcomes, type OperationOutcome } from './operation-outcomes';

const pseudonyms = createPseudonyms([generatePseudonymKey('t1')]);
const options = { pseudonymize: pseudonyms.of };

let db: Db;
beforeAll(async () => {
  db = await openConsoleDb({});
});
afterAll(async () => db?.close());

const outcome = (workflowId: string, runId = 'run-1'): OperationOutcome => ({
  workflowId,
  runId,
  type: 'subscriber.addUser',
  targetKey: '100001',
  target: '100001',
  actor: 'soporte@consola.test',
  source: 'ui',
  status: 'failed',
  failedStep: 'sendInvite',
  failedStepLabel: 'Enviar la invitación de registro',
  errorCode: 'STEP_FAILED',
  startedAt: '2026-11-20T12:00:00.000Z',
  endedAt: '2026-11-20T12:00:16.500Z',
  durationMs: 16_500,
  retries: 4,
  retryOf: null,
  elements: null,
});

it('records a run once, however many times and at once it is written', async () => {
  const outcomes = createOperationOutcomes(db, options);
  const written = await Promise.all(Array.from({ length: 20 }, () => outcomes.record(outcome('op/a'))));
  expect(written.filter(Boolean)).toHaveLength(1);
  expect(await outcomes.countOf('op/a')).toBe(1);
  // The actor as Temporal's index holds it; a public target as it is.
  expect(await outcomes.get('op/a', 'run-1')).toEqual({
    ...outcome('op/a'),
    actor: pseudonyms.of('soporte@consola.test'),
  });
  // An operation ends once: a later run of the same id (never one the console starts) adds nothing.
  expect(await outcomes.record(outcome('op/a', 'run-2'))).toBe(false);
  expect(await outcomes.countOf('op/a')).toBe(1);
});

it('backfills many runs, adding only the ones not recorded yet', async () => {
  const outcomes = createOperationOutcomes(db, options);
  const bulk = { ...outcome('op/bulk'), elements: { total: 30, done: 28, skipped: 1, failed: 1 } };
  expect(await outcomes.recordMany([outcome('op/b'), bulk])).toBe(2);
  expect(await outcomes.recordMany([outcome('op/b'), bulk, outcome('op/c')])).toBe(1);
  expect((await outcomes.get('op/bulk', 'run-1'))?.elements).toEqual(bulk.elements);
  const [row] = await db.query<{ recorded_by: string }>(
    "select recorded_by from operation_outcomes where workflow_id = 'op/c'",
  );
  expect(row?.recorded_by).toBe('backfill');
});

const personal = (workflowId: string): OperationOutcome => ({
  ...outcome(workflowId),
  type: 'identity.setPassword',
  target: 'ana.quintanilla@privado.test',
  targetKey: pseudonyms.of('ana.quintanilla@privado.test'),
  actor: 'admin@consola.test',
});

it('keeps a personal target and the actor as the index pseudonyms, never in clear', async () => {
  const outcomes = createOperationOutcomes(db, options);
  await outcomes.record(personal('op/personal'));
  await outcomes.recordMany([{ ...personal('op/backfilled'), targetKey: 'ana.quintanilla@privado.test' }]);
  for (const id of ['op/personal', 'op/backfilled']) {
    expect(await outcomes.get(id, 'run-1')).toMatchObject({
      target: pseudonyms.of('ana.quintanilla@privado.test'),
      targetKey: pseudonyms.of('ana.quintanilla@privado.test'),
      actor: pseudonyms.of('admin@consola.test'),
    });
  }
  const text = await consoleDatabaseText(db);
  expect(text).not.toContain('ana.quintanilla@privado.test');
  expect(text).not.toContain('admin@consola.test');
});

it('copies the rows written before the record into it once, in clear ones as pseudonyms, however many processes do it at once', async () => {
  const outcomes = createOperationOutcomes(db, options);
  // As the code before the record (migration 020) left them: some written in clear (before 014).
  const old = Array.from({ length: 40 }, (_, i) => `op/old-${i}`);
  for (const id of old) {
    await db.query(
      `insert into operation_outcomes_before_record (workflow_id, run_id, operation_type, target_key, target,
         actor, source, status, started_at, ended_at, duration_ms, pseudonymous)
       values ($1, 'run-1', $2, $3, $3, 'admin@consola.test', 'ui', 'failed', now(), now(), 5, false)`,
      [
        id,
        id.endsWith('0') ? 'subscriber.addUser' : 'eventanilla.changeStatus',
        id.endsWith('0') ? '100003' : '27345678904',
      ],
    );
  }
  const copies = await Promise.all(
    Array.from({ length: 4 }, () => copyLegacyOutcomes(db, (value) => pseudonyms.of(value))),
  );
  expect(copies.reduce((sum, copy) => sum + copy.copied, 0)).toBe(old.length);
  expect((await copyLegacyOutcomes(db, (value) => pseudonyms.of(value))).copied).toBe(0);
  for (const id of old) {
    const row = await outcomes.get(id, 'run-1');
    const target = id.endsWith('0') ? '100003' : pseudonyms.of('27345678904');
    expect(row).toMatchObject({ target, targetKey: target, actor: pseudonyms.of('admin@consola.test') });
  }
  const text = await consoleDatabaseText(db);
  expect(text).not.toContain('27345678904');
  expect(text).not.toContain('admin@consola.test');
});
