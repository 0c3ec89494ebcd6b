// In-memory console databases after the first one of a process start from its migrated dump:
// each is still a database of its own, with every migration applied.
import { afterAll, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import { openDb, type Db } from '@cgi/platform/db';
import { consoleMigrations, memoryTemplateFile, openConsoleDb } from './db';

const opened: Db[] = [];
afterAll(() => Promise.all(opened.map((db) => db.close())));

it('opens in-memory databases that are migrated and apart from each other, also when opened at once', async () => {
  opened.push(...(await Promise.all([openConsoleDb({}), openConsoleDb({}), openConsoleDb({})])));
  opened.push(await openConsoleDb({}));
  const [first, ...others] = opened as [Db, ...Db[]];
  await first.query(
    `insert into service_accounts (account_id, name, roles, created_at, created_by, expires_at)
     values ('sa-1', 'solo en la primera', '{}', now(), 'prueba', now() + interval '1 day')`,
  );
  expect(await first.query('select name from service_accounts')).toEqual([{ name: 'solo en la primera' }]);
  for (const db of others) {
    expect(await db.query('select count(*)::int as n from service_accounts')).toEqual([{ n: 0 }]);
    const tables = await db.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.map((row) => row.table_name)).toEqual([
      'alert_conditions',
      'alert_reads',
      'alert_rules',
      'alerts',
      'approval_policy_changes',
      'bulk_element',
      'idempotency_keys',
      'operation_follow_ups',
      'operation_outcome_counts',
      'operation_outcome_daily_counts',
      'operation_outcome_durations',
      'operation_outcomes',
      'operation_outcomes_before_record',
      'operation_record',
      'operation_record_anchor',
      'operation_record_head',
      'operation_record_jobs',
      'operation_record_stream',
      'operation_run_subjects',
      'operation_runs',
      'refusals',
      'schema_migrations',
      'service_account_owners',
      'service_accounts',
      'signing_keys',
      'worker_heartbeats',
    ]);
  }
});

it('keeps the migrated dump in a file of this set of migrations, which the next process opens', async () => {
  opened.push(await openConsoleDb({}));
  const file = await memoryTemplateFile();
  expect(file).toMatch(/console-db-template[/\\][^/\\]+[/\\][0-9a-f]{16}\.tar$/);
  const fromFile = await openDb({ pgliteTemplate: new Blob([await readFile(file)]) });
  opened.push(fromFile);
  const migrations = (await readdir(consoleMigrations)).filter((name) => name.endsWith('.sql'));
  expect(await fromFile.query('select count(*)::int as n from schema_migrations')).toEqual([
    { n: migrations.length },
  ]);
});
