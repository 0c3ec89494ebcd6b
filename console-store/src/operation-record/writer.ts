// Appends to the operations record: one transaction per batch, under the lock of the chain's
// head row, so entries from any number of workers and api replicas take one order, each names
// the hash of the one before it, and the rows they change in operation_runs (and the panel's
// rollups, for runs that end here) change with them or not at all.
import type { Db, Queryable, SqlParam } from '@cgi/platform/db';
import type { ValueSealer } from '@cgi/workflows/codec';
import { canonicalJson, entryHash, sha256Hex } from './chain';
import { entryKey, storedEntryOf, type NewRecordEntry, type StoredEntry } from './entries';
import { foldEntry, isEndedStatus, NOT_ENDED, RUN_COLUMNS, runOfRow, runParams, type RunRow } from './runs';
import { rebuildRollups, ROLLUP_FROM } from '../outcome-rollups';

/** PostgreSQL takes at most 65,535 parameters a statement. */
const ENTRY_COLUMNS = 18;
const ENTRIES_PER_INSERT = Math.floor(30_000 / ENTRY_COLUMNS);
const RUNS_PER_UPSERT = Math.floor(30_000 / RUN_COLUMNS.length);

function placeholders(rows: SqlParam[][], params: SqlParam[]): string {
  return rows
    .map(
      (row) =>
        `(${row
          .map((value) => {
            params.push(value);
            return `$${params.length}`;
          })
          .join(', ')})`,
    )
    .join(', ');
}

async function recordedKeys(tx: Queryable, entries: readonly NewRecordEntry[]): Promise<Set<string>> {
  const rows = await tx.query<{ operation_id: string; stage: string; stage_key: string }>(
    `select operation_id, stage, stage_key from operation_record
      where (operation_id, stage, stage_key) in (
        select * from unnest($1::text[], $2::text[], $3::text[]))`,
    [entries.map((e) => e.operationId), entries.map((e) => e.stage), entries.map((e) => e.stageKey ?? '')],
  );
  return new Set(
    rows.map((row) =>
      entryKey({ operationId: row.operation_id, stage: row.stage as never, stageKey: row.stage_key }),
    ),
  );
}

async function runsOf(tx: Queryable, ids: string[]): Promise<Map<string, RunRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.query<Record<string, unknown>>(
    'select * from operation_runs where operation_id = any($1::text[])',
    [ids],
  );
  const subjects = await tx.query<{ operation_id: string; subject: string }>(
    'select operation_id, subject from operation_run_subjects where operation_id = any($1::text[])',
    [ids],
  );
  const related = new Map<string, string[]>();
  for (const row of subjects)
    related.set(row.operation_id, [...(related.get(row.operation_id) ?? []), row.subject]);
  return new Map(
    rows.map((row) => {
      const run = runOfRow(row, related.get(String(row.operation_id)) ?? []);
      return [run.operationId, run];
    }),
  );
}

async function insertEntries(tx: Queryable, entries: StoredEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += ENTRIES_PER_INSERT) {
    const params: SqlParam[] = [];
    const values = placeholders(
      entries
        .slice(start, start + ENTRIES_PER_INSERT)
        .map((e) => [
          e.seq,
          e.at,
          e.recordedBy,
          e.operationId,
          e.runId,
          e.stage,
          e.stageKey,
          e.type,
          e.targetKey,
          e.actorKey,
          e.source,
          e.status,
          e.related,
          e.facts,
          e.sealed,
          e.sealedDigest,
          e.prevHash,
          e.hash,
        ]),
      params,
    );
    await tx.query(
      `insert into operation_record (seq, at, recorded_by, operation_id, run_id, stage, stage_key,
         operation_type, target_key, actor_key, source, status, related, facts, sealed,
         sealed_digest, prev_hash, hash)
       values ${values}`,
      params,
    );
  }
}

async function upsertRuns(tx: Queryable, runs: RunRow[]): Promise<void> {
  const updates = RUN_COLUMNS.filter((column) => column !== 'operation_id')
    .map((column) => `${column} = excluded.${column}`)
    .join(', ');
  for (let start = 0; start < runs.length; start += RUNS_PER_UPSERT) {
    const params: SqlParam[] = [];
    const values = placeholders(runs.slice(start, start + RUNS_PER_UPSERT).map(runParams), params);
    await tx.query(
      `insert into operation_runs (${RUN_COLUMNS.join(', ')}) values ${values}
       on conflict (operation_id) do update set ${updates}`,
      params,
    );
  }
  // A run's subjects carry its order in the lists, which its end changes.
  const ids = runs.map((run) => run.operationId);
  await tx.query('delete from operation_run_subjects where operation_id = any($1::text[])', [ids]);
  const subjects = runs.flatMap((run) =>
    [...new Set(run.related)].map((subject) => [
      subject,
      run.operationId,
      run.endedAt ?? NOT_ENDED,
      run.startedAt,
    ]),
  );
  for (let start = 0; start < subjects.length; start += 10_000) {
    const params: SqlParam[] = [];
    const values = placeholders(subjects.slice(start, start + 10_000) as SqlParam[][], params);
    await tx.query(
      `insert into operation_run_subjects (subject, operation_id, sort_at, started_at) values ${values}
       on conflict do nothing`,
      params,
    );
  }
}

