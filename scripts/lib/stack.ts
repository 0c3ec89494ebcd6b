// Starts the whole embedded stack (Temporal dev server, the console's database, platform, worker,
// api), or any subset of it, supervises it (a child that exits once the stack is up is restarted,
// see supervisor.ts) and stops it in reverse order. `npm start`, the Playwright global setup and
// the benchmarks all use this, so they run exactly the same processes with the same wiring.
import { execFile } from 'node:child_process';
import { access, mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { consoleDbPasswordPath, loadOrCreateConsoleDbPassword } from '@cgi/console-store';
import { consoleDataConverter, loadOrCreateKeyFile, PAYLOAD_KEY_FILE_NAME } from '@cgi/workflows/codec';
import type { DataConverter } from '@temporalio/common';
import { TEMPORAL_UI_PATH } from '../../api/src/temporal-ui/path';
import { ensureServiceBuild, SERVICE_ENTRY_POINTS, serviceNodeArgs } from './service-build';
import { ensureWorkflowBundle } from './workflow-bundle-cache';
import { findFreePorts, isPortFree, waitForHttpOk, waitForPort } from './ports';
import { searchAttributeFlags } from './search-attributes';
import { describeExit, prefixedOutput, streamOutput, type OutputSink } from './service';
import { SupervisedService, type RestartPolicy } from './supervisor';
import { PROJECT_ROOT, ensureTemporalCli } from './temporal-cli';
import { ensureWebBuild } from './web-build';
import { temporalDevDynamicConfigFlags } from './temporal-dynamic-config';
import {
  EMBEDDED_NAMESPACE_RETENTION,
  embeddedRetentionOf,
  setNamespaceRetention,
} from './temporal-retention';

/**
 * The worker runs the operations in the background; on a busy machine it gives way to the
 * processes that answer people (a start, a list, a screen), so a start does not queue behind the
 * steps of running operations. The operations still get every cycle nobody else wants.
 */
const WORKER_NICENESS = Number(process.env.WORKER_NICENESS ?? 5);

export type ServiceName = 'temporal' | 'database' | 'platform' | 'worker' | 'api';
export const ALL_SERVICES: readonly ServiceName[] = ['temporal', 'database', 'platform', 'worker', 'api'];

export interface StackPorts {
  /** The console: api plus the built web app. */
  console: number;
  platform: number;
  /** The console's own database (embedded PGlite served over the PostgreSQL protocol). */
  consoleDb: number;
  /** Temporal frontend (gRPC). */
  temporal: number;
  temporalUi: number;
  /** Temporal's HTTP API and its metrics: picked here too, or the dev server picks them at
   * random and may take one this stack picked for a service that has not bound it yet. */
  temporalHttp: number;
  temporalMetrics: number;
  /** The api's Prometheus metrics. */
  apiMetrics: number;
  /** The worker's Prometheus metrics and its liveness and readiness probes. */
  workerMetrics: number;
}

/** The environment variable that sets each port in `npm start`, for error messages. */
export const PORT_ENV: Record<keyof StackPorts, string> = {
  console: 'CONSOLE_PORT (or PORT)',
  platform: 'PLATFORM_PORT',
  consoleDb: 'CONSOLE_DB_PORT',
  temporal: 'TEMPORAL_PORT',
  temporalUi: 'TEMPORAL_UI_PORT',
  temporalHttp: 'TEMPORAL_HTTP_PORT',
  temporalMetrics: 'TEMPORAL_METRICS_PORT',
  apiMetrics: 'API_METRICS_PORT',
  workerMetrics: 'WORKER_METRICS_PORT',
};

export interface StartStackOptions {
  /** Fixed ports; any left out is picked free at random. */
  ports?: Partial<StackPorts>;
  /** Where Temporal's SQLite file, the platform database and the api's keys live. */
  dataDir: string;
  /** Extra environment for every child, on top of this process's environment. */
  env?: Record<string, string | undefined>;
  /** Which services to run (default: all). The order of start and stop is fixed. */
  services?: readonly ServiceName[];
  /** Path of the temporal binary; found or installed with ensureTemporalCli() when omitted. */
  temporalCli?: string;
  /**
   * Where children's output goes: a line sink, or any stream (a log file; `{ write() {} }` to
   * discard it). Default: this process's stdout/stderr, each line prefixed with the service.
   */
  output?: OutputSink | Pick<NodeJS.WritableStream, 'write'>;
  /** Build web/dist first when it is stale (default true; only when the api runs). */
  buildWeb?: boolean;
  /** How long each service may take to become ready (default 180 s; the first platform start seeds data). */
  readyTimeoutMs?: number;
  /** SIGTERM grace period per service before SIGKILL (default 10 s). */
  stopGraceMs?: number;
  /** Backoff of the restarts of a child that exits once the stack is up (default 1 s doubling to 30 s). */
  restartPolicy?: RestartPolicy;
  /** Aborting it cancels a start in progress (and stops what was started). */
  signal?: AbortSignal;
  /** Progress messages (default: stderr). */
  log?: (message: string) => void;
}

export interface StackUrls {
  /** The console in a browser (also the api's base URL). */
  console: string;
  platform: string;
  /** CONSOLE_DATABASE_URL of the api and the worker (with the embedded database's password). */
  consoleDatabase: string;
  /** host:port for Temporal clients (TEMPORAL_ADDRESS). */
  temporalAddress: string;
  /** Where people open the Temporal UI: through the console when the api runs, else directly. */
  temporalUi: string;
  apiMetrics: string;
  workerMetrics: string;
  /** The Temporal UI server itself (no sign-in; its codec calls do not decrypt). */
  temporalUiDirect: string;
}

export interface Stack {
  urls: StackUrls;
  ports: StackPorts;
  dataDir: string;
  services: readonly ServiceName[];
  /** The process id of each service's current child (it changes when one is restarted). */
  pids(): Partial<Record<ServiceName, number>>;
  /** How many times each service was restarted. */
  restarts(): Partial<Record<ServiceName, number>>;
  /** Stops every service in reverse start order; safe to call more than once. */
  stop(): Promise<void>;
  /** SIGKILLs everything at once (a second Ctrl-C). */
  kill(): void;
}

/**
 * Rate limits out of the way, for stacks that start many operations from one client on purpose
 * (browser tests, benchmarks); never for `npm start`.
 */
export const HIGH_RATE_LIMITS_ENV: Record<string, string> = {
  RATE_LIMIT_SIGN_IN: '1000000',
  RATE_LIMIT_OPERATION_STARTS: '1000000',
  RATE_LIMIT_AUTH_FAILURES: '1000000',
};

export class StackError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StackError';
  }
}

