// The migration that gave service accounts their owners (issue 40) on a database that already
// had accounts: each belongs to its creator, or, where another account's token created it, to
// the people behind that one; an account whose creator cannot be traced to a person has none.
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDb, type Db } from '@cgi/platform/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { consoleMigrations } from './db';

const OWNERS_MIGRATION = '013_service_account_owners.sql';
let db: Db;
let before: string;

beforeAll(async () => {
  // The migrations as they were before owners, then every one.
  before = await mkdtemp(join(tmpdir(), 'console-migrations-'));
  for (const file of await readdir(consoleMigrations)) {
    if (file < OWNERS_MIGRATION) await cp(join(consoleMigrations, file), join(before, file));
  }
  db = await openDb({});
  await migrate(db, before);
});

afterAll(async () => {
  await db?.close();
  await rm(before, { recursive: true, force: true });
});

it('gives the accounts already there their creators as owners, through accounts that created accounts', async () => {
  const account = (id: string, name: string, createdBy: string) =>
    db.query(
      `insert into service_accounts (account_id, name, roles, created_at, created_by, expires_at)
       values ($1, $2, '{CGI.Admin}', '2026-01-02T03:04:05Z', $3, '2099-01-01T00:00:00Z')`,
      [id, name, createdBy],
    );
  await account('a', 'nocturna', 'Admin@Consola.test');
  await account('b', 'hija', 'nocturna');
  await account('c', 'nieta', 'hija');
  await account('d', 'huerfana', 'no-existe');

  expect(await migrate(db, consoleMigrations)).toContain(OWNERS_MIGRATION);

  const rows = await db.query<{ account_id: string; owner: string; assigned_by: string }>(
    'select account_id, owner, assigned_by from service_account_owners order by account_id',
  );
  expect(rows).toEqual([
    { account_id: 'a', owner: 'admin@consola.test', assigned_by: 'Admin@Consola.test' },
    { account_id: 'b', owner: 'admin@consola.test', assigned_by: 'nocturna' },
    { account_id: 'c', owner: 'admin@consola.test', assigned_by: 'hija' },
  ]);
});
