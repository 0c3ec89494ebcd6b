// Starts the whole embedded stack (Temporal dev server, platform, worker, api) and stops it in
// reverse order. `npm start`, the Playwright global setup and the benchmark all use this, so
// they run exactly the same processes with the same wiring.
import { execFile } from 'node:child_process';
import { access, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { findFreePorts, isPortFree, waitForHttpOk, waitForPort } from './ports';
import { searchAttributeFlags } from './search-attributes';
import {
  Service,
  describeExit,
  prefixedOutput,
  streamOutput,
  type OutputSink,
  type ServiceExit,
} from './service';
import { PROJECT_ROOT, ensureTemporalCli } from './temporal-cli';
import { ensureWebBuild } from './web-build';

export type ServiceName = 'temporal' | 'platform' | 'worker' | 'api';
export const ALL_SERVICES: readonly ServiceName[] = ['temporal', 'platform', 'worker', 'api'];

export interface StackPorts {
  /** The console: api plus the built web app. */
  console: number;
  platform: number;
  /** Temporal frontend (gRPC). */
  temporal: number;
  temporalUi: number;
}

/** The environment variable that sets each port in `npm start`, for error messages. */
export const PORT_ENV: Record<keyof StackPorts, string> = {
  console: 'CONSOLE_PORT (or PORT)',
  platform: 'PLATFORM_PORT',
  temporal: 'TEMPORAL_PORT',
  temporalUi: 'TEMPORAL_UI_PORT',
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
  /** Aborting it cancels a start in progress (and stops what was started). */
  signal?: AbortSignal;
  /** Progress messages (default: stderr). */
  log?: (message: string) => void;
}

export interface StackUrls {
  /** The console in a browser (also the api's base URL). */
  console: string;
  platform: string;
  /** host:port for Temporal clients (TEMPORAL_ADDRESS). */
  temporalAddress: string;
  temporalUi: string;
}

export interface Stack {
  urls: StackUrls;
  ports: StackPorts;
  dataDir: string;
  services: readonly ServiceName[];
  /** Resolves with the first service that exits without stop() having asked it to. */
  unexpectedExit: Promise<ServiceExit & { recentOutput: string[] }>;
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

const ENTRY_POINTS: Record<Exclude<ServiceName, 'temporal'>, string> = {
  platform: 'platform/src/main.ts',
  worker: 'worker/src/main.ts',
  api: 'api/src/main.ts',
};

const PORT_OWNER: Record<keyof StackPorts, ServiceName> = {
  console: 'api',
  platform: 'platform',
  temporal: 'temporal',
  temporalUi: 'temporal',
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
        '`CONSOLE_PORT=3001 PLATFORM_PORT=3101 TEMPORAL_PORT=7234 TEMPORAL_UI_PORT=8234 npm start`.',
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

/** Temporal is ready when its frontend answers and the default namespace is registered. */
async function waitForTemporal(cli: string, ports: StackPorts, signal: AbortSignal): Promise<void> {
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
  await waitForPort(ports.temporalUi, { signal });
}

function tsxLoaderUrl(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
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
  const temporalCli = services.includes('temporal')
    ? (options.temporalCli ?? (await ensureTemporalCli({ log })))
    : undefined;
  if (services.includes('api') && options.buildWeb !== false) await ensureWebBuild({ root, log });
  if (options.signal?.aborted) throw new StackError('Start cancelled.');

  const urls: StackUrls = {
    console: `http://localhost:${ports.console}`,
    platform: `http://127.0.0.1:${ports.platform}`,
    temporalAddress: `127.0.0.1:${ports.temporal}`,
    temporalUi: `http://localhost:${ports.temporalUi}`,
  };
  // The environment (PLATFORM_SERVICE_KEY, when set, reaches the platform, the worker and the
  // api alike), then the wiring between the processes, which must match the ports chosen above.
  const baseEnv = (wiring: Record<string, string>): NodeJS.ProcessEnv => ({
    ...process.env,
    ...options.env,
    ...wiring,
  });
  const wiring = {
    TEMPORAL_ADDRESS: urls.temporalAddress,
    TEMPORAL_NAMESPACE: 'default',
    PLATFORM_URL: urls.platform,
    DATA_DIR: dataDir,
  };

  const started: Service[] = [];
  const startAbort = new AbortController();
  const onOuterAbort = () => startAbort.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });

  const stopAll = async () => {
    for (const service of [...started].reverse()) await service.stop();
  };

  const launch = (name: ServiceName, command: string, args: string[], env: NodeJS.ProcessEnv): Service => {
    const service = new Service(
      {
        name,
        command,
        args,
        cwd: root,
        env,
        stopGraceMs: options.stopGraceMs,
        quietWhileStopping: name === 'temporal',
      },
      output,
    );
    started.push(service);
    return service;
  };
  const launchNode = (name: Exclude<ServiceName, 'temporal'>, env: Record<string, string>): Service =>
    launch(
      name,
      process.execPath,
      ['--import', tsxLoaderUrl(), ENTRY_POINTS[name]],
      baseEnv({ ...wiring, ...env }),
    );

  /** Waits for `check`, failing early if the service dies, the start is aborted, or time runs out. */
  const ready = async (
    service: Service,
    what: string,
    check: (signal: AbortSignal) => Promise<void>,
    sibling?: AbortSignal,
  ) => {
    const local = new AbortController();
    const timeout = AbortSignal.timeout(readyTimeoutMs);
    const signal = AbortSignal.any([local.signal, startAbort.signal, timeout, ...(sibling ? [sibling] : [])]);
    try {
      await Promise.race([
        check(signal),
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
        [
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
          // Operations mirror their progress (a few KB) into the memo at every step; the dev
          // server's default warning threshold would log each of those updates.
          '--dynamic-config-value',
          'limit.blobSize.warn=262144',
          '--dynamic-config-value',
          'limit.memoSize.warn=262144',
          ...searchAttributeFlags(),
        ],
        baseEnv({}),
      );
      track(
        ready(
          temporal,
          `Temporal on ${urls.temporalAddress}`,
          (s) => waitForTemporal(temporalCli, ports, s),
          phase.signal,
        ),
      );
    }
    if (services.includes('platform')) {
      // The platform does not need Temporal: start both at once.
      const platform = launchNode('platform', { PLATFORM_PORT: String(ports.platform) });
      track(
        ready(
          platform,
          `GET ${urls.platform}/health`,
          (s) => waitForHttpOk(`${urls.platform}/health`, { signal: s }),
          phase.signal,
        ),
      );
    }
    await Promise.all(waits);
    if (phase.signal.aborted) throw firstFailure;

    if (services.includes('worker')) launchNode('worker', {});
    if (services.includes('api')) {
      const api = launchNode('api', {
        PORT: String(ports.console),
        WEB_DIST: join(root, 'web', 'dist'),
        TEMPORAL_UI_URL: urls.temporalUi,
      });
      await ready(api, `GET ${urls.console}/api/health`, (s) =>
        waitForHttpOk(`http://127.0.0.1:${ports.console}/api/health`, { signal: s }),
      );
    }
    // A worker that crashes on start-up (bad config, Temporal unreachable) shows up here too.
    const early = started.find((service) => service.hasExited);
    if (early)
      throw new StackError(
        `${early.name} exited during start-up.\n${early.recentOutput().slice(-15).join('\n')}`,
      );
  } catch (error) {
    await stopAll();
    throw error;
  } finally {
    options.signal?.removeEventListener('abort', onOuterAbort);
  }

  const unexpectedExit = new Promise<ServiceExit & { recentOutput: string[] }>((resolvePromise) => {
    for (const service of started) {
      void service.exited.then((exit) => {
        if (!service.stopping) resolvePromise({ ...exit, recentOutput: service.recentOutput() });
      });
    }
  });
  let stopping: Promise<void> | undefined;
  return {
    urls,
    ports,
    dataDir,
    services,
    unexpectedExit,
    stop: () => (stopping ??= stopAll()),
    kill: () => started.forEach((service) => service.kill()),
  };
}
