// The record's retention (CONSOLE_RECORD_RETENTION, the console's decision, not Temporal's): the
// daily purge removes the oldest entries, a prefix of the chain up to the last entry older than
// the cutoff, and the operations left with no entry. The anchor keeps the hash the first
// remaining entry names, so the chain still verifies; the purge itself is appended as an entry.
import type { Db } from '@cgi/platform/db';
import type { RecordWriter } from './writer';

export interface PurgeSummary {
  cutoff: string;
  /** Entries removed, and the last sequence number removed (0 when none). */
  entries: number;
  throughSeq: number;
  operations: number;
}

export async function purgeRecord(db: Db, writer: RecordWriter, cutoff: Date): Promise<PurgeSummary> {
  const summary = await db.transaction(async (tx) => {
    // Under the head's lock: no entry is appended while the prefix is cut.
    await tx.query('select seq from operation_record_head where id = 1 for update');
    const [anchor] = await tx.query<{ seq: string }>(
      'select seq::text as seq from operation_record_anchor where id = 1',
    );
    // The prefix: every entry before the first one that is not old enough.
    const [boundary] = await tx.query<{ seq: string | null }>(
      `select (coalesce((select min(seq) from operation_record where at >= $1),
                        (select max(seq) + 1 from operation_record)) - 1)::text as seq`,
      [cutoff],
    );
    const through = Number(boundary?.seq ?? anchor?.seq ?? 0);
    if (!boundary?.seq || through <= Number(anchor?.seq ?? 0)) {
      return {
        cutoff: cutoff.toISOString(),
        entries: 0,
        throughSeq: Number(anchor?.seq ?? 0),
        operations: 0,
      };
    }
    const [last] = await tx.query<{ hash: string }>('select hash from operation_record where seq = $1', [
      through,
    ]);
    const removed = await tx.query<{ operation_id: string }>(
      'delete from operation_record where seq <= $1 returning operation_id',
      [through],
    );
    await tx.query('update operation_record_anchor set seq = $1, hash = $2 where id = 1', [
      through,
      last!.hash,
    ]);
    const ids = [...new Set(removed.map((row) => row.operation_id))];
    const gone = await tx.query<{ operation_id: string }>(
      `delete from operation_runs r
        where r.operation_id = any($1::text[])
          and not exists (select 1 from operation_record e where e.operation_id = r.operation_id)
        returning operation_id`,
      [ids],
    );
    await tx.query('delete from operation_run_subjects where operation_id = any($1::text[])', [
      gone.map((row) => row.operation_id),
    ]);
    return {
      cutoff: cutoff.toISOString(),
      entries: removed.length,
      throughSeq: through,
      operations: gone.length,
    };
  });
  await writer.append(
    [
      {
        operationId: `record.purge/${summary.cutoff}`,
        stage: 'purged',
        at: new Date(),
        type: 'record.purge',
        facts: { ...summary },
      },
    ],
    'retención',
  );
  return summary;
}
