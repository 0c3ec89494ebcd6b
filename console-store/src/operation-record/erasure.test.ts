// Forgetting one person on a real database (in-process PGlite): their operations are found by
// pseudonyms, one that has not ended is named, the erasure empties every sealed value of theirs
// (and their bulk elements, in their operations and in others') while the chain still verifies,
// the lists count the same, the other people's values stay, and a second erasure changes nothing.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Db } from '@cgi/platform/db';
import {
  consoleDataConverter,
  createPseudonyms,
  createValueSealer,
  generatePayloadKey,
  generatePseudonymKey,
} from '@cgi/workflows/codec';
import type { OperationOutcome } from '@cgi/workflows/outcome-record';
import { createBulkElements } from '../bulk-elements';
import { openConsoleDb } from '../db';
import { eraseOperations, ERASED_ELEMENT_LABEL, findPersonOperations, type PersonKeys } from './erasure';
import { createRecordReader } from './reader';
import { endedRunEntries, requestedEntry, type IndexedKeys } from './run-entries';
import { verifyChain } from './verify';
import { createRecordWriter } from './writer';

let db: Db;
const sealer = createValueSealer(consoleDataConverter([generatePayloadKey('k1')]).payloadCodecs ?? []);
const pseudonyms = createPseudonyms([generatePseudonymKey('p2'), generatePseudonymKey('p1')]);
const ANA = 'ana.perez@example.com';
const BRUNO = 'bruno.diaz@example.com';
const hex = (value: string) => Buffer.from(value, 'utf8').toString('hex');

beforeAll(async () => {
  db = await openConsoleDb({});
});
afterAll(async () => db?.close());
beforeEach(async () => {
  for (const table of ['operation_record', 'operation_runs', 'operation_run_subjects', 'bulk_element'])
    await db.query(`delete from ${table}`);
  await db.query("update operation_record_head set seq = 0, hash = repeat('0', 64)");
});

const keysOf = (email: string): IndexedKeys => ({
  targetKey: '100001',
  actorKey: pseudonyms.of('soporte@consola.test'),
  related: ['subscriber:100001', `email:${pseudonyms.of(email)}`],
  pseudonym: (value) => pseudonyms.of(value),
});

const personKeys = (email: string): PersonKeys => ({
  subjects: pseudonyms.all(email).map((p) => `email:${p}`),
  targets: pseudonyms.all(email),
  elementKeys: pseudonyms.all(hex(email)),
});

const memo = (email: string) => ({
  type: 'subscriber.addUser',
  target: '100001',
  actor: 'soporte@consola.test',
  source: 'ui' as const,
  reason: `Pedido de ${email}`,
  input: { subscriberNumber: '100001', email, firstName: 'Persona' },
  inputHash: 'h',
});

const outcome = (id: string): OperationOutcome => ({
  workflowId: id,
  runId: 'run-1',
  type: 'subscriber.addUser',
  targetKey: '100001',
  target: '100001',
  actor: pseudonyms.of('soporte@consola.test'),
  source: 'ui',
  status: 'completed',
  failedStep: null,
  failedStepLabel: null,
  errorCode: null,
  startedAt: '2026-11-20T12:00:00.000Z',
  endedAt: '2026-11-20T12:00:02.000Z',
  durationMs: 2_000,
  retries: 0,
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
      result: { email: 'x' },
    },
  ],
};

async function recordPeople() {
  const writer = createRecordWriter(db, sealer);
  const at = new Date('2026-11-20T11:59:59.000Z');
  await writer.append([requestedEntry('ana/1', at, memo(ANA), null, keysOf(ANA))], 'api');
  await writer.append(endedRunEntries(outcome('ana/1'), memo(ANA), progress, keysOf(ANA)), 'worker');
  await writer.append(endedRunEntries(outcome('ana/2'), memo(ANA), progress, keysOf(ANA)), 'worker');
  await writer.append(endedRunEntries(outcome('bruno/1'), memo(BRUNO), progress, keysOf(BRUNO)), 'worker');
  // One of hers still running: only requested.
  await writer.append([requestedEntry('ana/3', at, memo(ANA), null, keysOf(ANA))], 'api');
  const elements = createBulkElements(db, { sealer, pseudonyms });
  await elements.add('ana/2', [{ key: 'una', label: `Elemento de ${ANA}`, payload: { email: ANA } }]);
  // A bulk operation of someone else with her as one element, keyed by her e-mail.
  await elements.add('lote/1', [
    { key: ANA, label: ANA, payload: { email: ANA } },
    { key: BRUNO, label: BRUNO, payload: { email: BRUNO } },
  ]);
}

