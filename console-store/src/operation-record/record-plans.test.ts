// The record's reads that every page of the operations list and of its export makes stay index
// ranges whatever the size of the record: with sequential scans priced out, a plan that still
// reads the whole table has no index to use (found with 1,000,000 operations: the follow-ups
// read scanned operation_runs for every page, 0.5-1.9 s on PGlite, until migration 022).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '@cgi/platform/db';
import { openConsoleDb } from '../db';
import { FOLLOW_UPS_SQL } from './reader';

let db: Db;

beforeAll(async () => {
  db = await openConsoleDb({});
});

afterAll(async () => {
  await db?.close();
});

async function planOf(sql: string, params: unknown[]): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query('set local enable_seqscan = off');
    const rows = await tx.query<Record<string, string>>(`explain ${sql}`, params as never);
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

it("reads a page's retries and undos through indexes, never the whole table", async () => {
  const plan = await planOf(FOLLOW_UPS_SQL, [['subscriber.addUser/100001/a', 'user.edit/9/b']]);
  expect(plan).not.toMatch(/Seq Scan/);
  expect(plan).toMatch(/operation_runs_retry_of/);
  expect(plan).toMatch(/operation_runs_undo_of/);
});