const ENTRY_POINTS: Record<Exclude<ServiceName, 'temporal'>, string> = SERVICE_ENTRY_POINTS;

const PORT_OWNER: Record<keyof StackPorts, ServiceName> = {
  console: 'api',
  platform: 'platform',
  consoleDb: 'database',
  temporal: 'temporal',
  temporalUi: 'temporal',
  temporalHttp: 'temporal',
  temporalMetrics: 'temporal',
  apiMetrics: 'api',
  workerMetrics: 'worker',
};

/** Fixed ports must be free (all are checked, so one message names every clash); the rest are picked. */
async function resolvePorts(
  requested: Partial<StackPorts>,
  services: readonly ServiceName[],
): Promise<StackPorts> {
  const keys = Object.keys(PORT_ENV) as (keyof StackPorts)[];
  const fixed = keys.filter((key) => requested[key] !== undefined);
  for (const key of fixed) {
    const port = requested[key];
    if (port === undefined || !Number.isInteger(port) || port < 1 || port > 65535) {
      throw new StackError(`Invalid port for ${PORT_ENV[key]}: ${String(port)}`);
    }
  }
  const taken: string[] = [];
  for (const key of fixed) {
    if (!services.includes(PORT_OWNER[key])) continue;
    const port = requested[key] as number;
    if (!(await isPortFree(port))) taken.push(`port ${port} (${PORT_ENV[key]}, used by ${PORT_OWNER[key]})`);
  }
  if (taken.length > 0) {
    throw new StackError(
      `Already in use: ${taken.join('; ')}.\n` +
        'Another `npm start` may still be running. Stop whatever holds the port ' +
        `(see \`ss -ltnp 'sport = :PORT'\` or \`lsof -i :PORT\`) or pick other ports, e.g. ` +
        '`CONSOLE_PORT=3001 PLATFORM_PORT=3101 CONSOLE_DB_PORT=5435 TEMPORAL_PORT=7234 TEMPORAL_UI_PORT=8234 npm start`.',
    );
  }
  const missing = keys.filter((key) => requested[key] === undefined);
  const free = await findFreePorts(missing.length);
  const ports = { ...requested } as StackPorts;
  missing.forEach((key, i) => (ports[key] = free[i] as number));
  const values = keys.map((key) => ports[key]);
  if (new Set(values).size !== values.length) {
    throw new StackError(
      `Ports must differ: ${keys.map((key) => `${PORT_ENV[key]}=${ports[key]}`).join(', ')}`,
    );
  }
  return ports;
}

