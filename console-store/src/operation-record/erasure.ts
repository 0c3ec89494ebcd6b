// Forgetting one person (issue 42, 'Olvidar datos personales'): which operations of the record are
// theirs, found by the pseudonyms Temporal's index and the record already hold, and the erasure of
// every personal value the console's database keeps of them. An erased entry keeps its type, time,
// outcome, pseudonymised actor and `sealed_digest` (what the chain hashes), so counts and the
// chain stay right; only the sealed values and what holds the person's data beside them go.
import type { Db, Queryable } from '@cgi/platform/db';
import { isEndedStatus } from './runs';

/** A person as the console's database keys them: pseudonyms only, never the values. */
export interface PersonKeys {
  /** Related keys as the record holds them: `email:<pseudonym>` under every pseudonym key. */
  subjects: readonly string[];
  /** The person's values as a target is indexed: their pseudonyms under every key. */
  targets: readonly string[];
  /** The person's values as a bulk element's key is stored (bulk-elements.ts): pseudonyms. */
  elementKeys: readonly string[];
}

export interface PersonOperations {
  /** Every operation of the person the record holds, ended or not. */
  operationIds: string[];
  /** Those not ended yet (running, waiting for approval or for their time). */
  notEnded: string[];
}

/** What an element holds once erased: read back, it says so (bulk-elements.ts opens it as it is). */
export const ERASED_ELEMENT_LABEL = 'Datos personales olvidados';

export async function findPersonOperations(
  db: Queryable,
  keys: PersonKeys,
  options: { exceptTypes?: readonly string[] } = {},
): Promise<PersonOperations> {
  const except = [...(options.exceptTypes ?? [])];
  // The runs by their subjects and targets (each an index range), and the log's entries by their
  // related keys (its GIN index): an operation whose run row is missing still has its entries.
  const rows = await db.query<{
    operation_id: string;
    status: string | null;
    ended_at: unknown;
    logged_end: boolean;
  }>(
    `with ids as (
       select operation_id from operation_run_subjects where subject = any($1::text[])
       union select operation_id from operation_runs where target_key = any($2::text[])
       union select operation_id from operation_record where related && $1::text[]
     )
     select ids.operation_id, r.status, r.ended_at,
            exists (select 1 from operation_record e
                     where e.operation_id = ids.operation_id and e.stage = 'ended') as logged_end
       from ids left join operation_runs r on r.operation_id = ids.operation_id
      where not exists (select 1 from operation_record e
                         where e.operation_id = ids.operation_id and e.operation_type = any($3::text[]))
      order by ids.operation_id`,
    [[...keys.subjects], [...keys.targets], except],
  );
  return {
    operationIds: rows.map((row) => row.operation_id),
    notEnded: rows
      // Without its run row, its log says whether it ended.
      .filter((row) => (row.status ? !row.ended_at || !isEndedStatus(row.status) : !row.logged_end))
      .map((row) => row.operation_id),
  };
}

export interface ErasureSummary {
  /** Record entries whose sealed values were emptied now (0 when erased before). */
  entries: number;
  runs: number;
  elements: number;
  idempotencyKeys: number;
  legacyOutcomes: number;
}

/** `<id>-r2` → `<id>`: the elements of every run of an operation are kept under its first id. */
const elementOwner = (operationId: string) => operationId.replace(/-r\d+$/, '');

/**
 * Empties every personal value the console's database keeps of these operations, and the bulk
 * elements of any operation keyed by the person's values. Idempotent: a second run changes
 * nothing and counts 0. The chain is untouched: each entry keeps its `sealed_digest`.
 */
export async function eraseOperations(
  db: Db,
  operationIds: readonly string[],
  keys: Pick<PersonKeys, 'elementKeys'> & Partial<Pick<PersonKeys, 'targets'>>,
): Promise<ErasureSummary> {
  const ids = [...operationIds];
  const owners = [...new Set(ids.map(elementOwner))];
  return db.transaction(async (tx) => {
    const entries = await tx.query(
      `update operation_record set sealed = null
        where operation_id = any($1::text[]) and sealed is not null returning seq`,
      [ids],
    );
    const runs = await tx.query(
      `update operation_runs set sealed = null
        where operation_id = any($1::text[]) and sealed is not null returning operation_id`,
      [ids],
    );
    const elements = await tx.query(
      `update bulk_element
          set sealed_key = null, label = $3, payload = '{"olvidado": true}'::jsonb,
              note = null, error = null, detail = null
        where (operation_id = any($1::text[]) or element_key = any($2::text[])) and label <> $3
        returning ordinal`,
      [owners, [...keys.elementKeys], ERASED_ELEMENT_LABEL],
    );
    // A hash of an input that names a person is one more copy of it (an e-mail is guessable
    // from its hash); the key stays bound, so a repeat is still refused as a reuse.
    const idempotencyKeys = await tx.query(
      `update idempotency_keys set input_hash = 'olvidado'
        where operation_id = any($1::text[]) and input_hash <> 'olvidado' returning caller_key`,
      [ids],
    );
    const legacyOutcomes = await tx.query(
      `update operation_outcomes_before_record set target = null
        where workflow_id = any($1::text[]) and target is not null returning workflow_id`,
      [ids],
    );
    // Who last set the record's stream, if it was them: their pseudonym stays, as an actor's does.
    await tx.query(
      `update operation_record_stream set updated_by = null
        where updated_by_key = any($1::text[]) and updated_by is not null`,
      [[...(keys.targets ?? [])]],
    );
    return {
      entries: entries.length,
      runs: runs.length,
      elements: elements.length,
      idempotencyKeys: idempotencyKeys.length,
      legacyOutcomes: legacyOutcomes.length,
    };
  });
}
