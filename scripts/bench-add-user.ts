// Benchmark (not a test) of the operation path, on the embedded stack it starts on free ports.
// One run prints, side by side:
//   1. one `subscriber.addUser` alone, start to completed, p50/p95 over BENCH_SINGLE runs (50);
//   2. BENCH_N operations (500) through the api by BENCH_CONCURRENCY clients (50), each starting
//      one and following it to the end before the next: operations/s, the start call's p50/p95
//      while the others run (and how much of it Temporal's StartWorkflowExecution took, from
//      the dev server's metrics), and CPU seconds per operation of every process of the stack;
//   3. the same platform calls made directly by as many concurrent clients (the platform's own
//      capacity), and the ratio of 2 to 3;
//   4. each process's peak resident memory, the stack's idle resident memory, and the history
//      of one operation (events, memo updates, bytes);
//   5. the staff read mix (scripts/lib/read-mix.ts): BENCH_READ_CLIENTS (32) clients cycling
//      over a name search, a subscriber, a CUIT and an e-mail lookup for BENCH_READ_S (20) s.
//   npm run bench
//   BENCH_N=1000 npm run bench
//   BENCH_ONLY=reads BENCH_DATA_DIR=/tmp/bench-reads npm run bench   (reads alone, on a data
//     directory whose platform/ was loaded by platform/scripts/seed-bench.ts; kept afterwards)
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { baseUrlsFor, createPlatformClient } from '../platform/src/client/index';
import { HIGH_RATE_LIMITS_ENV, stackDataConverter, startStack, type Stack } from './lib/stack';
import { percentile, pool } from './lib/load';
import { readCounts } from './lib/env-counts';
import { collectSamples, runReadMix, type ReadMixFigures } from './lib/read-mix';
import { startFloor, type FloorLoad } from './lib/floor-phase';
import { activitiesOneByOne, directAddUser, platformAtRate } from './bench/direct-add-user';
import { printFloorComparison } from './bench/floor-comparison';
import { historyShape, historySpanMs, printEvents, printTimeline } from './bench/operation-history';
import { cpuOf, cpuPerRun, memory } from './bench/process-readings';
import { persistencePerRun, persistenceRequests, temporalStartLatency } from './bench/temporal-metrics';
import { measureRecording, recordingLine } from './lib/record-phase';
import protos from '@temporalio/proto';

const {
  BENCH_N: N,
  BENCH_CONCURRENCY: CONCURRENCY,
  BENCH_SINGLE: SINGLE,
  BENCH_READ_CLIENTS: READ_CLIENTS,
  BENCH_READ_S: READ_SECONDS,
  BENCH_FLOOR: FLOOR,
  BENCH_FLOOR_STEPS: FLOOR_STEPS,
  BENCH_ROUNDS: ROUNDS,
} = readCounts('bench', {
  BENCH_N: [500, 1],
  BENCH_CONCURRENCY: [50, 1],
  BENCH_SINGLE: [50, 1],
  BENCH_READ_CLIENTS: [32, 1],
  BENCH_READ_S: [20, 1],
  BENCH_FLOOR: [1, 0, 1],
  BENCH_FLOOR_STEPS: [8, 1, 100],
  BENCH_ROUNDS: [1, 1, 10],
});
const SUBSCRIBER = process.env.BENCH_SUBSCRIBER ?? '100003';
const ONLY = new Set((process.env.BENCH_ONLY ?? 'operations,reads').split(','));
/** A data directory to use and keep (a benchmark-size platform seeded into its platform/). */
const KEPT_DATA_DIR = process.env.BENCH_DATA_DIR;

const ms = (value: number) => `${value.toFixed(0)} ms`;
const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay));