function runCli(path: string, args: string[], signal: AbortSignal): Promise<boolean> {
  return new Promise((resolvePromise) => {
    execFile(path, args, { timeout: 10_000, signal }, (error) => resolvePromise(error === null));
  });
}

/** The Temporal dev server of the embedded stack: SQLite file in DATA_DIR, the search attributes. */
export function temporalDevServerArgs(
  dataDir: string,
  ports: Pick<StackPorts, 'temporal' | 'temporalUi'> &
    Partial<Pick<StackPorts, 'temporalHttp' | 'temporalMetrics'>>,
): string[] {
  return [
    'server',
    'start-dev',
    '--db-filename',
    join(dataDir, 'temporal.db'),
    '--ip',
    '127.0.0.1',
    '--port',
    String(ports.temporal),
    '--ui-port',
    String(ports.temporalUi),
    // The UI's own port is a loopback development port like the frontend's: staff reach the UI
    // through the console (/temporal), behind its sign-in and read-only door.
    '--ui-ip',
    '127.0.0.1',
    // No newsfeed from temporal.io: the console's policy lets the UI call its own origin only.
    '--ui-disable-news-fetch',
    '--ui-public-path',
    TEMPORAL_UI_PATH,
    // Relative: the UI calls the codec on the origin it was opened from. Through the console
    // that is the api, with the staff cookie; opened directly, nothing decrypts.
    '--ui-codec-endpoint',
    '/codec',
    '--namespace',
    'default',
    '--log-level',
    'warn',
    // WAL with normal sync: far fewer fsyncs per workflow task, still crash-safe for
    // the database file (the last transactions may be lost on power failure only).
    '--sqlite-pragma',
    'journal_mode=wal',
    '--sqlite-pragma',
    'synchronous=normal',
    ...temporalDevDynamicConfigFlags(),
    ...searchAttributeFlags(),
    ...(ports.temporalHttp ? ['--http-port', String(ports.temporalHttp)] : []),
    ...(ports.temporalMetrics ? ['--metrics-port', String(ports.temporalMetrics)] : []),
  ];
}

/**
 * Temporal is ready when its frontend answers, the default namespace is registered and its
 * retention is the configured one (temporal-retention.ts).
 */
export async function waitForTemporal(
  cli: string,
  ports: Pick<StackPorts, 'temporal' | 'temporalUi'>,
  signal: AbortSignal,
  retention = EMBEDDED_NAMESPACE_RETENTION,
): Promise<void> {
  await waitForPort(ports.temporal, { signal });
  const address = `127.0.0.1:${ports.temporal}`;
  const args = [
    'operator',
    'namespace',
    'describe',
    '--namespace',
    'default',
    '--address',
    address,
    '--output',
    'json',
  ];
  for (let delay = 100; !(await runCli(cli, args, signal)); delay = Math.min(delay * 2, 1000)) {
    await sleep(delay, undefined, { signal });
  }
  await setNamespaceRetention(cli, address, retention, signal);
  await waitForPort(ports.temporalUi, { signal });
}

