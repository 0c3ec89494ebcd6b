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
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import {
  baseUrlsFor,
  createPlatformClient,
  PlatformError,
  runWithCallContext,
} from '../platform/src/client/index';
import { HIGH_RATE_LIMITS_ENV, stackDataConverter, startStack, type Stack } from './lib/stack';
import { percentile, pool } from './lib/load';
import { readCounts } from './lib/env-counts';
import { collectSamples, runReadMix, type ReadMixFigures } from './lib/read-mix';
import { startFloor, type Floor, type FloorLoad } from './lib/floor-phase';
import { measureRecording, recordingLine } from './lib/record-phase';
import { createSubscriberAddUserActivities } from '../worker/src/activities/subscriber-add-user';
import { createEventLogActivities } from '../worker/src/activities/event-log';
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
const CLOCK_TICKS_PER_SECOND = 100;

const ms = (value: number) => `${value.toFixed(0)} ms`;
const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay));

/** CPU seconds (user + system) a process has used so far. */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** Resident memory now and at its peak, in MB. */
async function memory(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** CPU seconds per run of each process between two readings. */
function cpuPerRun(before: Record<string, number>, after: Record<string, number>, runs: number) {
  return Object.fromEntries(
    Object.keys(after).map((name) => [name, ((after[name] ?? NaN) - (before[name] ?? NaN)) / runs]),
  );
}

async function cpuOf(pids: Record<string, number | undefined>): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(pids)
      .filter((entry): entry is [string, number] => entry[1] !== undefined)
      .map(async ([name, pid]) => [name, await cpuSeconds(pid).catch(() => NaN)] as const),
  );
  return Object.fromEntries(entries);
}

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
          await platformAtRate(platform, N / opSeconds, floorDone, (i) => input(i, `ocupada${round}`));
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
            directAddUser(platform, input(i, 'directo')).catch(() => {
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

/** Milliseconds from an operation's first history event to its last. */
async function historySpanMs(temporal: Client, id: string): Promise<number> {
  const { events } = await temporal.workflow.getHandle(id).fetchHistory();
  const at = (event: NonNullable<typeof events>[number] | undefined) =>
    Number(event?.eventTime?.seconds ?? 0) * 1000 + (event?.eventTime?.nanos ?? 0) / 1e6;
  return at(events?.at(-1)) - at(events?.[0]);
}

/**
 * One operation's history, event by event: milliseconds since it started, since the event
 * before, and the event's type (BENCH_TIMELINE=1): where a single operation's time goes.
 */
async function printTimeline(temporal: Client, id: string): Promise<void> {
  printEvents(id, (await temporal.workflow.getHandle(id).fetchHistory()).events);
}

function printEvents(id: string, events: Awaited<ReturnType<Floor['lastHistory']>>['events']): void {
  const ms = (event: NonNullable<typeof events>[number]) =>
    Number(event.eventTime?.seconds ?? 0) * 1000 + Math.round((event.eventTime?.nanos ?? 0) / 1e6);
  const first = events?.[0] ? ms(events[0]) : 0;
  let previous = first;
  console.log(`  cronología de ${id}:`);
  for (const event of events ?? []) {
    const at = ms(event);
    const type = Object.keys(event).find((key) => key.endsWith('EventAttributes')) ?? '?';
    const activity = event.activityTaskScheduledEventAttributes?.activityType?.name ?? '';
    console.log(
      `    ${String(at - first).padStart(5)} ms  +${String(at - previous).padStart(3)}  ${type.replace('EventAttributes', '')} ${activity}`,
    );
    previous = at;
  }
}

/**
 * Adds users straight on the platform, `perSecond` of them started each second whatever the
 * earlier ones take (the load the operation phase put on it), until `until` settles.
 */
async function platformAtRate(
  platform: ReturnType<typeof createPlatformClient>,
  perSecond: number,
  until: Promise<unknown>,
  inputOf: (i: number) => { email: string; firstName: string; lastName: string },
): Promise<void> {
  let done = false;
  const finished = until.then(
    () => (done = true),
    () => (done = true),
  );
  const calls: Promise<void>[] = [];
  const t0 = performance.now();
  for (let i = 0; !done; i++) {
    calls.push(directAddUser(platform, inputOf(i)).catch(() => undefined));
    const next = t0 + ((i + 1) * 1000) / perSecond;
    await Promise.race([sleep(Math.max(0, next - performance.now())), finished]);
  }
  await Promise.all(calls);
}

/** The original browser app's calls for one user, in its order. */
async function directAddUser(
  platform: ReturnType<typeof createPlatformClient>,
  user: { email: string; firstName: string; lastName: string },
): Promise<void> {
  const tx = `direct/${user.email}`;
  const log = (text: string) =>
    platform.eventLog
      .push({ transactionId: tx, processName: 'subscriber.addUser', logType: 'NOTIFY', eventText: text })
      .catch(() => undefined);
  const subscriber = await platform.subscribers.byNumber(SUBSCRIBER);
  await platform.subscribers.users(SUBSCRIBER);
  await log('capacidad verificada');
  try {
    await platform.loginAccounts.byEmail(user.email);
  } catch (error) {
    if (!(error instanceof PlatformError && error.status === 404)) throw error;
  }
  await log('cuenta buscada');
  const identity = await platform.authentication.createBaseAccount({
    username: user.email,
    password: `B${Date.now().toString(36)}x9aZ`,
  });
  await log('cuenta de identidad creada');
  const { loginAccount } = await platform.loginAccounts.create({
    accountExternalRefId: identity.cognitoUser.idCognito,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    modificationUser: 'soporte@consola.test',
    accountStatusCode: 'WAITING_VALIDATION',
  });
  await log('cuenta de acceso creada');
  await platform.organizations.linksOfLoginAccount(loginAccount.loginAccountId);
  await log('vínculos obtenidos');
  const link = await platform.organizations.addUser({
    loginAccountId: loginAccount.loginAccountId,
    organizationId: subscriber.organization_id!,
    organizationUserTypeCode: 'ORG-STAFF',
    organizationCommercialUserTypeCode: 'REGISTER',
    userStatusCode: 'WAITING_VALIDATION',
  });
  await log('vínculo creado');
  const organization = await platform.organizations.byId(subscriber.organization_id!);
  await platform.invites.createOrgStaffRegistration({
    inviteDate: new Date().toISOString(),
    accountEmail: user.email,
    userId: link.userId,
    firstName: user.firstName,
    lastName: user.lastName,
    organizationName: organization.organizationName,
    organizationCuit: organization.organizationCuit,
    subscriberRefId: SUBSCRIBER,
  });
  await log('invitación enviada');
  await platform.subscribers.assignUser({
    user_id: link.userId,
    subscriber_id: subscriber.subscriber_id,
    creation_user: 'soporte@consola.test',
    creation_date: new Date().toISOString(),
  });
  await log('usuario asignado');
}

await main();

/** What one operation's history holds: events, workflow tasks, memo writes and their bytes. */
function historyShape(history: protos.temporal.api.history.v1.IHistory) {
  const events = history.events ?? [];
  const memoWrites = events.filter((e) => e.workflowPropertiesModifiedEventAttributes);
  const memoBytes = memoWrites.reduce(
    (sum, e) =>
      sum +
      Object.values(e.workflowPropertiesModifiedEventAttributes?.upsertedMemo?.fields ?? {}).reduce(
        (n, payload) => n + (payload.data?.length ?? 0),
        0,
      ),
    0,
  );
  return {
    events: events.length,
    tasks: events.filter((e) => e.workflowTaskCompletedEventAttributes).length,
    memoUpdates: memoWrites.length,
    memoBytes,
    /** As Temporal stores it (protobuf). */
    bytes: protos.temporal.api.history.v1.History.encode(history).finish().length,
  };
}

/**
 * Each call of `activities` as the worker's activity interceptor makes it (worker/src/
 * activity-calls.ts): inside a call context whose key scope names the run and the activity, so
 * its platform writes carry Idempotency-Keys and the platform stores them, as an operation's do.
 */
function keyedCalls<T extends object>(activities: T, run: () => string): T {
  return new Proxy(activities, {
    get(target, name) {
      const value: unknown = Reflect.get(target, name);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        runWithCallContext({ keyScope: `${run()}#${String(name)}` }, () =>
          (value as (...a: unknown[]) => Promise<unknown>).apply(target, args),
        );
    },
  });
}

/**
 * The worker's own activities for one user, called one after another in this process with no
 * Temporal between them, and the operation's event-log lines as the workflow writes them (one
 * batch at the end): the platform's own time in one operation, for the single-operation target.
 * The calls carry their idempotency keys, as the operation's do (exactly-once effects).
 */
async function activitiesOneByOne(
  platform: ReturnType<typeof createPlatformClient>,
  runs: number,
  inputOf: (i: number) => {
    subscriberNumber: string;
    email: string;
    firstName: string;
    lastName: string;
    userTypeCode: string;
  },
): Promise<number[]> {
  let run = '';
  const activities = keyedCalls(createSubscriberAddUserActivities(platform), () => run);
  const eventLog = keyedCalls(createEventLogActivities(platform), () => run);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const user = inputOf(i);
    run = `actividades/${user.email}`;
    const t0 = performance.now();
    const subscriber = await activities.checkSubscriberCapacity({ subscriberNumber: user.subscriberNumber });
    await activities.findLoginAccountByEmail({ email: user.email });
    const identity = await activities.createIdentityAccount({ email: user.email });
    const account = await activities.createLoginAccount({
      externalRefId: identity.externalRefId,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      actorEmail: 'soporte@consola.test',
    });
    await activities.getOrganizationLinks({ loginAccountId: account.loginAccountId });
    const link = await activities.createOrganizationLink({
      loginAccountId: account.loginAccountId,
      organizationId: subscriber.organizationId!,
      userTypeCode: user.userTypeCode,
    });
    await activities.sendRegistrationInvite({
      email: user.email,
      userId: link.userId,
      firstName: user.firstName,
      lastName: user.lastName,
      organizationId: subscriber.organizationId!,
      subscriberNumber: user.subscriberNumber,
    });
    await activities.assignUserToSubscriber({
      subscriberId: subscriber.subscriberId,
      subscriberNumber: user.subscriberNumber,
      userId: link.userId,
      actorEmail: 'soporte@consola.test',
    });
    await eventLog.logOperationEvents({
      transactionId: `actividades/${user.email}`,
      processName: 'subscriber.addUser',
      eventTexts: Array.from({ length: 9 }, (_, n) => `paso ${n + 1}: completado (intentos: 1)`),
    });
    times.push(performance.now() - t0);
  }
  return times;
}

/** The issue's table: the floor's figures beside the operation's, from the same run, and the ratios. */
function printFloorComparison(figures: {
  floorSingle: number[];
  single: number[];
  floorLoad: FloorLoad & { cpu: Record<string, number> };
  opCpu: Record<string, number>;
  opStarts: number[];
  opSteadyStarts: number[];
  activitiesAlone: number[] | null;
  /** The activities' own CPU per operation (their calls made without Temporal), NaN if not measured. */
  activitiesCpuMs: number;
  /** The floor's start calls while the platform took the operation phase's calls. */
  floorBusyStarts: number[];
}): void {
  const { floorLoad, opCpu } = figures;
  const rows: [string, number, number, number | null][] = [];
  const cpuRow = (name: string, floor: number, op: number, target: number | null) =>
    rows.push([name, floor * 1000, op * 1000, target]);
  cpuRow('CPU por flujo: Temporal', floorLoad.cpu.temporal ?? NaN, opCpu.temporal ?? NaN, null);
  cpuRow('CPU por flujo: worker', floorLoad.cpu.floorWorker ?? NaN, opCpu.worker ?? NaN, null);
  cpuRow(
    'CPU por flujo: Temporal + worker',
    (floorLoad.cpu.temporal ?? NaN) + (floorLoad.cpu.floorWorker ?? NaN),
    (opCpu.temporal ?? NaN) + (opCpu.worker ?? NaN),
    1.3,
  );
  if (!Number.isNaN(figures.activitiesCpuMs)) {
    // The floor's activities do nothing; the operation's make the spec's platform calls. Their
    // own CPU (the HTTP client, JSON, keys) is the operation's work, not orchestration.
    rows.push([
      'CPU por flujo: Temporal + worker, sin la de las llamadas a la plataforma',
      ((floorLoad.cpu.temporal ?? NaN) + (floorLoad.cpu.floorWorker ?? NaN)) * 1000,
      ((opCpu.temporal ?? NaN) + (opCpu.worker ?? NaN)) * 1000 - figures.activitiesCpuMs,
      null,
    ]);
  }
  rows.push([
    `llamada de inicio p50, ${CONCURRENCY} en curso`,
    percentile(floorLoad.starts, 50),
    percentile(figures.opStarts, 50),
    null,
  ]);
  rows.push([
    `llamada de inicio p95, ${CONCURRENCY} en curso`,
    percentile(floorLoad.starts, 95),
    percentile(figures.opStarts, 95),
    1.5,
  ]);
  rows.push([
    'llamada de inicio p95, tras la primera ronda',
    percentile(floorLoad.steadyStarts, 95),
    percentile(figures.opSteadyStarts, 95),
    null,
  ]);
  if (figures.floorBusyStarts.length) {
    rows.push([
      `llamada de inicio p95, ${CONCURRENCY} en curso, piso con la plataforma ocupada`,
      percentile(figures.floorBusyStarts, 95),
      percentile(figures.opStarts, 95),
      null,
    ]);
  }
  rows.push(['uno solo, p50', percentile(figures.floorSingle, 50), percentile(figures.single, 50), null]);
  console.log(
    `\n  | frente al piso (${FLOOR_STEPS} pasos vacíos, la misma corrida) | piso | subscriber.addUser | razón | meta |`,
  );
  console.log('  | --- | --- | --- | --- | --- |');
  for (const [name, floor, op, target] of rows) {
    const ratio = op / floor;
    const goal = target === null ? '' : `≤ ${target}× ${ratio <= target ? '(sí)' : '(no)'}`;
    console.log(
      `  | ${name} | ${floor.toFixed(1)} ms | ${op.toFixed(1)} ms | ${ratio.toFixed(2)}× | ${goal} |`,
    );
  }
  if (figures.activitiesAlone) {
    const floorP50 = percentile(figures.floorSingle, 50);
    const platformP50 = percentile(figures.activitiesAlone, 50);
    const bound = floorP50 + platformP50 + 30;
    const opP50 = percentile(figures.single, 50);
    console.log(
      `  uno solo: p50 ${opP50.toFixed(0)} ms; meta ≤ piso ${floorP50.toFixed(0)} + plataforma ${platformP50.toFixed(0)} + 30 = ${bound.toFixed(0)} ms ${opP50 <= bound ? '(sí)' : `(no, ${(opP50 - bound).toFixed(0)} ms por encima)`}`,
    );
  }
}

/** Temporal's persistence requests so far, by operation (its dev server's `persistence_requests`). */
async function persistenceRequests(port: number): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  try {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    for (const line of text.split('\n')) {
      if (!line.startsWith('persistence_requests{')) continue;
      const operation = /operation="([^"]+)"/.exec(line)?.[1] ?? '?';
      counts.set(operation, (counts.get(operation) ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1)));
    }
  } catch {
    // No metrics: the line is left out.
  }
  return counts;
}

/** Persistence requests per workflow between two readings, the most frequent first. */
function persistencePerRun(before: Map<string, number>, after: Map<string, number>, runs: number) {
  return [...after]
    .map(([operation, count]) => [operation, (count - (before.get(operation) ?? 0)) / runs] as const)
    .filter(([, perRun]) => perRun >= 0.05)
    .sort((a, b) => b[1] - a[1]);
}

/**
 * Temporal's own time in StartWorkflowExecution so far (its frontend's `service_latency`), read
 * from the dev server's metrics: how much of the start call is Temporal's and how much the api's.
 */
async function temporalStartLatency(port: number): Promise<{ seconds: number; count: number } | null> {
  try {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    const read = (series: string) =>
      text
        .split('\n')
        .filter(
          (line) =>
            line.startsWith(`${series}{`) &&
            line.includes('operation="StartWorkflowExecution"') &&
            line.includes('service_name="frontend"') &&
            line.includes('namespace="default"'),
        )
        .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
    return { seconds: read('service_latency_sum'), count: read('service_latency_count') };
  } catch {
    return null;
  }
}
