// Benchmark (not a test): the operations list with many operations recorded. Records
// BENCH_OPERATIONS (default 100,000) operations in a Temporal dev server of its own, then
// times GET /api/operations (the api in this process, real HTTP, a real token) for the
// filters support engineers use, and prints p50/p95 per filter and overall; then exports them
// all (GET /api/exports/operations, CSV and JSON lines) and prints the api process's peak memory.
//
// The operations are workflow executions with the memo (final progress included) and the search
// attributes the api gives every operation (scripts/bench/record-operations.ts): "add a user",
// spread over 5,000 subscribers, 12 staff accounts and the three sources; 96% completed, 3%
// failed at a step, 1% still running. A row of the list costs the same whether the steps ran or
// not: it is read from Temporal's visibility store. BENCH_RECORD_MODE=direct (default) closes each
// run by answering its first workflow task from this process; =worker runs a benchmark-only
// workflow (scripts/bench/noop-workflows.ts) in a worker here instead (slower, same rows).
// BENCH_RECORDED=N records only N through Temporal and fills the rest up to BENCH_OPERATIONS with
// copies of their visibility rows (scripts/bench/copy-visibility-rows.ts): what the list and the
// export read, at a fraction of the time.
//
//   npx tsx scripts/bench-operations-list.ts
//   BENCH_OPERATIONS=20000 npx tsx scripts/bench-operations-list.ts
//   BENCH_DATA_DIR=/tmp/ops-bench npx tsx scripts/bench-operations-list.ts   # keep and reuse the data
//   BENCH_RECORDED=20000 node --expose-gc --import tsx scripts/bench-operations-list.ts   # the export's memory at 100,000
//   BENCH_EXPORT_ONLY=1 …   # the export alone
import { createPseudonyms, loadPseudonymKeys, PSEUDONYM_KEY_FILE_NAME } from '@cgi/workflows/codec';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openConsoleDb } from '@cgi/console-store';
import { Client, Connection } from '@temporalio/client';
import { DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { createApp, createDevIssuer, findDevAccount, loadOrCreateDevKey } from '../api/src/index';
import { createTokenVerifier } from '../api/src/auth/verifier';
import { DEV_ISSUER } from '../api/src/auth/dev-idp/issuer';
import { baseUrlsFor } from '../platform/src/client/index';
import { stackDataConverter, startStack, type Stack } from './lib/stack';
import { percentile } from './lib/load';
import { readCounts } from './lib/env-counts';
import { BENCH_QUEUE, recordOperations, type RecordMode } from './bench/record-operations';
import { copyVisibilityRows } from './bench/copy-visibility-rows';

const {
  BENCH_OPERATIONS: TOTAL,
  BENCH_CONCURRENCY: CONCURRENCY,
  BENCH_REQUESTS: REQUESTS,
  BENCH_RECORDED: RECORDED_SETTING,
} = readCounts('bench:operations-list', {
  BENCH_OPERATIONS: [100_000, 1],
  BENCH_RECORDED: [Number.MAX_SAFE_INTEGER, 1],
  BENCH_CONCURRENCY: [96, 1],
  BENCH_REQUESTS: [60, 1],
});
const RECORDED = Math.min(RECORDED_SETTING, TOTAL);
/** BENCH_EXPORT_ONLY=1: only the export (the list's timings left out). */
const EXPORT_ONLY = process.env.BENCH_EXPORT_ONLY === '1';
const MODES: readonly RecordMode[] = ['direct', 'worker'];
const MODE = (process.env.BENCH_RECORD_MODE ?? 'direct') as RecordMode;
if (!MODES.includes(MODE)) {
  console.error(`BENCH_RECORD_MODE: ${MODES.join(' o ')}, no "${process.env.BENCH_RECORD_MODE}"`);
  process.exit(2);
}

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

/**
 * Every recorded operation exported as CSV and as JSON lines (GET /api/exports/operations, the
 * api in this process), read as it arrives without keeping it, while this process's memory is
 * sampled every 20 ms: the api must stream, not hold 100,000 rows. The heap's peak per fifth of
 * the rows shows whether it grows with them; after a collection, what the export left behind.
 * Answers false when a download is not exactly every operation (plus the CSV's header).
 */
async function measureExport(base: string, token: string, expected: number): Promise<boolean> {
  console.log(`\nGET /api/exports/operations con ${expected} operaciones (sin filtro)\n`);
  const mb = (value: number) => (value / 1024 / 1024).toFixed(0);
  let complete = true;
  for (const format of ['csv', 'jsonl'] as const) {
    global.gc?.();
    const baseline = process.memoryUsage();
    let peakRss = baseline.rss;
    let peakHeap = baseline.heapUsed;
    let lines = 0;
    const heapByFifth = [0, 0, 0, 0, 0];
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
      const fifth = Math.min(4, Math.floor((lines * 5) / expected));
      heapByFifth[fifth] = Math.max(heapByFifth[fifth]!, now.heapUsed);
    }, 20);
    const began = performance.now();
    const response = await fetch(`${base}/api/exports/operations?format=${format}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`export ${format}: ${response.status} ${await response.text()}`);
    let bytes = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    clearInterval(sampler);
    const seconds = (performance.now() - began) / 1000;
    global.gc?.();
    const after = process.memoryUsage();
    const rows = format === 'csv' ? lines - 1 : lines;
    if (rows !== expected) complete = false;
    console.log(
      `${format.padEnd(5)} ${String(rows).padStart(7)} filas${rows === expected ? '' : ` (se esperaban ${expected})`}, ` +
        `${mb(bytes)} MB en ${seconds.toFixed(1)} s (${(rows / seconds).toFixed(0)} filas/s); ` +
        `pico RSS ${mb(peakRss)} MB (+${mb(peakRss - baseline.rss)}), pico heap ${mb(peakHeap)} MB (+${mb(peakHeap - baseline.heapUsed)}); ` +
        `pico heap por quinto de las filas +${heapByFifth.map((peak) => mb(Math.max(0, peak - baseline.heapUsed))).join('/')} MB; ` +
        `después, recolectado: heap +${mb(after.heapUsed - baseline.heapUsed)} MB`,
    );
  }
  return complete;
}

/**
 * One run of the stack on `dataDir`: records operations through Temporal until its visibility
 * holds `want`, then (with `benchmark`) times the list and the export.
 */
async function session(dataDir: string, want: number, benchmark: boolean): Promise<void> {
  const stack: Stack = await startStack({
    dataDir,
    services: ['temporal', 'database'],
    buildWeb: false,
    output: { write: () => true },
    log: (message) => console.error(message),
    // Recording is bound by the Temporal server's CPU; a less eager Go collector spends ~10%
    // less of it per operation (measured with scripts/bench/profile-recording.ts).
    env: { GOGC: process.env.GOGC ?? '400' },
  });
  const connection = await NativeConnection.connect({ address: stack.urls.temporalAddress });
  // Memos encrypted as the console writes them, so listing pays the codec's decryption too.
  const dataConverter = await stackDataConverter(stack.dataDir);
  // The api's client, on the worker's connection so 'worker' starts can be eager.
  const client = new Client({ connection: connection as never, dataConverter });
  // The pseudonym key kept beside the data, so a reused BENCH_DATA_DIR's filters still match.
  const pseudonyms = createPseudonyms(
    await loadPseudonymKeys({ source: 'file', path: join(stack.dataDir, PSEUDONYM_KEY_FILE_NAME) }),
  );
  let server: ReturnType<ReturnType<typeof createApp>['app']['listen']> | undefined;
  let worker: Worker | undefined;
  let running: Promise<void> | undefined;
  let directConnection: Connection | undefined;
  try {
    const existing = (await client.workflow.count('OperationType IS NOT NULL')).count;
    if (existing < want) {
      if (MODE === 'worker') {
        worker = await Worker.create({
          connection,
          taskQueue: BENCH_QUEUE,
          workflowsPath: fileURLToPath(new URL('./bench/noop-workflows.ts', import.meta.url)),
          dataConverter,
          maxConcurrentWorkflowTaskExecutions: 100,
        });
        running = worker.run();
      } else {
        // A plain gRPC connection: through the NativeConnection the SDK's core drops a start's
        // eager request when no worker of its own has a free slot.
        directConnection = await Connection.connect({ address: stack.urls.temporalAddress });
      }
      console.error(`registrando ${want - existing} operaciones (${CONCURRENCY} a la vez, ${MODE})…`);
      const t0 = Date.now();
      await recordOperations({
        client: directConnection ? new Client({ connection: directConnection, dataConverter }) : client,
        pseudonymize: (value) => pseudonyms.of(value),
        from: existing,
        to: want,
        concurrency: CONCURRENCY,
        mode: MODE,
      });
      // 'worker': let it finish the last ones ('direct' closed each before going on).
      for (let i = 0; worker && i < 600; i++) {
        const open = (
          await client.workflow.count(`TaskQueue = '${BENCH_QUEUE}' AND ExecutionStatus = 'Running'`)
        ).count;
        if (open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      const seconds = (Date.now() - t0) / 1000;
      console.error(`registradas en ${seconds.toFixed(0)} s (${((want - existing) / seconds).toFixed(1)}/s)`);
      if (worker) {
        worker.shutdown();
        await running;
        worker = undefined;
      }
    }
    // Visibility writes trail the starts: wait until the count settles.
    let count = 0;
    for (let i = 0; i < 120; i++) {
      count = (await client.workflow.count('OperationType IS NOT NULL')).count;
      if (count >= want) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    console.error(`${count} operaciones en la visibilidad de Temporal`);
    if (!benchmark) return;

    const issuer = createDevIssuer(await loadOrCreateDevKey(null));
    const consoleDb = await openConsoleDb({ url: stack.urls.consoleDatabase });
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
    const get = async (query: string) => {
      const t0 = performance.now();
      const response = await fetch(`${base}/api/operations?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as { items: unknown[]; nextPageToken: string | null };
      if (!response.ok)
        throw new Error(`GET /api/operations?${query}: ${response.status} ${JSON.stringify(body)}`);
      return { elapsed: performance.now() - t0, body };
    };

    if (EXPORT_ONLY) {
      process.exitCode = (await measureExport(base, token, count)) ? 0 : 1;
      return;
    }
    // The api reads days in Buenos Aires time (UTC-3).
    const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
    const firstPage = await get('pageSize=25');
    const secondPageToken = firstPage.body.nextPageToken ?? '';
    const scenarios: [string, string][] = [
      ['sin filtro, primera página', 'pageSize=25'],
      ['segunda página (token)', `pageSize=25&pageToken=${encodeURIComponent(secondPageToken)}`],
      ['estado: falló', 'status=failed&pageSize=25'],
      ['estado: en curso', 'status=running&pageSize=25'],
      ['tipo', 'type=subscriber.addUser&pageSize=25'],
      ['objetivo (historial)', 'target=201234&pageSize=25'],
      ['entidad (historial de un suscriptor)', 'related=subscriber:201234&pageSize=25'],
      ['entidad (historial de un email)', 'related=email:bench.1234@demo.com.ar&pageSize=25'],
      ['quién la inició', 'actor=operador7@consola.test&pageSize=25'],
      ['rango de fechas (hoy)', `from=${today}&to=${today}&pageSize=25`],
      [
        'falló + tipo + quién',
        'status=failed&type=subscriber.addUser&actor=soporte@consola.test&pageSize=25',
      ],
      ['página de 100', 'pageSize=100'],
    ];
    const all: number[] = [];
    console.log(
      `\nGET /api/operations con ${count} operaciones registradas (${REQUESTS} pedidos por filtro, en serie)\n`,
    );
    console.log(
      `${'filtro'.padEnd(34)} ${'filas'.padStart(5)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'máx'.padStart(10)}`,
    );
    for (const [label, query] of scenarios) {
      for (let i = 0; i < 3; i++) await get(query); // warm-up
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < REQUESTS; i++) {
        const { elapsed, body } = await get(query);
        times.push(elapsed);
        rows = body.items.length;
      }
      all.push(...times);
      console.log(
        `${label.padEnd(34)} ${String(rows).padStart(5)} ${ms(percentile(times, 50))} ${ms(percentile(times, 95))} ${ms(Math.max(...times))}`,
      );
    }
    const complete = await measureExport(base, token, count);
    const p95 = percentile(all, 95);
    console.log(
      `\np95 de todos los pedidos: ${p95.toFixed(1)} ms (objetivo < 200 ms) → ${p95 < 200 ? 'cumple' : 'NO cumple'}`,
    );
    process.exitCode = p95 < 200 && complete ? 0 : 1;
  } finally {
    if (worker) {
      worker.shutdown();
      await running;
    }
    if (server) {
      server.closeAllConnections();
      await new Promise((resolve) => server!.close(resolve));
    }
    await connection.close();
    await directConnection?.close();
    await stack.stop();
  }
}

async function main() {
  // ERROR only: the benchmark's failing operations are on purpose, and their memos (the whole
  // final progress) are above the SDK's size warning; it would warn about each.
  Runtime.install({
    logger: new DefaultLogger('ERROR'),
    telemetryOptions: { logging: { filter: { core: 'ERROR', other: 'ERROR' } } },
  });
  const dataDir = process.env.BENCH_DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'consola-bench-list-')));
  await mkdir(dataDir, { recursive: true });
  console.error(`Temporal en ${dataDir}…`);
  try {
    if (RECORDED < TOTAL) {
      await session(dataDir, RECORDED, false);
      // The server is stopped: its SQLite file is this process's alone.
      const copied = await copyVisibilityRows(join(dataDir, 'temporal.db'), TOTAL);
      if (copied) console.error(`${copied} filas de visibilidad copiadas (hasta ${TOTAL})`);
    }
    await session(dataDir, TOTAL, true);
  } finally {
    if (!process.env.BENCH_DATA_DIR) await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