async function openedValues(): Promise<string> {
  const rows = await db.query<{ sealed: string | null }>(
    'select sealed from operation_record union all select sealed from operation_runs',
  );
  const opened = await Promise.all(rows.map(async (row) => (row.sealed ? sealer.open(row.sealed) : null)));
  const elements = await createBulkElements(db, { sealer, pseudonyms }).page('lote/1', { limit: 10 });
  const own = await createBulkElements(db, { sealer, pseudonyms }).page('ana/2', { limit: 10 });
  return JSON.stringify([opened, elements.items, own.items]);
}

const counts = () =>
  db.query(
    `select operation_type, status, count(*)::int as n from operation_runs
      group by 1, 2 order by 1, 2`,
  );

it("finds a person's operations by the pseudonyms under every key, naming those not ended", async () => {
  await recordPeople();
  const found = await findPersonOperations(db, personKeys(ANA));
  expect(found.operationIds).toEqual(['ana/1', 'ana/2', 'ana/3']);
  expect(found.notEnded).toEqual(['ana/3']);
  expect((await findPersonOperations(db, personKeys(BRUNO))).operationIds).toEqual(['bruno/1']);
  expect(
    (await findPersonOperations(db, personKeys(ANA), { exceptTypes: ['subscriber.addUser'] })).operationIds,
  ).toEqual([]);
  // An operation whose run row is gone is still found by its entries.
  await db.query("delete from operation_run_subjects where operation_id = 'ana/1'");
  await db.query("delete from operation_runs where operation_id = 'ana/1'");
  expect(await findPersonOperations(db, personKeys(ANA))).toEqual({
    operationIds: ['ana/1', 'ana/2', 'ana/3'],
    notEnded: ['ana/3'],
  });
  // A value nobody has: nothing, whatever it looks like.
  expect((await findPersonOperations(db, personKeys('nadie@example.com'))).operationIds).toEqual([]);
});

it('erases her sealed values and elements, keeps the chain, the counts and the others', async () => {
  await recordPeople();
  expect(await openedValues()).toContain(ANA);
  const before = {
    counts: await counts(),
    digests: await db.query('select seq, sealed_digest, hash from operation_record order by seq'),
  };

  const summary = await eraseOperations(db, ['ana/1', 'ana/2'], personKeys(ANA));
  expect(summary.entries).toBeGreaterThan(0);
  expect(summary.runs).toBe(2);
  // Her element in her own operation and the one in someone else's.
  expect(summary.elements).toBe(2);

  // Her running operation was not asked for, so it keeps its values; the ended ones do not.
  await eraseOperations(db, ['ana/3'], personKeys(ANA));
  const text = await openedValues();
  expect(text).not.toContain(ANA);
  expect(text).toContain(BRUNO);
  expect(text).toContain(ERASED_ELEMENT_LABEL);

  expect((await verifyChain(db)).ok).toBe(true);
  expect(await counts()).toEqual(before.counts);
  expect(await db.query('select seq, sealed_digest, hash from operation_record order by seq')).toEqual(
    before.digests,
  );
  // Her operations still read: type, time, outcome and actor, without their values.
  const reader = createRecordReader(db, sealer);
  const run = await reader.run('ana/1');
  expect(run?.run).toMatchObject({ status: 'completed', type: 'subscriber.addUser' });
  expect(run?.run.actorKey).toBe(pseudonyms.of('soporte@consola.test'));
  expect((await reader.entries('ana/1')).every((entry) => entry.personal === null)).toBe(true);
  expect((await reader.entries('bruno/1')).some((entry) => entry.personal !== null)).toBe(true);

  // Again: nothing left to change.
  expect(await eraseOperations(db, ['ana/1', 'ana/2', 'ana/3'], personKeys(ANA))).toEqual({
    entries: 0,
    runs: 0,
    elements: 0,
    idempotencyKeys: 0,
    legacyOutcomes: 0,
  });
});

it('erases the same person from many erasures at once exactly as from one', async () => {
  await recordPeople();
  const ids = ['ana/1', 'ana/2', 'ana/3'];
  const all = await Promise.all(Array.from({ length: 8 }, () => eraseOperations(db, ids, personKeys(ANA))));
  expect(all.reduce((sum, summary) => sum + summary.runs, 0)).toBe(3);
  expect(all.reduce((sum, summary) => sum + summary.elements, 0)).toBe(2);
  expect(await openedValues()).not.toContain(ANA);
  expect((await verifyChain(db)).ok).toBe(true);
});
