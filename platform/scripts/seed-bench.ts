// Generates the benchmark-size seed (100,000 organizations, 1,000,000 login accounts and the
// rest in proportion) and loads it into a PGlite directory or a PostgreSQL database, then
// prints generation time, load time and database size.
//
//   npx tsx platform/scripts/seed-bench.ts [--dir .data/bench-platform | --database-url URL]
//       [--size bench] [--organizations N] [--reset] [--keep-indexes]
//
// DATABASE_URL is used when neither --dir nor --database-url is given. The target must be
// empty (--reset empties it). Secondary indexes are dropped during the load and rebuilt after
// it (timed apart), unless --keep-indexes.
import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open';
import type { Db } from '../src/db/types';
import { isSeedSize, loadSeed, seedSizes, type SeedSizeConfig } from '../src/seed';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    'database-url': { type: 'string' },
    size: { type: 'string', default: 'bench' },
    organizations: { type: 'string' },
    reset: { type: 'boolean', default: false },
    'keep-indexes': { type: 'boolean', default: false },
  },
});

const say = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function sizeConfig(): SeedSizeConfig {
  if (!isSeedSize(values.size))
    throw new Error(`unknown size ${values.size}; one of ${Object.keys(seedSizes).join(', ')}`);
  const base: SeedSizeConfig = seedSizes[values.size];
  if (!values.organizations) return base;
  // A fraction of the size, every count scaled alike (for a quick trial run).
  const organizations = Number(values.organizations);
  const ratio = organizations / base.organizations;
  return {
    ...base,
    organizations,
    loginAccounts: Math.round(base.loginAccounts * ratio),
    subscribers: Math.round(base.subscribers * ratio),
  };
}

/** Secondary indexes of the seeded tables (not the ones behind primary keys or unique
 * constraints, which the load relies on), as statements to create them again. */
async function dropSecondaryIndexes(db: Db): Promise<string[]> {
  const rows = await db.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition
       from pg_indexes i
      where i.schemaname = 'public'
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
  for (const row of rows) await db.exec(`drop index ${row.name}`);
  return rows.map((row) => row.definition);
}

async function main() {
  const databaseUrl = values['database-url'] ?? (values.dir ? undefined : process.env.DATABASE_URL);
  const dataDir = databaseUrl ? undefined : (values.dir ?? '.data/bench-platform');
  const config = sizeConfig();
  say(`seed ${values.size}: ${config.organizations} organizations, ${config.loginAccounts} login accounts`);
  say(
    `target: ${databaseUrl ? `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}` : `PGlite ${dataDir}`}`,
  );

  if (values.reset && dataDir) await rm(dataDir, { recursive: true, force: true });
  const db = await openDb({ databaseUrl, dataDir });
  try {
    if (values.reset && databaseUrl) await db.exec('drop schema public cascade; create schema public');
    await migrate(db);

    const indexes = values['keep-indexes'] ? [] : await dropSecondaryIndexes(db);
    let lastReport = 0;
    const stats = await loadSeed(db, config, (s) => {
      if (s.rows - lastReport < 500_000) return;
      lastReport = s.rows;
      say(
        `  ${s.rows.toLocaleString('en')} rows (generation ${seconds(s.generationMs)}, load ${seconds(s.loadMs)})`,
      );
    });
    let started = performance.now();
    for (const definition of indexes) await db.exec(definition);
    const indexMs = performance.now() - started;
    started = performance.now();
    await db.exec('analyze');
    const analyzeMs = performance.now() - started;

    const [size] = await db.query<{ bytes: string }>(
      'select pg_database_size(current_database())::text as bytes',
    );
    say('');
    say(`rows:            ${stats.rows.toLocaleString('en')} in ${stats.chunks} chunks`);
    say(`generation time: ${seconds(stats.generationMs)}`);
    say(`load time:       ${seconds(stats.loadMs)} (rows, sequences, seed record)`);
    say(`index rebuild:   ${seconds(indexMs)} (${indexes.length} secondary indexes)`);
    say(`analyze:         ${seconds(analyzeMs)}`);
    say(`database size:   ${(Number(size!.bytes) / 1024 ** 2).toFixed(0)} MiB (pg_database_size)`);
    if (dataDir) {
      await db.close();
      say(`data directory:  ${execFileSync('du', ['-sh', dataDir]).toString().split('\t')[0]}`);
      return;
    }
  } catch (error) {
    await db.close();
    throw error;
  }
  await db.close();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
