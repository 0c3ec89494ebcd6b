// Benchmark (not a test): the operations list with many operations recorded. Records
// BENCH_OPERATIONS (default 100,000) operations in a Temporal dev server of its own, then
// times GET /api/operations (the api in this process, real HTTP, a real token) for the
// filters support engineers use, and prints p50/p95 per filter and overall; then exports them
// all (GET /api/exports/operations, CSV and JSON lines) and prints the api process's peak memory.
//
// The operations are real workflow executions with the memo (final progress included) and the
// search attributes the api gives every operation ("add a user", spread over 5,000 subscribers,
// 12 staff accounts and the three sources): 96% completed, 3% failed at a step, 1% still
// running. To record them fast, a benchmark-only workflow (scripts/bench/noop-workflows.ts,
// never registered by the real worker) ends each one at once with the final progress it is
// given; the running ones go to a task queue no worker polls. A row of the list costs the
// same whether the steps ran or not: it is read from Temporal's visibility store.
//
//   npx tsx scripts/bench-operations-list.ts
//   BENCH_OPERATIONS=20000 npx tsx scripts/bench-operations-list.ts
//   BENCH_DATA_DIR=/tmp/ops-bench npx tsx scripts/bench-operations-list.ts   # keep and reuse the data
import { createPseudonyms, generatePseudonymKey } from '@cgi/workflows/codec';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openConsoleDb } from '@cgi/console-store';
import { Client } from '@temporalio/client';
import { DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import {
  initialProgress,
  operationSearchAttributePairs,
  subscriberAddUserSteps,
  type OperationMemo,
} from '../workflows/src/index';
import { createApp, createDevIssuer, findDevAccount, loadOrCreateDevKey } from '../api/src/index';
import { createTokenVerifier } from '../api/src/auth/verifier';
import { DEV_ISSUER } from '../api/src/auth/dev-idp/issuer';
import { baseUrlsFor } from '../platform/src/client/index';
import { stackDataConverter, startStack, type Stack } from './lib/stack';
import { percentile } from './lib/load';
import { readCounts } from './lib/env-counts';

const {
  BENCH_OPERATIONS: TOTAL,
  BENCH_CONCURRENCY: CONCURRENCY,
  BENCH_REQUESTS: REQUESTS,
} = readCounts('bench:operations-list', {
  BENCH_OPERATIONS: [100_000, 1],
  BENCH_CONCURRENCY: [96, 1],
  BENCH_REQUESTS: [60, 1],
});
const NO_WORKER_QUEUE = 'bench-sin-worker';
const BENCH_QUEUE = 'bench-operaciones';
const ACTORS = [
  'admin@consola.test',
  'soporte@consola.test',
  'guardia@consola.test',
  ...Array.from({ length: 9 }, (_, i) => `operador${i + 1}@consola.test`),
];
const SOURCES = ['ui', 'api', 'cli'] as const;

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

type Kind = 'completed' | 'failed' | 'running';

const kindOf = (n: number): Kind => (n % 100 < 96 ? 'completed' : n % 100 < 99 ? 'failed' : 'running');

/** The final progress of a completed operation, or of one whose invitation step ran out of retries. */
function finalProgress(kind: Kind, startedAt: string) {
  const progress = initialProgress(subscriberAddUserSteps);
  if (kind === 'running') return progress;
  for (const step of progress.steps) {
    if (kind === 'failed' && step.key === 'assignUser') break;
    step.startedAt = startedAt;
    step.finishedAt = startedAt;
    step.attempts = 1;
    step.status = 'done';
    if (kind === 'failed' && step.key === 'sendInvite') {
      step.status = 'failed';
      step.attempts = 5;
      step.error = 'invites /createOrgStaffRegistrationUserInvite → 503: Service Unavailable';
      step.attemptErrors = [1, 2, 3, 4, 5].map((attempt) => ({
        attempt,
        at: startedAt,
        message: step.error!,
      }));
    }
  }
  if (kind === 'failed')
    progress.error = { code: 'STEP_FAILED', message: 'Ocurrió un error. Intente nuevamente' };
  else progress.result = { message: 'Usuario agregado con éxito.' };
  return progress;
}

function memoFor(n: number): OperationMemo & { progress: ReturnType<typeof initialProgress> } {
  const target = String(200_000 + (n % 5_000));
  const input = {
    subscriberNumber: target,
    email: `bench.${n}@demo.com.ar`,
    firstName: 'Carga',
    lastName: `Número ${n}`,
    userTypeCode: 'ORG-STAFF',
  };
  return {
    type: 'subscriber.addUser',
    target,
    actor: ACTORS[n % ACTORS.length]!,
    source: SOURCES[n % SOURCES.length]!,
    reason: null,
    input,
    inputHash: createHash('sha256').update(JSON.stringify(input)).digest('hex'),
    // What the api records for an "add a user": the subscriber and the e-mail (timelines).
    related: [`subscriber:${target}`, `email:${input.email}`],
    progress: finalProgress(kindOf(n), new Date().toISOString()),
  };
}

async function record(client: Client, from: number, to: number): Promise<void> {
  let next = from;
  let done = 0;
  const startedAt = Date.now();
  const progress = setInterval(() => {
    const rate = done / ((Date.now() - startedAt) / 1000);
    console.error(`  ${from + done}/${to} registradas (${rate.toFixed(0)}/s)`);
  }, 10_000);
  const worker = async () => {
    for (;;) {
      const n = next++;
      if (n >= to) return;
      const memo = memoFor(n);
      const running = kindOf(n) === 'running';
      await client.workflow.start('subscriberAddUser', {
        taskQueue: running ? NO_WORKER_QUEUE : BENCH_QUEUE,
        workflowId: `subscriber.addUser/${memo.target}/b${n.toString(36)}${randomBytes(2).toString('hex')}`,
        args: [{ progress: memo.progress }],
        memo: memo as unknown as Record<string, unknown>,
        typedSearchAttributes: operationSearchAttributePairs(memo),
        // The worker is in this process: the first task comes back with the start.
        requestEagerStart: !running,
      });
      done += 1;
    }
  };
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    clearInterval(progress);
  }
}

