import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '@cgi/platform/db';
import { openConsoleDb } from './db';
import { createOperationOutcomes, type OperationOutcome } from './operation-outcomes';

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
  const outcomes = createOperationOutcomes(db);
  const written = await Promise.all(Array.from({ length: 20 }, () => outcomes.record(outcome('op/a'))));
  expect(written.filter(Boolean)).toHaveLength(1);
  expect(await outcomes.countOf('op/a')).toBe(1);
  expect(await outcomes.get('op/a', 'run-1')).toEqual(outcome('op/a'));
  // An operation ends once: a later run of the same id (never one the console starts) adds nothing.
  expect(await outcomes.record(outcome('op/a', 'run-2'))).toBe(false);
  expect(await outcomes.countOf('op/a')).toBe(1);
});

it('backfills many runs, adding only the ones not recorded yet', async () => {
  const outcomes = createOperationOutcomes(db);
  const bulk = { ...outcome('op/bulk'), elements: { total: 30, done: 28, skipped: 1, failed: 1 } };
  expect(await outcomes.recordMany([outcome('op/b'), bulk])).toBe(2);
  expect(await outcomes.recordMany([outcome('op/b'), bulk, outcome('op/c')])).toBe(1);
  expect((await outcomes.get('op/bulk', 'run-1'))?.elements).toEqual(bulk.elements);
  const [row] = await db.query<{ recorded_by: string }>(
    "select recorded_by from operation_outcomes where workflow_id = 'op/c'",
  );
  expect(row?.recorded_by).toBe('backfill');
});
