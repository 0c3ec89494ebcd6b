// The staff read mix of issue 13: clients cycling over an organization name search, a
// subscriber, a CUIT and an e-mail lookup through the console api, timed for a while. The
// samples are read from the stack itself (any seed: demo or benchmark-size), so the same mix
// runs on either.
import { lastNames, places } from '../../platform/src/seed/names';
import { percentile } from './load';

export interface ReadMixFigures {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  errors: number;
  /** p95 per kind of request, to see which one holds the mix back. */
  byKind: Record<string, number>;
}

interface Samples {
  terms: string[];
  subscribers: string[];
  cuits: string[];
  emails: string[];
}

async function getJson<T>(url: string, headers: Record<string, string>): Promise<T | undefined> {
  const response = await fetch(url, { headers });
  if (!response.ok) return undefined;
  return (await response.json()) as T;
}

/** Search terms as staff type them (a whole word or its first letters, some misses) and the rows they find. */
export async function collectSamples(apiUrl: string, headers: Record<string, string>): Promise<Samples> {
  const words = [...lastNames.slice(0, 20), ...places.slice(0, 10)];
  const terms = words.flatMap((word, i) => [word, word.slice(0, 4 + (i % 3)), `ZQX${100 + i}`]);
  const cuits = new Set<string>();
  const organizationIds = new Set<number>();
  for (const word of words.slice(0, 12)) {
    const page = await getJson<{ items: { organizationId: number; organizationCuit: string }[] }>(
      `${apiUrl}/api/organizations?name=${encodeURIComponent(word)}&limit=25`,
      headers,
    );
    for (const item of page?.items ?? []) {
      cuits.add(item.organizationCuit);
      organizationIds.add(item.organizationId);
    }
  }
  const subscribers = new Set<string>();
  for (const id of [...organizationIds].slice(0, 40)) {
    const found = await getJson<{ items: { subscriber_ref_id: string }[] }>(
      `${apiUrl}/api/organizations/${id}/subscribers`,
      headers,
    );
    for (const item of found?.items ?? []) subscribers.add(item.subscriber_ref_id);
  }
  const emails = new Set<string>();
  for (const number of [...subscribers].slice(0, 20)) {
    const users = await getJson<{ items: { email: string }[] }>(
      `${apiUrl}/api/subscribers/${number}/users`,
      headers,
    );
    for (const user of (users?.items ?? []).slice(0, 5)) emails.add(user.email);
  }
  if (cuits.size === 0 || subscribers.size === 0 || emails.size === 0) {
    throw new Error(
      `read mix: the stack's data gave no samples (${cuits.size} CUITs, ${subscribers.size} subscribers, ${emails.size} e-mails)`,
    );
  }
  return { terms, subscribers: [...subscribers], cuits: [...cuits], emails: [...emails] };
}

/** `clients` clients, each cycling over the four lookups for `seconds`. */
export async function runReadMix(
  apiUrl: string,
  headers: Record<string, string>,
  samples: Samples,
  options: { clients: number; seconds: number },
): Promise<ReadMixFigures> {
  const kinds: [string, (i: number) => string][] = [
    [
      'búsqueda por nombre',
      (i) => `/api/organizations?name=${encodeURIComponent(samples.terms[i % samples.terms.length]!)}`,
    ],
    ['suscriptor', (i) => `/api/subscribers/${samples.subscribers[i % samples.subscribers.length]}`],
    ['CUIT', (i) => `/api/organizations/by-cuit/${samples.cuits[i % samples.cuits.length]}`],
    [
      'e-mail',
      (i) => `/api/users/by-email/${encodeURIComponent(samples.emails[i % samples.emails.length]!)}`,
    ],
  ];
  const times: number[] = [];
  const timesByKind = new Map<string, number[]>(kinds.map(([kind]) => [kind, []]));
  let errors = 0;
  const until = performance.now() + options.seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.clients }, async (_, client) => {
      for (let i = client; performance.now() < until; i++) {
        const [kind, path] = kinds[i % kinds.length]!;
        const t0 = performance.now();
        const response = await fetch(`${apiUrl}${path(Math.floor(i / kinds.length))}`, { headers });
        await response.arrayBuffer();
        const elapsed = performance.now() - t0;
        // A miss (404) is an answer staff get too; anything else is an error.
        if (!response.ok && response.status !== 404) errors++;
        times.push(elapsed);
        timesByKind.get(kind)!.push(elapsed);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    requests: times.length,
    seconds,
    perSecond: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    errors,
    byKind: Object.fromEntries([...timesByKind].map(([kind, values]) => [kind, percentile(values, 95)])),
  };
}