/**
 * Every recorded operation exported as CSV and as JSON lines (GET /api/exports/operations, the
 * api in this process), read as it arrives without keeping it, while this process's memory is
 * sampled every 20 ms: the api must stream, not hold 100,000 rows.
 */
async function measureExport(base: string, token: string, expected: number): Promise<void> {
  console.log(`\nGET /api/exports/operations con ${expected} operaciones (sin filtro)\n`);
  for (const format of ['csv', 'jsonl'] as const) {
    global.gc?.();
    const baseline = process.memoryUsage();
    let peakRss = baseline.rss;
    let peakHeap = baseline.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 20);
    const began = performance.now();
    const response = await fetch(`${base}/api/exports/operations?format=${format}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`export ${format}: ${response.status} ${await response.text()}`);
    let lines = 0;
    let bytes = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    clearInterval(sampler);
    const mb = (value: number) => (value / 1024 / 1024).toFixed(0);
    const rows = format === 'csv' ? lines - 1 : lines;
    console.log(
      `${format.padEnd(5)} ${String(rows).padStart(7)} filas, ${mb(bytes)} MB en ${((performance.now() - began) / 1000).toFixed(1)} s; ` +
        `pico RSS ${mb(peakRss)} MB (+${mb(peakRss - baseline.rss)}), pico heap ${mb(peakHeap)} MB (+${mb(peakHeap - baseline.heapUsed)})`,
    );
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
  const stack: Stack = await startStack({
    dataDir,
    services: ['temporal', 'database'],
    buildWeb: false,
    output: { write: () => true },
    log: (message) => console.error(message),
  });
  const connection = await NativeConnection.connect({ address: stack.urls.temporalAddress });
  // A client on the worker's connection, so starts can be eager (see record()).
  // Memos encrypted as the console writes them, so listing pays the codec's decryption too.
  const dataConverter = await stackDataConverter(stack.dataDir);
  const client = new Client({ connection: connection as never, dataConverter });
  let server: ReturnType<ReturnType<typeof createApp>['app']['listen']> | undefined;
  let worker: Worker | undefined;
  let running: Promise<void> | undefined;
  try {
    const existing = (await client.workflow.count('OperationType IS NOT NULL')).count;
    if (existing < TOTAL) {
      worker = await Worker.create({
        connection,
        taskQueue: BENCH_QUEUE,
        workflowsPath: fileURLToPath(new URL('./bench/noop-workflows.ts', import.meta.url)),
        dataConverter,
        maxConcurrentWorkflowTaskExecutions: 100,
      });
      running = worker.run();
      console.error(`registrando ${TOTAL - existing} operaciones (${CONCURRENCY} a la vez)…`);
      const t0 = Date.now();
      await record(client, existing, TOTAL);
      // Let the worker finish the last ones.
      for (let i = 0; i < 600; i++) {
        const open = (
          await client.workflow.count(`TaskQueue = '${BENCH_QUEUE}' AND ExecutionStatus = 'Running'`)
        ).count;
        if (open === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      console.error(`registradas en ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      worker.shutdown();
      await running;
      worker = undefined;
    }
    // Visibility writes trail the starts: wait until the count settles.
    let count = 0;
    for (let i = 0; i < 120; i++) {
      count = (await client.workflow.count('OperationType IS NOT NULL')).count;
      if (count >= TOTAL) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    console.error(`${count} operaciones en la visibilidad de Temporal`);

    const issuer = createDevIssuer(await loadOrCreateDevKey(null));
    const consoleDb = await openConsoleDb({ url: stack.urls.consoleDatabase });
    const { app } = createApp({
      pseudonyms: createPseudonyms([generatePseudonymKey()]),
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
    await measureExport(base, token, count);
    const p95 = percentile(all, 95);
    console.log(
      `\np95 de todos los pedidos: ${p95.toFixed(1)} ms (objetivo < 200 ms) → ${p95 < 200 ? 'cumple' : 'NO cumple'}`,
    );
    process.exitCode = p95 < 200 ? 0 : 1;
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
    await stack.stop();
    if (!process.env.BENCH_DATA_DIR) await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
