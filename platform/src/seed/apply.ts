// Writes a generated seed into the database once: a database that already holds data (or a
// record of an earlier seed) is left as it is, so a restart keeps its data and changes.
import { insertRows } from '../db/insert';
import type { Db, Queryable } from '../db/types';
import { generateSeed } from './generate';
import { seedTables, type SeedChunk } from './rows';
import { seedSizes, type SeedSize, type SeedSizeConfig } from './sizes';

/** Bumped when the generator changes in a way that matters to someone holding old data. */
export const seedVersion = 2;

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
  suborganization_group: 'suborganization_group_id',
  system_directory: 'directory_id',
  application_instance: 'application_instance_id',
  user_app_access: 'user_app_access_id',
  global_notification: 'notification_id',
  app_version: 'app_version_id',
  file_extension: 'file_extension_id',
  comm_subscription: 'communication_subscription_ve_id',
  comm_subscription_history: 'comm_subscription_history_id',
};

export interface SeedLoadStats {
  /** Time spent generating rows (the generator runs between loads). */
  generationMs: number;
  /** Time spent writing rows, sequences and the seed record. */
  loadMs: number;
  rows: number;
  chunks: number;
}

export async function hasData(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ seeded: boolean }>(
    `select exists(select 1 from seed_run)
         or exists(select 1 from organization)
         or exists(select 1 from login_account) as seeded`,
  );
  return row?.seeded ?? false;
}

/** The version a database was seeded with, if any (a warning's material when it is old). */
export async function seededVersion(db: Queryable): Promise<number | undefined> {
  const [row] = await db.query<{ seed_version: number }>(
    'select max(seed_version) as seed_version from seed_run',
  );
  return row?.seed_version ?? undefined;
}

async function writeChunk(db: Queryable, chunk: SeedChunk): Promise<number> {
  let rows = 0;
  for (const table of seedTables) {
    await insertRows(db, table, chunk[table]);
    rows += chunk[table].length;
  }
  return rows;
}

async function finish(db: Queryable, label: string): Promise<void> {
  for (const [table, column] of Object.entries(identityColumns)) {
    await db.query(
      `select setval(pg_get_serial_sequence('${table}', '${column}'),
                     coalesce((select max(${column}) from ${table}), 0) + 1, false)`,
    );
  }
  await db.query('insert into seed_run (seed_size, seed_version) values ($1, $2)', [label, seedVersion]);
}

/** Seeds `size` unless the database already holds data; answers whether it seeded. Small sizes
 * go in one transaction; large ones (bench) chunk by chunk through loadSeed. */
export async function seedDatabase(db: Db, size: SeedSize): Promise<boolean> {
  if (seedSizes[size].organizations > 10_000) {
    if (await hasData(db)) return false;
    await loadSeed(db, size);
    return true;
  }
  return db.transaction(async (tx) => {
    if (await hasData(tx)) return false;
    for (const chunk of generateSeed(size)) await writeChunk(tx, chunk);
    await finish(tx, size);
    return true;
  });
}

/** Bulk load for large sizes: one transaction per chunk (a failure keeps the chunks already
 * written, and memory stays bounded), timed apart from generation. Refuses a database that
 * already holds data. */
export async function loadSeed(
  db: Db,
  size: SeedSize | SeedSizeConfig,
  onChunk?: (stats: SeedLoadStats) => void,
): Promise<SeedLoadStats> {
  if (await hasData(db)) throw new Error('the database already holds data; load the seed into an empty one');
  const config = typeof size === 'string' ? seedSizes[size] : size;
  const stats: SeedLoadStats = { generationMs: 0, loadMs: 0, rows: 0, chunks: 0 };
  const chunks = generateSeed(config);
  for (;;) {
    let started = performance.now();
    const next = chunks.next();
    stats.generationMs += performance.now() - started;
    if (next.done) break;
    started = performance.now();
    stats.rows += await db.transaction((tx) => writeChunk(tx, next.value));
    stats.loadMs += performance.now() - started;
    stats.chunks++;
    onChunk?.(stats);
  }
  const started = performance.now();
  await db.transaction((tx) => finish(tx, typeof size === 'string' ? size : config.seed));
  stats.loadMs += performance.now() - started;
  return stats;
}
