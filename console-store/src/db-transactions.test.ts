// The guard against a query on a PGlite database from inside one of its own transactions (which
// would wait for ever; platform/src/db/pglite.ts): it names the mistake, holds per database, and
// ends with the transaction. On the console's in-memory databases, which a test process opens
// from one migrated template.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '@cgi/platform/db';
import { openConsoleDb } from './db';

let first: Db;
let second: Db;

beforeAll(async () => {
  [first, second] = await Promise.all([openConsoleDb({}), openConsoleDb({})]);
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

it('refuses a query on the database inside its own transaction, and names the way out', async () => {
  await expect(
    first.transaction(async () => {
      await first.query('select 1');
    }),
  ).rejects.toThrow(/use the transaction \(tx\)/);
});

it('lets another database answer inside a transaction, and each one in its own', async () => {
  const answered = await first.transaction(async (tx) => {
    const [outer] = await tx.query<{ n: number }>('select 1 as n');
    const inner = await second.transaction(async (otherTx) => {
      // Still inside the first one's transaction: the first database stays guarded.
      await expect(first.query('select 1')).rejects.toThrow(/own transaction/);
      return otherTx.query<{ n: number }>('select 2 as n');
    });
    return [outer!.n, inner[0]!.n];
  });
  expect(answered).toEqual([1, 2]);
});

it('answers again once the transaction has ended', async () => {
  await first.transaction((tx) => tx.query('select 1'));
  await expect(first.query<{ n: number }>('select 3 as n')).resolves.toEqual([{ n: 3 }]);
});
