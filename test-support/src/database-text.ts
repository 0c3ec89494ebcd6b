// Every row of every table of a database as text, for tests that search it for
// what must never be stored in clear (issue 40).
import type { Queryable } from '@cgi/platform/db';

/** Every row of every table of the current schema, one line per row (`table: (values)`). */
export async function consoleDatabaseText(db: Queryable): Promise<string> {
  const tables = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const lines: string[] = [];
  for (const { table_name: table } of tables) {
    const rows = await db.query<{ row: string }>(`select t::text as row from "${table}" t`);
    lines.push(...rows.map((row) => `${table}: ${row.row}`));
  }
  return lines.join('\n');
}
