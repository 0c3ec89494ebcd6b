import type { Queryable, SqlParam } from './types';

// PostgreSQL accepts at most 65535 bind parameters per statement.
const maxParams = 30_000;

/** Multi-row INSERT of plain objects whose keys are column names, in chunks. */
export async function insertRows(
  db: Queryable,
  table: string,
  rows: readonly Record<string, SqlParam>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const perChunk = Math.max(1, Math.floor(maxParams / columns.length));
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: SqlParam[] = [];
    const tuples = chunk.map((row) => {
      const slots = columns.map((column) => {
        params.push(row[column] ?? null);
        return `$${params.length}`;
      });
      return `(${slots.join(', ')})`;
    });
    await db.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, params);
  }
}
