// Latency of the console's hot lookups on benchmark-size data, through HTTP and the typed
// client as the api calls them: organization name search (name and legal name, uppercased,
// anywhere in the name) and subscriber lookup by number; CUIT and e-mail lookups as well.
// Prints p50/p95/p99 per query kind.
//
//   npx tsx platform/scripts/bench-queries.ts [--dir .data/bench-platform | --database-url URL] [--samples 400]
import { parseArgs } from 'node:util';
import { baseUrlsFor, createPlatformClient, PlatformError } from '../src/client';
import { startPlatform } from '../src/index';
import { createRng } from '../src/seed/prng';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    'database-url': { type: 'string' },
    samples: { type: 'string', default: '400' },
  },
});
const say = (line: string) => process.stdout.write(`${line}\n`);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Times each call; a 404 is an answer too (the console's "not found" branches). */
async function measure(label: string, calls: (() => Promise<unknown>)[], target: number): Promise<number> {
  for (const call of calls.slice(0, 20)) await call().catch(() => undefined);
  const times: number[] = [];
  let misses = 0;
  for (const call of calls) {
    const started = performance.now();
    try {
      await call();
    } catch (error) {
      if (!(error instanceof PlatformError) || error.status !== 404) throw error;
      misses++;
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  const f = (ms: number) => `${ms.toFixed(1)} ms`.padStart(9);
  say(
    `${label.padEnd(34)} n=${String(times.length).padEnd(4)} p50${f(percentile(times, 50))}  p95${f(p95)}  p99${f(
      percentile(times, 99),
    )}  max${f(times[times.length - 1]!)}  404s=${misses}  ${p95 < target ? 'OK' : `OVER ${target} ms`}`,
  );
  return p95;
}

async function main() {
  const databaseUrl = values['database-url'] ?? (values.dir ? undefined : process.env.DATABASE_URL);
  const dataDir = databaseUrl ? undefined : (values.dir ?? '.data/bench-platform');
  const samples = Number(values.samples);
  const platform = await startPlatform({ port: 0, dataDir, databaseUrl, seed: 'none' });
  try {
    const client = createPlatformClient({ baseUrls: baseUrlsFor(platform.url), token: 'bench' });
    const db = platform.db;
    const [counts] = await db.query<{ organizations: number; subscribers: number; accounts: number }>(
      `select (select count(*) from organization)::int as organizations, (select count(*) from subscriber)::int as subscribers,
              (select count(*) from login_account)::int as accounts`,
    );
    say(
      `${platform.db.kind}: ${counts!.organizations} organizations, ${counts!.subscribers} subscribers, ${counts!.accounts} login accounts`,
    );

    // Terms as a person types them: a word of a real name, or its first letters, and misses.
    const rng = createRng('bench-queries');
    const names = await db.query<{ organization_name: string; organization_legal_name: string }>(
      `select organization_name, organization_legal_name from organization where organization_id % 97 = 0 order by organization_id`,
    );
    const words = names.flatMap((n) => n.organization_name.split(/\s+/)).filter((w) => w.length >= 4);
    const term = () => {
      const word = rng.pick(words);
      const roll = rng.next();
      if (roll < 0.1) return `ZQX${rng.int(100, 999)}`;
      if (roll < 0.45) return word.slice(0, rng.int(4, word.length));
      return word;
    };
    const nameCalls = Array.from({ length: samples }, () => {
      const text = term().toUpperCase();
      return rng.chance(0.5)
        ? () => client.organizations.search({ organizationName: text })
        : () => client.organizations.search({ organizationLegalName: text });
    });
    const subscribers = await db.query<{ subscriber_ref_id: string }>(
      `select subscriber_ref_id from subscriber where subscriber_id % 53 = 0 order by subscriber_id limit ${samples}`,
    );
    const subscriberCalls = Array.from({ length: samples }, (_, i) => {
      const number = rng.chance(0.1) ? String(90_000_000 + i) : rng.pick(subscribers).subscriber_ref_id;
      return () => client.subscribers.byNumber(number);
    });
    const cuits = await db.query<{ organization_cuit: string }>(
      `select organization_cuit from organization where organization_id % 89 = 0 limit ${samples}`,
    );
    const emails = await db.query<{ email: string }>(
      `select email from login_account where login_account_id % 997 = 0 limit ${samples}`,
    );

    say('');
    const results = {
      name: await measure('organization name search', nameCalls, 50),
      subscriber: await measure('subscriber lookup by number', subscriberCalls, 50),
    };
    await measure(
      'organization lookup by CUIT',
      cuits.map((c) => () => client.organizations.byCuit(c.organization_cuit)),
      50,
    );
    await measure(
      'login account lookup by e-mail',
      emails.map((e) => () => client.loginAccounts.byEmail(e.email.toUpperCase())),
      50,
    );
    say('');
    say(
      `p95 organization name search: ${results.name.toFixed(1)} ms; subscriber lookup: ${results.subscriber.toFixed(1)} ms`,
    );
  } finally {
    await platform.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
