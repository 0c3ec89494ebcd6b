// Benchmark (not a test): the console's record with BENCH_OPERATIONS (default 1,000,000)
// operations. Fills it (scripts/bench/fill-record.ts: templates through the record's writer,
// the rest copied by the database in the writer's rows), starts the api in this process (real
// HTTP, a real token, a Temporal dev server of its own for the running rows' live state) and
// times GET /api/operations for its first page unfiltered and with each single filter, a
// customer's history (related=subscriber:…), then a CSV export of about BENCH_EXPORT_ROWS
// (100,000) operations (a date range), with its time and this process's peak RSS.
//
//   npm run bench:record                               # the embedded database (PGlite, its own process)
//   BENCH_CONSOLE_DATABASE_URL=postgres://… npm run bench:record   # a PostgreSQL server (its record is emptied)
//   BENCH_CONSOLE_DATABASE_URL=$(bash scripts/ci-postgres.sh | tail -1 | cut -d= -f2-) npm run bench:record
//   BENCH_DATA_DIR=/tmp/record-bench npm run bench:record   # keep the data; a second run reuses it
//   BENCH_OPERATIONS, BENCH_REQUESTS (40 a filter), BENCH_EXPORT_ROWS (100,000), BENCH_TEMPLATES (100 an ending)
//   BENCH_ONLY=list|export                                  # one part alone
//
// Exit code 1 when a p95 is over 100 ms, the export takes over 15 s or misses rows.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  createPseudonyms,
  createValueSealer,
  loadPseudonymKeys,
  PSEUDONYM_KEY_FILE_NAME,
} from '@cgi/workflows/codec';
import { openConsoleDb } from '@cgi/console-store';
import { Client, Connection } from '@temporalio/client';
import { DefaultLogger, Runtime } from '@temporalio/worker';
import { createApp, createDevIssuer, findDevAccount, loadOrCreateDevKey } from '../api/src/index';
import { createTokenVerifier } from '../api/src/auth/verifier';
import { DEV_ISSUER } from '../api/src/auth/dev-idp/issuer';
import { baseUrlsFor } from '../platform/src/client/index';
import { operationContracts } from '../workflows/src/index';
import { stackDataConverter, startStack } from './lib/stack';
import { percentile } from './lib/load';
import { readCounts } from './lib/env-counts';
import { BENCH_DAYS, benchSubscriber, fillRecord, recordHolds } from './bench/fill-record';

