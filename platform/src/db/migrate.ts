import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

const platformMigrations = fileURLToPath(new URL('../../migrations/', import.meta.url));
const fileName = /^(\d{3})_[a-z0-9_]+\.sql$/;
// Any constant works; it only has to be the same for every process migrating this database.
const migrationLockKey = 7_310_001;

/**
 * Applies each `NNN_name.sql` of `directory` (default: the platform's own migrations) not yet
 * recorded, in order, one transaction each. The console's own store uses it with its folder.
 */
export async function migrate(db: Db, directory: string = platformMigrations): Promise<string[]> {
  const migrationsDir = directory.endsWith('/') ? directory : `${directory}/`;
  // Under the lock too: `create table if not exists` is not safe against a concurrent one (two
  // replicas starting together on a fresh database fail on pg_type's unique index).
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [migrationLockKey]);
    await tx.exec(`create table if not exists schema_migrations (
      version text primary key,
      applied_at timestamptz not null default now()
    )`);
  });
  const files = (await readdir(migrationsDir)).filter((name) => fileName.test(name)).sort();
  const applied: string[] = [];
  for (const file of files) {
    const sql = await readFile(migrationsDir + file, 'utf8');
    const ran = await db.transaction(async (tx) => {
      // Two processes starting on one PostgreSQL server must not both apply the same file.
      await tx.query('select pg_advisory_xact_lock($1)', [migrationLockKey]);
      const done = await tx.query('select 1 from schema_migrations where version = $1', [file]);
      if (done.length > 0) return false;
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (version) values ($1)', [file]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}
