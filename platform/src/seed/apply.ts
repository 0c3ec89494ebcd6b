// Writes a generated seed into the database once: a database that already holds data (or a
// record of an earlier seed) is left as it is, so a restart keeps its data and changes.
import { insertRows } from '../db/insert';
import type { Db, Queryable } from '../db/types';
import { generateSeed } from './generate';
import { seedTables } from './rows';
import type { SeedSize } from './sizes';

/** Bumped when the generator changes in a way that matters to someone holding old data. */
export const seedVersion = 1;

// Seeded rows carry explicit ids; identity sequences must continue after them.
const identityColumns: Record<string, string> = {
  organization: 'organization_id',
  suborganization: 'suborganization_id',
  login_account: 'login_account_id',
  organization_user: 'user_id',
  subscriber: 'subscriber_id',
  invite: 'invite_id',
  product: 'product_id',
  product_scope: 'product_scope_id',
  product_subscription: 'product_subscription_id',
};

export async function hasData(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ seeded: boolean }>(
    `select exists(select 1 from seed_run)
         or exists(select 1 from organization)
         or exists(select 1 from login_account) as seeded`,
  );
  return row?.seeded ?? false;
}

/** Seeds `size` unless the database already holds data; answers whether it seeded. */
export async function seedDatabase(db: Db, size: SeedSize): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (await hasData(tx)) return false;
    for (const chunk of generateSeed(size)) {
      for (const table of seedTables) await insertRows(tx, table, chunk[table]);
    }
    for (const [table, column] of Object.entries(identityColumns)) {
      await tx.query(
        `select setval(pg_get_serial_sequence('${table}', '${column}'),
                       coalesce((select max(${column}) from ${table}), 0) + 1, false)`,
      );
    }
    await tx.query('insert into seed_run (seed_size, seed_version) values ($1, $2)', [size, seedVersion]);
    return true;
  });
}
