// Writes that belong together are all or nothing: a multi-row write that fails half-way
// (a bad row in a later batch, or the process failing between statements) leaves no row.
// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '@cgi/test-support/platform';
import { insertRows } from './insert';
import type { Db } from './types';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDb());
  await db.exec(
    'create table atomicity_probe (id integer primary key, amount integer not null check (amount >= 0))',
  );
});
afterAll(() => close());

const count = async () =>
  (await db.query<{ n: number }>('select count(*)::int as n from atomicity_probe'))[0]!.n;
// 40,000 rows of two columns make three INSERT statements (30,000 parameters each at most).
const rows = (n: number, bad?: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, amount: i + 1 === bad ? -1 : i }));

describe('transactions', () => {
  it('roll back every batch of a multi-row insert when a later batch fails', async () => {
    await expect(
      db.transaction((tx) => insertRows(tx, 'atomicity_probe', rows(40_000, 39_999))),
    ).rejects.toMatchObject({
      code: '23514',
    });
    expect(await count()).toBe(0);
  });

  it('roll back when the work fails between statements', async () => {
    await expect(
      db.transaction(async (tx) => {
        await insertRows(tx, 'atomicity_probe', rows(500));
        expect((await tx.query<{ n: number }>('select count(*)::int as n from atomicity_probe'))[0]!.n).toBe(
          500,
        );
        throw new Error('crash in the middle of the write');
      }),
    ).rejects.toThrow('crash in the middle');
    expect(await count()).toBe(0);
  });

  it('commit everything when every batch succeeds', async () => {
    await db.transaction((tx) => insertRows(tx, 'atomicity_probe', rows(40_000)));
    expect(await count()).toBe(40_000);
  });
});