async function main() {
  const dataDir = KEPT_DATA_DIR ?? (await mkdtemp(join(tmpdir(), 'consola-bench-')));
  let stack: Stack | undefined;
  try {
    console.error('iniciando la consola embebida en puertos libres…');
    stack = await startStack({ dataDir, env: HIGH_RATE_LIMITS_ENV, output: { write: () => true } });
    const apiUrl = stack.urls.console;
    const pids = stack.pids();
    await sleep(5_000);
    const running = Object.values(pids).filter((pid): pid is number => pid !== undefined);
    const idle = await Promise.all(running.map((pid) => memory(pid)));
    const idleMb = idle.reduce((sum, m) => sum + m.rss, 0);
    const idleByName = Object.entries(pids)
      .filter((entry): entry is [string, number] => entry[1] !== undefined)
      .map(([name], i) => `${name} ${idle[i]!.rss.toFixed(0)}`)
      .join(', ');
    console.log(`pila en reposo: ${idleMb.toFixed(0)} MB residentes (${idleByName})`);

    const { token } = (await (
      await fetch(`${apiUrl}/auth/dev/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'soporte@consola.test' }),
      })
    ).json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    if (ONLY.has('reads')) await readPhase(apiUrl, auth, pids);
    if (!ONLY.has('operations')) return;
    const runId = Date.now().toString(36);
    const input = (i: number, who: string) => ({
      subscriberNumber: SUBSCRIBER,
      email: `${who}.${runId}.${i}@demo.com.ar`,
      firstName: 'Bench',
      lastName: `Usuario ${i}`,
      userTypeCode: 'ORG-STAFF',
    });
    const failures: string[] = [];

    const start = async (body: unknown): Promise<{ id: string; startMs: number }> => {
      const t0 = performance.now();
      const response = await fetch(`${apiUrl}/api/operations`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { id: string; message?: string };
      if (response.status !== 202) throw new Error(`start: ${response.status} ${answer.message}`);
      return { id: answer.id, startMs: performance.now() - t0 };
    };
    // As a script follows one: a read that waits for the end (one request, not a poll loop).
    const follow = async (id: string): Promise<void> => {
      for (;;) {
        const view = (await (
          await fetch(`${apiUrl}/api/operations/${encodeURIComponent(id)}?wait=60`, { headers: auth })
        ).json()) as { status: string; error?: { message: string } };
        if (view.status !== 'running') {
          if (view.status !== 'completed') failures.push(`${id}: ${view.error?.message ?? view.status}`);
          return;
        }
      }
    };

    const temporal = new Client({
      connection: await Connection.connect({ address: stack.urls.temporalAddress }),
      dataConverter: await stackDataConverter(stack.dataDir),
    });
    const floor = FLOOR ? await startFloor(stack.urls.temporalAddress, FLOOR_STEPS) : null;
    /** CPU of the processes the floor and the operation are compared on. */
    const measured = () => ({ ...pids, ...(floor ? { floorWorker: floor.pid } : {}) });

    try {
      for (let round = 1; round <= ROUNDS; round++) {
        const label = ROUNDS > 1 ? ` (ronda ${round}/${ROUNDS})` : '';
        // Alternating, floor then operation, one figure at a time: a change in the machine's
        // speed (other work on the same cores) moves both sides of each ratio alike.
        let floorSingle: number[] = [];
        if (floor) {
          console.error(`piso${label}: ${SINGLE} flujos de ${FLOOR_STEPS} pasos vacíos de a uno…`);
          floorSingle = await floor.single(SINGLE);
          // The floor's last single run beside the operation's: where each spends a step's time.
          if (process.env.BENCH_TIMELINE) printEvents('el piso', (await floor.lastHistory()).events);
        }

        // 1. One operation alone.
        console.error(`1/3${label}: ${SINGLE} operaciones de a una…`);
        const single: number[] = [];
        /** The part of each spent between its first and last history events (the rest: api, start, read). */
        const singleInside: number[] = [];
        const singleStartCalls: number[] = [];
        let lastSingleId = '';
        for (let i = 0; i < SINGLE; i++) {
          const t0 = performance.now();
          const { id, startMs } = await start({
            type: 'subscriber.addUser',
            input: input(i, `sola${round}`),
          });
          await follow(id);
          single.push(performance.now() - t0);
          singleStartCalls.push(startMs);
          singleInside.push(await historySpanMs(temporal, id));
          lastSingleId = id;
        }
        if (process.env.BENCH_TIMELINE) await printTimeline(temporal, lastSingleId);

        let floorLoad: (FloorLoad & { cpu: Record<string, number> }) | null = null;
        let floorPersistence: (readonly [string, number])[] = [];
        if (floor) {
          console.error(`piso${label}: ${N} flujos, ${CONCURRENCY} clientes a la vez…`);
          const before = await cpuOf(measured());
          const requestsBefore = await persistenceRequests(stack.ports.temporalMetrics);
          const figures = await floor.load(N, CONCURRENCY);
          const after = await cpuOf(measured());
          floorPersistence = persistencePerRun(
            requestsBefore,
            await persistenceRequests(stack.ports.temporalMetrics),
            N,
          );
          floorLoad = { ...figures, cpu: cpuPerRun(before, after, N) };
        }

        // 2. Through the console at CONCURRENCY.
        console.error(`2/3${label}: ${N} operaciones, ${CONCURRENCY} clientes a la vez…`);
        const cpuBefore = await cpuOf(measured());
        const requestsBefore = await persistenceRequests(stack.ports.temporalMetrics);
        const temporalStartsBefore = await temporalStartLatency(stack.ports.temporalMetrics);
        const startLatencies: number[] = [];
        /** The starts after the first round, when every client has one running (the steady state). */
        const steadyStartLatencies: number[] = [];
        const opStart = performance.now();
        let lastId = '';
        await pool(N, CONCURRENCY, async (i) => {
          const { id, startMs } = await start({ type: 'subscriber.addUser', input: input(i, `op${round}`) });
          startLatencies.push(startMs);
          if (i >= CONCURRENCY) steadyStartLatencies.push(startMs);
          await follow(id);
          lastId = id;
        });
        const opSeconds = (performance.now() - opStart) / 1000;
        const cpuAfter = await cpuOf(measured());
        const opCpu = cpuPerRun(cpuBefore, cpuAfter, N);
        const opPersistence = persistencePerRun(
          requestsBefore,
          await persistenceRequests(stack.ports.temporalMetrics),
          N,
        );
        const temporalStartsAfter = await temporalStartLatency(stack.ports.temporalMetrics);
        const platform = createPlatformClient({ baseUrls: baseUrlsFor(stack.urls.platform) });

        // The floor again, while the platform answers the same calls at the operation phase's
        // rate: in that phase the platform's CPU shares the cores with Temporal (on a deployment
        // it runs on machines of its own), and this says how much of the start call's ratio is
        // that sharing rather than the console.
        let floorBusyStarts: number[] = [];
        if (floor) {
          console.error(
            `piso${label}: ${N} flujos, ${CONCURRENCY} a la vez, con la plataforma a ${(N / opSeconds).toFixed(1)} altas/s…`,
          );
          const floorDone = floor.load(N, CONCURRENCY);
          await platformAtRate(platform, SUBSCRIBER, N / opSeconds, floorDone, (i) =>
            input(i, `ocupada${round}`),
          );
          floorBusyStarts = (await floorDone).starts;
        }

        // 3. The same calls, directly, at CONCURRENCY (once, in the last round).
        let directRate = NaN;
        let activitiesAlone: number[] = [];
        /** CPU of this process per operation while it made the activities' calls itself: theirs. */
        let activitiesCpuMs = NaN;
        if (round === ROUNDS) {
          console.error(`3/3: las mismas llamadas directas, ${CONCURRENCY} clientes a la vez…`);
          const directStart = performance.now();
          // On a saturated machine a direct call may time out: counted, not fatal to the run.
          let directFailures = 0;
          await pool(N, CONCURRENCY, (i) =>
            directAddUser(platform, SUBSCRIBER, input(i, 'directo')).catch(() => {
              directFailures += 1;
            }),
          );
          if (directFailures) console.error(`llamadas directas fallidas: ${directFailures}`);
          directRate = N / ((performance.now() - directStart) / 1000);
          // The platform's own time in one operation: the worker's activities for one user, called
          // one after another in this process (no Temporal), its event-log lines in one batch.
          const cpuBeforeAlone = process.cpuUsage();
          activitiesAlone = await activitiesOneByOne(platform, SINGLE, (i) => input(i, 'actividades'));
          const aloneCpu = process.cpuUsage(cpuBeforeAlone);
          activitiesCpuMs = (aloneCpu.user + aloneCpu.system) / 1000 / SINGLE;
        }

        const history = await temporal.workflow.getHandle(lastId).fetchHistory();
        const shape = historyShape(history);
        // BENCH_HISTORY_FILE=path: the last operation's history as Temporal's JSON, to read event by event.
        if (process.env.BENCH_HISTORY_FILE) {
          await writeFile(
            process.env.BENCH_HISTORY_FILE.replace('.json', `-${round}.json`),
            JSON.stringify(
              protos.temporal.api.history.v1.History.toObject(
                history as protos.temporal.api.history.v1.History,
                { bytes: String, longs: String },
              ),
              null,
              1,
            ),
          );
        }

        const opRate = N / opSeconds;
        console.log(`\nAñadir un usuario al suscriptor ${SUBSCRIBER}${label}`);
        console.log(
          `  una operación sola (${SINGLE}):        p50 ${ms(percentile(single, 50))}   p95 ${ms(percentile(single, 95))}` +
            `   (en Temporal p50 ${ms(percentile(singleInside, 50))}; llamada de inicio p50 ${ms(percentile(singleStartCalls, 50))})`,
        );
        console.log(
          `  operaciones, ${N} con ${CONCURRENCY} a la vez:  ${opRate.toFixed(1)} op/s   inicio p50 ${ms(percentile(startLatencies, 50))}   p95 ${ms(percentile(startLatencies, 95))}` +
            (steadyStartLatencies.length
              ? ` (tras la primera ronda: p50 ${ms(percentile(steadyStartLatencies, 50))}, p95 ${ms(percentile(steadyStartLatencies, 95))})`
              : ''),
        );
        if (temporalStartsBefore && temporalStartsAfter) {
          const calls = temporalStartsAfter.count - temporalStartsBefore.count;
          const seconds = temporalStartsAfter.seconds - temporalStartsBefore.seconds;
          console.log(
            `    de cada inicio, en Temporal (StartWorkflowExecution, frontend): media ${ms((seconds * 1000) / calls)} en ${calls} llamadas`,
          );
        }
        if (round === ROUNDS) {
          console.log(`  llamadas directas, ${N} con ${CONCURRENCY} a la vez: ${directRate.toFixed(1)} op/s`);
          console.log(`  razón operaciones / directas: ${((opRate / directRate) * 100).toFixed(0)} %`);
          console.log(
            `  las actividades de una operación, de a una y sin Temporal (${SINGLE}): p50 ${ms(percentile(activitiesAlone, 50))}, CPU de quien llama ${activitiesCpuMs.toFixed(1)} ms`,
          );
        }
        console.log('  CPU por operación (fase 2):');
        for (const name of Object.keys(pids)) {
          console.log(`    ${name.padEnd(9)} ${((opCpu[name] ?? NaN) * 1000).toFixed(1).padStart(6)} ms`);
        }
        console.log(
          `  historial de una operación: ${shape.events} eventos, ${shape.tasks} tareas de workflow, ${shape.memoUpdates} actualizaciones del memo (${(shape.memoBytes / 1024).toFixed(1)} KB), ${(shape.bytes / 1024).toFixed(0)} KB`,
        );
        if (floor) {
          const floorShape = historyShape(await floor.lastHistory());
          console.log(
            `  historial del piso: ${floorShape.events} eventos, ${floorShape.tasks} tareas de workflow, ${(floorShape.bytes / 1024).toFixed(0)} KB`,
          );
        }
        const perRun = (rows: (readonly [string, number])[]) =>
          `${rows.reduce((sum, [, n]) => sum + n, 0).toFixed(1)} (${rows
            .slice(0, 8)
            .map(([operation, n]) => `${operation} ${n.toFixed(1)}`)
            .join(', ')})`;
        console.log(`  llamadas de Temporal a su base por operación: ${perRun(opPersistence)}`);
        if (floor)
          console.log(`  llamadas de Temporal a su base por flujo del piso: ${perRun(floorPersistence)}`);
        console.log(`  fallidas: ${failures.length}`);
        if (failures.length > 0) console.log(`    ${failures.slice(0, 5).join('\n    ')}`);
        if (floor && floorLoad) {
          printFloorComparison({
            concurrency: CONCURRENCY,
            floorSteps: FLOOR_STEPS,
            floorSingle,
            single,
            floorLoad,
            opCpu,
            opStarts: startLatencies,
            opSteadyStarts: steadyStartLatencies,
            activitiesAlone: round === ROUNDS ? activitiesAlone : null,
            activitiesCpuMs,
            floorBusyStarts,
          });
        }
        if (round === ROUNDS) {
          console.error(`el registro: las escrituras de ${N} operaciones, ${CONCURRENCY} a la vez…`);
          const recording = await measureRecording(stack, N, CONCURRENCY);
          console.log(recordingLine(recording, ((opCpu.temporal ?? NaN) + (opCpu.worker ?? NaN)) * 1000));
        }
      }
    } finally {
      await floor?.stop();
    }

    const peaks = await Promise.all(
      Object.entries(pids).map(async ([name, pid]) => [name, pid ? (await memory(pid)).peak : NaN] as const),
    );
    console.log(
      `\nmemoria residente máxima: ${peaks.map(([name, peak]) => `${name} ${peak.toFixed(0)} MB`).join(', ')}`,
    );
    await temporal.connection.close();
  } finally {
    await stack?.stop();
    if (!KEPT_DATA_DIR) await rm(dataDir, { recursive: true, force: true });
  }
}

async function readPhase(
  apiUrl: string,
  headers: Record<string, string>,
  pids: Record<string, number | undefined>,
): Promise<void> {
  console.error(`lecturas: ${READ_CLIENTS} clientes durante ${READ_SECONDS} s…`);
  const samples = await collectSamples(apiUrl, headers);
  // A short warm-up (JIT, the databases' caches) the figures leave out.
  await runReadMix(apiUrl, headers, samples, { clients: READ_CLIENTS, seconds: 3 });
  const before = await cpuOf(pids);
  const figures: ReadMixFigures = await runReadMix(apiUrl, headers, samples, {
    clients: READ_CLIENTS,
    seconds: READ_SECONDS,
  });
  const after = await cpuOf(pids);
  console.log(`\nLecturas del personal (${READ_CLIENTS} clientes, ${figures.seconds.toFixed(0)} s)`);
  console.log(
    `  ${figures.perSecond.toFixed(0)} solicitudes/s   p50 ${ms(figures.p50)}   p95 ${ms(figures.p95)}   errores ${figures.errors}`,
  );
  console.log(
    `  p95 por consulta: ${Object.entries(figures.byKind)
      .map(([kind, p95]) => `${kind} ${ms(p95)}`)
      .join(', ')}`,
  );
  console.log(
    `  CPU por solicitud: ${Object.keys(after)
      .map(
        (name) =>
          `${name} ${((((after[name] ?? NaN) - (before[name] ?? NaN)) / figures.requests) * 1000).toFixed(2)} ms`,
      )
      .join(', ')}`,
  );
}

await main();