const {
  BENCH_OPERATIONS: TOTAL,
  BENCH_REQUESTS: REQUESTS,
  BENCH_EXPORT_ROWS: EXPORT_ROWS,
  BENCH_TEMPLATES: TEMPLATES,
} = readCounts('bench:record', {
  BENCH_OPERATIONS: [1_000_000, 1_000],
  BENCH_REQUESTS: [40, 1],
  BENCH_EXPORT_ROWS: [100_000, 1],
  BENCH_TEMPLATES: [100, 1],
});
const ONLY = process.env.BENCH_ONLY ?? '';
const POSTGRES_URL = process.env.BENCH_CONSOLE_DATABASE_URL;
const P95_TARGET_MS = 100;
const EXPORT_TARGET_S = 15;

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
const mb = (value: number) => (value / 1024 / 1024).toFixed(0);
/** A day in the console's time zone (UTC-3), `days` before today. */
const consoleDay = (daysAgo: number) =>
  new Date(Date.now() - 3 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

Runtime.install({
  logger: new DefaultLogger('ERROR'),
  telemetryOptions: { logging: { filter: { core: 'ERROR', other: 'ERROR' } } },
});
const dataDir = process.env.BENCH_DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'consola-bench-record-')));
await mkdir(dataDir, { recursive: true });
const stack = await startStack({
  dataDir,
  services: POSTGRES_URL ? ['temporal'] : ['temporal', 'database'],
  buildWeb: false,
  output: { write: () => true },
  log: (message) => console.error(message),
});
console.error('pila lista');
const connection = await Connection.connect({ address: stack.urls.temporalAddress });
const client = new Client({ connection, dataConverter: await stackDataConverter(stack.dataDir) });
const pseudonyms = createPseudonyms(
  await loadPseudonymKeys({ source: 'file', path: join(stack.dataDir, PSEUDONYM_KEY_FILE_NAME) }),
);
const consoleDb = await openConsoleDb({ url: POSTGRES_URL ?? stack.urls.consoleDatabase });
console.error('base de la consola abierta');
let server: ReturnType<ReturnType<typeof createApp>['app']['listen']> | undefined;
let failed = false;
try {
  const kind = POSTGRES_URL ? 'PostgreSQL' : 'PGlite (embebida, su propio proceso)';
  if (await recordHolds(consoleDb, TOTAL)) console.error(`el registro ya tiene ${TOTAL} operaciones`);
  else {
    const began = performance.now();
    await fillRecord({
      db: consoleDb,
      sealer: createValueSealer(client.options.loadedDataConverter.payloadCodecs),
      pseudonymize: (value) => pseudonyms.of(value),
      total: TOTAL,
      templatesPerKind: TEMPLATES,
      types: operationContracts.map((contract) => contract.type),
      log: (message) => console.error(message),
    });
    console.log(
      `${kind}: ${TOTAL.toLocaleString('en-US')} operaciones en el registro en ${((performance.now() - began) / 1000).toFixed(0)} s`,
    );
  }

  const issuer = createDevIssuer(await loadOrCreateDevKey(null));
  const { app } = createApp({
    pseudonyms,
    temporal: client,
    consoleDb,
    namespace: 'default',
    temporalUiUrl: stack.urls.temporalUi,
    platformUrl: 'http://127.0.0.1:1',
    serviceBaseUrls: baseUrlsFor('http://127.0.0.1:1'),
    verifier: createTokenVerifier({ jwks: issuer.jwks, algorithms: ['RS256'], issuer: DEV_ISSUER }),
    devIssuer: issuer,
    publicConfig: {
      authMode: 'embedded',
      signInUrl: '/auth/dev/sign-in',
      logoutUrl: '/login',
      environment: 'UAT',
      temporalUiUrl: stack.urls.temporalUi,
    },
  });
  const listening = app.listen(0, '127.0.0.1');
  server = listening;
  await new Promise((resolve) => listening.once('listening', resolve));
  const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  const token = await issuer.tokenFor(findDevAccount('soporte@consola.test')!);
  const headers = { authorization: `Bearer ${token}` };

  if (ONLY !== 'export') {
    const get = async (query: string) => {
      const began = performance.now();
      const response = await fetch(`${base}/api/operations?${query}`, { headers });
      const body = (await response.json()) as { items: unknown[]; nextPageToken: string | null };
      if (!response.ok)
        throw new Error(`GET /api/operations?${query}: ${response.status} ${JSON.stringify(body)}`);
      return { elapsed: performance.now() - began, body };
    };
    const second = (await get('pageSize=25')).body.nextPageToken ?? '';
    const scenarios: [string, string][] = [
      ['sin filtro, primera página', 'pageSize=25'],
      ['sin filtro, segunda página', `pageSize=25&pageToken=${encodeURIComponent(second)}`],
      ['tipo', 'type=subscriber.addUser&pageSize=25'],
      ['tipo poco frecuente', `type=${operationContracts.at(-1)!.type}&pageSize=25`],
      ['estado: falló', 'status=failed&pageSize=25'],
      ['estado: rechazada', 'status=rejected&pageSize=25'],
      ['estado: en curso', 'status=running&pageSize=25'],
      ['quién la inició', 'actor=operador7@consola.test&pageSize=25'],
      ['objetivo', `target=${benchSubscriber(1234)}&pageSize=25`],
      ['historial de un cliente', `related=subscriber:${benchSubscriber(4321)}&pageSize=25`],
      ['rango de fechas: un día', `from=${consoleDay(100)}&to=${consoleDay(100)}&pageSize=25`],
      ['rango de fechas: un mes', `from=${consoleDay(400)}&to=${consoleDay(370)}&pageSize=25`],
    ];
    console.log(
      `\nGET /api/operations, ${TOTAL.toLocaleString('en-US')} operaciones en ${kind} (${REQUESTS} pedidos por filtro, en serie)\n`,
    );
    console.log(
      `${'filtro'.padEnd(30)} ${'filas'.padStart(5)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'máx'.padStart(10)}`,
    );
    for (const [label, query] of scenarios) {
      for (let i = 0; i < 3; i++) await get(query);
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < REQUESTS; i++) {
        const { elapsed, body } = await get(query);
        times.push(elapsed);
        rows = body.items.length;
      }
      const p95 = percentile(times, 95);
      if (p95 > P95_TARGET_MS || rows === 0) failed = true;
      console.log(
        `${label.padEnd(30)} ${String(rows).padStart(5)} ${ms(percentile(times, 50))} ${ms(p95)} ${ms(Math.max(...times))}${p95 > P95_TARGET_MS ? '  > 100 ms' : ''}`,
      );
    }
  }

  if (ONLY !== 'list') {
    // A date range holding about EXPORT_ROWS operations: they are spread evenly over BENCH_DAYS.
    const days = Math.max(1, Math.round((EXPORT_ROWS / TOTAL) * BENCH_DAYS));
    const filter = `from=${consoleDay(days + 9)}&to=${consoleDay(10)}`;
    const countResponse = await fetch(`${base}/api/operations/count?${filter}`, { headers });
    const expected = ((await countResponse.json()) as { count: number }).count;
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    let lines = 0;
    const rssByFifth = [0, 0, 0, 0, 0];
    const sampler = setInterval(() => {
      const rss = process.memoryUsage().rss;
      peak = Math.max(peak, rss);
      const fifth = Math.min(4, Math.floor((lines * 5) / Math.max(1, expected)));
      rssByFifth[fifth] = Math.max(rssByFifth[fifth]!, rss);
    }, 20);
    const began = performance.now();
    const response = await fetch(`${base}/api/exports/operations?format=csv&${filter}`, { headers });
    if (!response.ok) throw new Error(`export: ${response.status} ${await response.text()}`);
    let bytes = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    clearInterval(sampler);
    const seconds = (performance.now() - began) / 1000;
    const rows = lines - 1;
    if (rows !== expected || seconds > EXPORT_TARGET_S) failed = true;
    console.log(
      `\nGET /api/exports/operations?format=csv (${days} días): ${rows.toLocaleString('en-US')} filas` +
        `${rows === expected ? '' : ` (se esperaban ${expected})`}, ${mb(bytes)} MB en ${seconds.toFixed(1)} s ` +
        `(${(rows / seconds).toFixed(0)} filas/s; objetivo ≤ ${EXPORT_TARGET_S} s); RSS de este proceso (api) ` +
        `${mb(baseline)} → pico ${mb(peak)} MB (+${mb(peak - baseline)}); pico por quinto de las filas ` +
        `${rssByFifth.map((value) => mb(value)).join('/')} MB`,
    );
  }
  console.log(failed ? '\nNO cumple algún objetivo' : '\ncumple: cada p95 ≤ 100 ms, la exportación ≤ 15 s');
} finally {
  if (server) {
    server.closeAllConnections();
    await new Promise((resolve) => server!.close(resolve));
  }
  await consoleDb.close();
  await connection.close();
  await stack.stop();
  if (!process.env.BENCH_DATA_DIR) await rm(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