/** Adds the runs that ended in this transaction to the panel's rollups (migration 006). */
async function countEnded(tx: Queryable, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.query(
    `with ended as (select * from operation_outcomes where workflow_id = any($1::text[])),
     ${ROLLUP_FROM('ended')} select 1`,
    [ids],
  );
}

/**
 * Folds the whole log into operation_runs and its subjects again, replacing them (a repair, and
 * the proof that they are derived): the operations a page at a time, each from its entries in order.
 */
export async function rebuildRuns(db: Db, pageSize = 1_000): Promise<number> {
  let rebuilt = 0;
  await db.transaction(async (tx) => {
    await tx.query('select seq from operation_record_head where id = 1 for update');
    await tx.query('delete from operation_run_subjects');
    await tx.query('delete from operation_runs');
    let after = '';
    for (;;) {
      const ids = (
        await tx.query<{ operation_id: string }>(
          `select distinct operation_id from operation_record
            where operation_id > $1 and stage not in ('erased', 'purged')
            order by operation_id limit $2`,
          [after, pageSize],
        )
      ).map((row) => row.operation_id);
      if (ids.length === 0) break;
      const rows = await tx.query<Record<string, unknown>>(
        'select * from operation_record where operation_id = any($1::text[]) order by seq',
        [ids],
      );
      const runs = new Map<string, RunRow>();
      for (const entry of rows.map(storedEntryOf)) {
        const run = foldEntry(runs.get(entry.operationId), entry);
        if (run) runs.set(entry.operationId, run);
      }
      await upsertRuns(tx, [...runs.values()]);
      rebuilt += runs.size;
      after = ids.at(-1)!;
    }
  });
  await rebuildRollups(db);
  return rebuilt;
}

export interface RecordWriter {
  /** Appends the entries not recorded yet; the ones that were new, as stored. */
  append(entries: readonly NewRecordEntry[], recordedBy: string): Promise<StoredEntry[]>;
}

export function createRecordWriter(db: Db, sealer: ValueSealer | null): RecordWriter {
  async function sealOf(entry: NewRecordEntry): Promise<string | null> {
    if (entry.personal === undefined) return null;
    if (!sealer)
      throw new Error(
        'El registro de operaciones necesita las claves de cifrado para guardar datos personales',
      );
    return sealer.seal(entry.personal);
  }

  return {
    async append(entries, recordedBy) {
      if (entries.length === 0) return [];
      // Encrypted outside the transaction: the lock is held only for the writes.
      const sealed = await Promise.all(entries.map(sealOf));
      return db.transaction(async (tx) => {
        const [head] = await tx.query<{ seq: string | number; hash: string }>(
          'select seq, hash from operation_record_head where id = 1 for update',
        );
        if (!head) throw new Error('operation_record_head is missing (migration 020)');
        const known = await recordedKeys(tx, entries);
        let seq = Number(head.seq);
        let previous = head.hash;
        const stored: StoredEntry[] = [];
        entries.forEach((entry, i) => {
          const key = entryKey(entry);
          if (known.has(key)) return;
          known.add(key);
          seq += 1;
          const sealedText = sealed[i] ?? null;
          const fields = {
            seq,
            at: entry.at,
            recordedBy,
            operationId: entry.operationId,
            runId: entry.runId ?? null,
            stage: entry.stage,
            stageKey: entry.stageKey ?? '',
            type: entry.type,
            targetKey: entry.targetKey ?? null,
            actorKey: entry.actorKey ?? null,
            source: entry.source ?? null,
            status: entry.status ?? null,
            related: [...(entry.related ?? [])],
            facts: canonicalJson(entry.facts ?? {}),
            sealedDigest: sealedText === null ? null : sha256Hex(sealedText),
          };
          const hash = entryHash(previous, fields);
          stored.push({ ...fields, recordedAt: new Date(), sealed: sealedText, prevHash: previous, hash });
          previous = hash;
        });
        if (stored.length === 0) return [];
        await insertEntries(tx, stored);
        await tx.query('update operation_record_head set seq = $1, hash = $2 where id = 1', [seq, previous]);

        const ids = [...new Set(stored.map((entry) => entry.operationId))];
        const runs = await runsOf(tx, ids);
        const wasEnded = new Set(
          [...runs.values()]
            .filter((run) => run.endedAt && isEndedStatus(run.status))
            .map((run) => run.operationId),
        );
        const changed = new Map<string, RunRow>();
        for (const entry of stored) {
          const run = foldEntry(changed.get(entry.operationId) ?? runs.get(entry.operationId), entry);
          if (run) changed.set(entry.operationId, run);
        }
        await upsertRuns(tx, [...changed.values()]);
        await countEnded(
          tx,
          [...changed.values()]
            .filter((run) => run.endedAt && isEndedStatus(run.status) && !wasEnded.has(run.operationId))
            .map((run) => run.operationId),
        );
        return stored;
      });
    },
  };
}
