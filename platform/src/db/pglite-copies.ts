// In-memory databases opened from a dumped template are kept when closed and handed to the next
// open of the same template with the template's rows put back, instead of loading the dump
// again. Only tests open more than one: each test file opens its platform's and its console's
// database, and a test process runs many files. Loading the 28 MB dump into PGlite's memory
// file system and starting Postgres cost about 0.8 CPU-s per open in a test process (175 opens
// in the integration project: 138 CPU-s); putting the rows back costs about a tenth of a second.
//
// A kept database must be indistinguishable from a new copy: the same rows (every table emptied
// and filled from the template's, triggers off as a restore does), the same sequence values,
// no session state (DISCARD ALL), and the same catalog. A database whose catalog a test changed
// (a table created and left, a column added) is ended, not kept.
import type { PGlite } from '@electric-sql/pglite';
import { createPglite, pgliteDb } from './pglite';
import type { Db } from './types';

interface TableRows {
  table: string;
  columns: string;
  rows: Blob;
}

interface Snapshot {
  /** Every table of the database, to empty in one TRUNCATE. */
  tables: string[];
  /** The tables the template has rows in, with them. */
  rows: TableRows[];
  sequences: { names: string[]; values: string[]; called: boolean[] };
  catalog: string;
}

interface Copies {
  snapshot?: Promise<Snapshot>;
  idle: PGlite[];
}

/** Kept per template and process; more idle copies than this are ended (each holds its memory). */
const MAX_IDLE = 2;
const copiesOf = new WeakMap<Blob, Copies>();

/** An in-memory database starting as `template` (a dumped data directory). */
export async function openTemplateCopy(template: Blob): Promise<Db> {
  let copies = copiesOf.get(template);
  if (!copies) {
    copies = { idle: [] };
    copiesOf.set(template, copies);
  }
  const kept = copies.idle.pop();
  const pg = kept ?? (await createPglite({ loadDataDir: template }));
  let snapshot: Snapshot;
  try {
    // Taken from the first new copy, before anything is written to it.
    copies.snapshot ??= takeSnapshot(pg);
    snapshot = await copies.snapshot;
  } catch (error) {
    copies.snapshot = undefined;
    await pg.close();
    throw error;
  }
  const idle = copies.idle;
  return pgliteDb(pg, async () => {
    if (idle.length < MAX_IDLE && (await restored(pg, snapshot))) idle.push(pg);
    else await pg.close();
  });
}

/** How many closed copies of `template` wait for the next open (tests of the reuse). */
export function keptCopies(template: Blob): number {
  return copiesOf.get(template)?.idle.length ?? 0;
}

/** What a catalog holds, in one string: relations, columns, types, functions, constraints,
 * triggers, indexes, schemas and roles, each by count and identifiers. */
const CATALOG_SIGNATURE = `
  select concat_ws(' ',
    (select count(*) || ':' || sum(oid::int8) || ':' || sum(relnatts) from pg_class),
    (select count(*) || ':' || sum(atttypid::int8 + attnum) from pg_attribute where not attisdropped),
    (select count(*) || ':' || sum(oid::int8) from pg_type),
    (select count(*) || ':' || sum(oid::int8) from pg_proc),
    (select count(*) || ':' || sum(oid::int8) from pg_constraint),
    (select count(*) || ':' || sum(oid::int8) from pg_trigger),
    (select count(*) || ':' || sum(indexrelid::int8) from pg_index),
    (select count(*) || ':' || sum(oid::int8) from pg_attrdef),
    (select count(*) || ':' || sum(oid::int8) from pg_namespace),
    (select count(*) || ':' || sum(oid::int8) from pg_authid)
  ) as signature`;

async function catalogSignature(pg: PGlite): Promise<string> {
  const { rows } = await pg.query<{ signature: string }>(CATALOG_SIGNATURE);
  return rows[0]!.signature;
}

async function takeSnapshot(pg: PGlite): Promise<Snapshot> {
  const { rows: tables } = await pg.query<{ name: string; kind: string; columns: string | null }>(`
    select format('%I.%I', n.nspname, c.relname) as name, c.relkind as kind,
      (select string_agg(quote_ident(a.attname), ', ' order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
      and n.nspname not like 'pg\\_toast%'
    order by 1`);
  const rows: TableRows[] = [];
  for (const { name, kind, columns } of tables) {
    // A partitioned table keeps no rows of its own: its partitions are tables of the list.
    if (kind !== 'r' || !columns) continue;
    const { rows: counted } = await pg.query<{ any: boolean }>(`select exists (select from ${name}) as any`);
    if (!counted[0]!.any) continue;
    const copied = await pg.query(`copy ${name} (${columns}) to '/dev/blob'`);
    rows.push({ table: name, columns, rows: copied.blob! });
  }
  // Read from each sequence: pg_sequences shows no value for one set with setval(…, false).
  const { rows: names } = await pg.query<{ name: string }>(
    "select format('%I.%I', schemaname, sequencename) as name from pg_sequences order by 1",
  );
  const { rows: sequences } = names.length
    ? await pg.query<{ name: string; value: string; called: boolean }>(
        names
          .map(
            ({ name }) =>
              `select ${quoteLiteral(name)} as name, last_value::text as value, is_called as called from ${name}`,
          )
          .join(' union all '),
      )
    : { rows: [] };
  return {
    tables: tables.map((table) => table.name),
    rows,
    sequences: {
      names: sequences.map((sequence) => sequence.name),
      values: sequences.map((sequence) => sequence.value),
      called: sequences.map((sequence) => sequence.called),
    },
    catalog: await catalogSignature(pg),
  };
}

function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** Puts the template's rows and sequence values back; false when the copy cannot be kept. */
async function restored(pg: PGlite, snapshot: Snapshot): Promise<boolean> {
  try {
    // Refused inside a transaction block: a copy closed mid-transaction is not kept.
    await pg.exec('discard all');
    if ((await catalogSignature(pg)) !== snapshot.catalog) return false;
    // replica: no trigger and no foreign key check fires while the rows go back, as in a restore.
    await pg.exec(
      `set session_replication_role = replica; truncate ${snapshot.tables.join(', ')} restart identity`,
    );
    for (const { table, columns, rows } of snapshot.rows) {
      await pg.query(`copy ${table} (${columns}) from '/dev/blob'`, [], { blob: rows });
    }
    const { names, values, called } = snapshot.sequences;
    await pg.query(
      'select setval(name, value::int8, called) from unnest($1::text[], $2::text[], $3::bool[]) as s(name, value, called)',
      [names, values, called],
    );
    await pg.exec('reset session_replication_role');
    return true;
  } catch {
    return false;
  }
}
