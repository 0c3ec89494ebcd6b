// Outcome rows kept before the record (migration 006's table, renamed by 020) move into the
// record once: each becomes its run's request and end, with its actor as a pseudonym, and the
// panel's rollups are rebuilt from the record so nothing is counted twice. Safe to run again
// (and to be cut off half-way): appending is idempotent and a row leaves only once copied.
import type { Db } from '@cgi/platform/db';
import { createOperationOutcomes, outcomeOfRow } from './operation-outcomes';
import { rebuildRollups } from './outcome-rollups';

const BATCH = 1_000;

export async function copyLegacyOutcomes(
  db: Db,
  pseudonym: (value: string) => string,
): Promise<{ copied: number }> {
  const [table] = await db.query<{ name: string | null }>(
    "select to_regclass('operation_outcomes_before_record')::text as name",
  );
  if (!table?.name) return { copied: 0 };
  const outcomes = createOperationOutcomes(db, { pseudonymize: pseudonym });
  let copied = 0;
  for (;;) {
    const rows = await db.query<Record<string, unknown>>(
      `select * from operation_outcomes_before_record order by workflow_id, run_id limit ${BATCH}`,
    );
    if (rows.length === 0) break;
    // Rows written since migration 014 hold the index's pseudonyms already; older ones in clear.
    const indexed = rows.filter((row) => row.pseudonymous === true).map((row) => outcomeOfRow(row));
    const clear = rows.filter((row) => row.pseudonymous !== true).map((row) => outcomeOfRow(row));
    copied += await outcomes.recordMany(indexed, 'copia', true);
    copied += await outcomes.recordMany(clear, 'copia');
    await db.query(
      `delete from operation_outcomes_before_record
        where (workflow_id, run_id) in (select * from unnest($1::text[], $2::text[]))`,
      [rows.map((row) => String(row.workflow_id)), rows.map((row) => String(row.run_id))],
    );
  }
  await db.query('drop table if exists operation_outcomes_before_record');
  await rebuildRollups(db);
  return { copied };
}