/**
 * The data converter the stack's api and worker use (the payload codec with the key file in
 * its DATA_DIR), for a script that makes a Temporal client of its own against the stack.
 */
export async function stackDataConverter(dataDir: string): Promise<DataConverter> {
  return consoleDataConverter(await loadOrCreateKeyFile(join(resolve(dataDir), PAYLOAD_KEY_FILE_NAME)));
}

export async function startStack(options: StartStackOptions): Promise<Stack> {
  const services = ALL_SERVICES.filter((name) => (options.services ?? ALL_SERVICES).includes(name));
  const log = options.log ?? ((message: string) => process.stderr.write(`${message}\n`));
  const output: OutputSink =
    options.output === undefined
      ? prefixedOutput()
      : 'line' in options.output
        ? options.output
        : streamOutput(options.output);
  const readyTimeoutMs = options.readyTimeoutMs ?? 180_000;
  const dataDir = resolve(options.dataDir);
  const retention = embeddedRetentionOf({ ...process.env, ...options.env });
  const root = PROJECT_ROOT;

  for (const name of services) {
    if (name === 'temporal') continue;
    const entry = ENTRY_POINTS[name];
    try {
      await access(join(root, entry));
    } catch {
      throw new StackError(`${entry} does not exist, so the ${name} cannot start.`);
    }
  }
  const ports = await resolvePorts(options.ports ?? {}, services);
  await mkdir(dataDir, { recursive: true });
  // The embedded database's password, made here before the database starts: it reads the same
  // file, and the api and the worker get it in their CONSOLE_DATABASE_URL.
  const consoleDbPassword = services.includes('database')
    ? await loadOrCreateConsoleDbPassword(consoleDbPasswordPath(dataDir))
    : undefined;
  const temporalCli = services.includes('temporal')
    ? (options.temporalCli ?? (await ensureTemporalCli({ log })))
    : undefined;
  if (services.includes('api') && options.buildWeb !== false) await ensureWebBuild({ root, log });
  const builtServices = await ensureServiceBuild({ root, log });
  if (options.signal?.aborted) throw new StackError('Start cancelled.');
  // Built while Temporal and the platform start; a bundle the caller names is used as it is.
  const givenBundle = options.env?.WORKFLOW_BUNDLE ?? process.env.WORKFLOW_BUNDLE;
  const workflowBundle =
    services.includes('worker') && !givenBundle
      ? ensureWorkflowBundle({ root, dataDir, log })
      : Promise.resolve(givenBundle);
  workflowBundle.catch(() => undefined);

  // The Temporal UI is served by the api under /temporal, behind the console's sign-in and on
  // its origin, so the UI's codec calls carry the staff cookie (api/src/temporal-ui/proxy.ts).
  const temporalUiDirect = `http://localhost:${ports.temporalUi}${TEMPORAL_UI_PATH}`;
  const urls: StackUrls = {
    console: `http://localhost:${ports.console}`,
    platform: `http://127.0.0.1:${ports.platform}`,
    consoleDatabase: `postgres://console${consoleDbPassword ? `:${consoleDbPassword}` : ''}@127.0.0.1:${ports.consoleDb}/console`,
    temporalAddress: `127.0.0.1:${ports.temporal}`,
    temporalUi: services.includes('api')
      ? `http://localhost:${ports.console}${TEMPORAL_UI_PATH}`
      : temporalUiDirect,
    temporalUiDirect,
    apiMetrics: `http://localhost:${ports.apiMetrics}/metrics`,
    workerMetrics: `http://localhost:${ports.workerMetrics}/metrics`,
  };
  // The environment (PLATFORM_SERVICE_KEY, when set, reaches the platform, the worker and the
  // api alike), then the wiring between the processes, which must match the ports chosen above.
  const baseEnv = (wiring: Record<string, string>): NodeJS.ProcessEnv => ({
    ...process.env,
    ...options.env,
    ...wiring,
  });
  const wiring: Record<string, string> = {
    TEMPORAL_ADDRESS: urls.temporalAddress,
    TEMPORAL_NAMESPACE: 'default',
    PLATFORM_URL: urls.platform,
    DATA_DIR: dataDir,
    // Without the database service, a CONSOLE_DATABASE_URL of the user's own is passed on as
    // is, and without one the api keeps its database in-process under DATA_DIR.
    ...(services.includes('database') ? { CONSOLE_DATABASE_URL: urls.consoleDatabase } : {}),
  };

  const started: SupervisedService[] = [];
  const checks = new Map<SupervisedService, (signal: AbortSignal) => Promise<void>>();
  const startAbort = new AbortController();
  const onOuterAbort = () => startAbort.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });

  const stopAll = async () => {
    for (const service of [...started].reverse()) await service.stop();
  };

  /** `check` tells when the service serves: at start-up, and again after each restart. */
  const launch = (
    name: ServiceName,
    command: string,
    args: string[],
    env: NodeJS.ProcessEnv,
    check: (signal: AbortSignal) => Promise<void>,
  ): SupervisedService => {
    const service = new SupervisedService(
      {
        name,
        command,
        args,
        cwd: root,
        env,
        stopGraceMs: options.stopGraceMs,
        quietWhileStopping: name === 'temporal',
        niceness: name === 'worker' ? WORKER_NICENESS : 0,
      },
      output,
      { log, policy: options.restartPolicy, ready: check },
    );
    started.push(service);
    checks.set(service, check);
    return service;
  };
  // NODE_OPTIONS may not carry --cpu-prof: STACK_PROFILE_DIR asks each Node service for a CPU
  // profile, written there when it stops (npm run bench, npm start).
  const profilingArgs = () =>
    process.env.STACK_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.STACK_PROFILE_DIR}`] : [];
  const launchNode = (
    name: Exclude<ServiceName, 'temporal'>,
    env: Record<string, string>,
    check: (signal: AbortSignal) => Promise<void>,
  ): SupervisedService =>
    launch(
      name,
      process.execPath,
      [...profilingArgs(), ...serviceNodeArgs(name), builtServices[name]],
      baseEnv({ ...wiring, ...env }),
      check,
    );

  /** Waits until the service serves, failing early if it dies, the start is aborted, or time runs out. */
  const ready = async (service: SupervisedService, what: string, sibling?: AbortSignal) => {
    const local = new AbortController();
    const timeout = AbortSignal.timeout(readyTimeoutMs);
    const signal = AbortSignal.any([local.signal, startAbort.signal, timeout, ...(sibling ? [sibling] : [])]);
    try {
      await Promise.race([
        checks.get(service)!(signal),
        service.exited.then((exit) => {
          const recent = service.recentOutput().slice(-15).join('\n');
          throw new StackError(`${service.name} ${describeExit(exit)} before it was ready.\n${recent}`);
        }),
      ]);
    } catch (error) {
      if (startAbort.signal.aborted) throw new StackError('Start cancelled.');
      if (sibling?.aborted) throw new StackError(`${service.name}: start abandoned, another service failed.`);
      if (timeout.aborted) {
        throw new StackError(
          `${service.name} was not ready after ${readyTimeoutMs / 1000} s (waiting for ${what}).`,
        );
      }
      throw error;
    } finally {
      local.abort();
    }
  };

  try {
    // Temporal and the platform start together; the first failure abandons the other wait.
    const phase = new AbortController();
    let firstFailure: unknown;
    const waits: Promise<void>[] = [];
    const track = (wait: Promise<void>) =>
      waits.push(
        wait.catch((error: unknown) => {
          if (!phase.signal.aborted) {
            firstFailure = error;
            phase.abort();
          }
        }),
      );
    if (temporalCli !== undefined) {
      const temporal = launch(
        'temporal',
        temporalCli,
        temporalDevServerArgs(dataDir, ports),
        baseEnv({}),
        (s) => waitForTemporal(temporalCli, ports, s, retention),
      );
      track(ready(temporal, `Temporal on ${urls.temporalAddress}`, phase.signal));
    }
    if (services.includes('database')) {
      const database = launchNode('database', { CONSOLE_DB_PORT: String(ports.consoleDb) }, (s) =>
        waitForPort(ports.consoleDb, { signal: s }),
      );
      track(ready(database, `the console database on port ${ports.consoleDb}`, phase.signal));
    }
    if (services.includes('platform')) {
      // The platform does not need Temporal: start both at once.
      const platform = launchNode('platform', { PLATFORM_PORT: String(ports.platform) }, (s) =>
        waitForHttpOk(`${urls.platform}/health`, { signal: s }),
      );
      track(ready(platform, `GET ${urls.platform}/health`, phase.signal));
    }
    await Promise.all(waits);
    if (phase.signal.aborted) throw firstFailure;

    // The worker and the api need Temporal (and the database) but not each other: the api is
    // ready without a worker (operations wait in Temporal until one polls).
    const second = new AbortController();
    const secondWaits: Promise<void>[] = [];
    let secondFailure: unknown;
    const trackSecond = (wait: Promise<void>) =>
      secondWaits.push(
        wait.catch((error: unknown) => {
          if (!second.signal.aborted) {
            secondFailure = error;
            second.abort();
          }
        }),
      );
    // Without Temporal in this stack (another one serves TEMPORAL_PORT, or will), the worker
    // cannot connect yet: it is supervised from the start, restarted until Temporal answers, and
    // the api is waited for as alive, not ready.
    const withTemporal = services.includes('temporal');
    if (services.includes('worker')) {
      const workerReady = `http://127.0.0.1:${ports.workerMetrics}/health/ready`;
      const bundle = await workflowBundle;
      const worker = launchNode(
        'worker',
        {
          WORKER_METRICS_PORT: String(ports.workerMetrics),
          ...(bundle ? { WORKFLOW_BUNDLE: bundle } : {}),
          // Alert webhooks carry an absolute link to the alert (issue 43): the console's address
          // as this stack serves it, unless the deployment names its public one.
          ...(process.env.CONSOLE_PUBLIC_URL || options.env?.CONSOLE_PUBLIC_URL
            ? {}
            : { CONSOLE_PUBLIC_URL: urls.console }),
        },
        (s) => waitForHttpOk(workerReady, { signal: s }),
      );
      if (withTemporal) trackSecond(ready(worker, `GET ${workerReady}`, second.signal));
      else worker.supervise();
    }
    if (services.includes('api')) {
      const apiReady = `http://127.0.0.1:${ports.console}/api/health/${withTemporal ? 'ready' : 'live'}`;
      const api = launchNode(
        'api',
        {
          PORT: String(ports.console),
          METRICS_PORT: String(ports.apiMetrics),
          WEB_DIST: join(root, 'web', 'dist'),
          TEMPORAL_UI_URL: urls.temporalUi,
          TEMPORAL_UI_UPSTREAM: `http://127.0.0.1:${ports.temporalUi}`,
        },
        (s) => waitForHttpOk(apiReady, { signal: s }),
      );
      trackSecond(ready(api, `GET ${apiReady}`, second.signal));
    }
    await Promise.all(secondWaits);
    if (second.signal.aborted) throw secondFailure;
  } catch (error) {
    await stopAll();
    throw error;
  } finally {
    options.signal?.removeEventListener('abort', onOuterAbort);
  }

  // Up: from now on a child that exits is restarted instead of failing the start.
  for (const service of started) service.supervise();
  const byName = (pick: (service: SupervisedService) => number | undefined) =>
    Object.fromEntries(started.map((service) => [service.name, pick(service)])) as Partial<
      Record<ServiceName, number>
    >;
  let stopping: Promise<void> | undefined;
  return {
    urls,
    ports,
    dataDir,
    services,
    pids: () => byName((service) => service.pid),
    restarts: () => byName((service) => service.restarts),
    stop: () => (stopping ??= stopAll()),
    kill: () => started.forEach((service) => service.kill()),
  };
}
