// The production topology on this machine: a PostgreSQL cluster (scripts/ci-postgres.sh) holding
// Temporal's two databases, the platform's and the console's; the Temporal server built from the
// Go module proxy (temporal-server.ts); the platform on PostgreSQL; several workers and several
// api replicas on ports of their own, sharing the payload keys, the platform's service key and
// the console database. Unlike `npm start` nothing is restarted: the scale test kills processes
// on purpose and the survivors must carry on alone.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findFreePorts, waitForHttpOk } from './ports';
import { describeExit, Service, type OutputSink } from './service';
import { HIGH_RATE_LIMITS_ENV } from './stack';
import { ensureServiceBuild, serviceNodeArgs, type BuiltService } from './service-build';
import { PROJECT_ROOT } from './temporal-cli';
import {
  ensureTemporalServer,
  registerConsoleNamespace,
  setupTemporalSchema,
  temporalServerEnv,
  temporalServerSpec,
  type PostgresServer,
} from './temporal-server';
import { ensureWorkflowBundle } from './workflow-bundle-cache';

const run = promisify(execFile);

export interface ProductionStackOptions {
  workers: number;
  apis: number;
  /** Scratch space: the workflow bundle, each process's DATA_DIR. */
  workDir: string;
  output: OutputSink;
  log: (message: string) => void;
  /** How long each process may take to serve (default 180 s). */
  readyTimeoutMs?: number;
}

export interface RunningProcess {
  name: string;
  service: Service;
  /** The api's base URL, or the worker's probe/metrics base URL. */
  url: string;
}

export interface ProductionStack {
  temporalVersion: string;
  temporalAddress: string;
  platformUrl: string;
  /** The platform's database, for checking effects straight in PostgreSQL. */
  platformDatabaseUrl: string;
  consoleDatabaseUrl: string;
  /** Temporal's visibility store (deploy/temporal/setup-schema.sh), for checking what it holds in clear. */
  temporalVisibilityDatabaseUrl: string;
  platformServiceKey: string;
  apis: RunningProcess[];
  workers: RunningProcess[];
  /** The process group of each process (its pid), and of the PostgreSQL cluster (its postmaster's). */
  processGroups: Record<string, number>;
  /** Stops every process, then the PostgreSQL cluster; safe to call more than once, and after a failed start. */
  stop(): Promise<void>;
}

const PG_DATABASES = { platform: 'cgi_platform', console: 'cgi_console' };

const tail = (service: Service) =>
  service
    .recentOutput()
    .slice(-12)
    .map((line) => line.slice(0, 400))
    .join('\n');

/** Waits until `ready` resolves, failing if the process exits first or time runs out. */
async function whenReady(
  service: Service,
  what: string,
  ready: (signal: AbortSignal) => Promise<void>,
  timeoutMs: number,
): Promise<void> {
  const local = new AbortController();
  const signal = AbortSignal.any([local.signal, AbortSignal.timeout(timeoutMs)]);
  try {
    await Promise.race([
      ready(signal),
      service.exited.then((exit) => {
        throw new Error(`${service.name} ${describeExit(exit)} before it was ready.\n${tail(service)}`);
      }),
    ]);
  } catch (error) {
    if (signal.aborted && !local.signal.aborted) {
      throw new Error(
        `${service.name} was not ready after ${timeoutMs / 1000} s (waiting for ${what}).\n` + tail(service),
        { cause: error },
      );
    }
    throw error;
  } finally {
    local.abort();
  }
}

export async function startProductionStack(options: ProductionStackOptions): Promise<ProductionStack> {
  const { log, output } = options;
  const timeoutMs = options.readyTimeoutMs ?? 180_000;
  // Not under workDir: the cluster runs as the postgres user, who cannot enter a private temp directory.
  const pgDir = join(tmpdir(), `cgi-scale-postgres-${process.pid}`);
  const pgEnv = {
    ...process.env,
    PG_CI_DIR: pgDir,
    PG_CI_DATABASES: `${PG_DATABASES.platform} ${PG_DATABASES.console}`,
    // Temporal's four services with two pools each, the platform, two apis and two workers.
    PG_CI_MAX_CONNECTIONS: '400',
  };
  const services: Service[] = [];
  let pgStarted = false;
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // Clients first, Temporal and the databases last.
      for (const service of [...services].reverse()) await service.stop();
      if (pgStarted) {
        await run('bash', [join(PROJECT_ROOT, 'scripts', 'ci-postgres.sh'), 'stop'], { env: pgEnv }).catch(
          (error: unknown) => log(`stopping PostgreSQL failed: ${(error as Error).message}`),
        );
      }
    })());

  try {
    await mkdir(options.workDir, { recursive: true });
    log('starting PostgreSQL, the Temporal server binaries and the workflow bundle...');
    const binariesReady = ensureTemporalServer(log);
    const bundleReady = ensureWorkflowBundle({ root: PROJECT_ROOT, dataDir: options.workDir, log });
    binariesReady.catch(() => undefined);
    bundleReady.catch(() => undefined);
    pgStarted = true;
    const { stdout } = await run('bash', [join(PROJECT_ROOT, 'scripts', 'ci-postgres.sh')], { env: pgEnv });
    const testUrl = new URL(
      stdout
        .trim()
        .split('\n')
        .at(-1)
        ?.replace(/^TEST_DATABASE_URL=/, '') ?? '',
    );
    const db: PostgresServer = {
      host: testUrl.hostname,
      port: Number(testUrl.port),
      user: decodeURIComponent(testUrl.username),
      password: decodeURIComponent(testUrl.password),
    };
    const urlOf = (database: string) => {
      const url = new URL(testUrl);
      url.pathname = `/${database}`;
      return url.toString();
    };
    const platformDatabaseUrl = urlOf(PG_DATABASES.platform);
    const consoleDatabaseUrl = urlOf(PG_DATABASES.console);
    log(`PostgreSQL on ${db.host}:${db.port}`);

    const payloadKeys = `scale:${randomBytes(32).toString('base64')}`;
    // The api writes pseudonyms and looks them up, a worker's retry writes them: one key for all.
    const pseudonymKeys = `s1:${randomBytes(32).toString('base64')}`;
    const platformServiceKey = randomBytes(24).toString('hex');
    const [platformPort, ...appPorts] = await findFreePorts(1 + options.workers + options.apis);
    const platformUrl = `http://127.0.0.1:${platformPort}`;
    const built = await ensureServiceBuild({ root: PROJECT_ROOT, log });
    const node = (name: string, service: BuiltService, env: Record<string, string>) => {
      const child = new Service(
        {
          name,
          command: process.execPath,
          args: [...serviceNodeArgs(service), built[service]],
          cwd: PROJECT_ROOT,
          env: { ...process.env, DATA_DIR: join(options.workDir, name), ...env },
        },
        output,
      );
      services.push(child);
      return child;
    };

    // The platform seeds its database while Temporal's schema is applied.
    const platform = node('platform', 'platform', {
      PLATFORM_PORT: String(platformPort),
      PLATFORM_HOST: '127.0.0.1',
      DATABASE_URL: platformDatabaseUrl,
      PLATFORM_SEED: 'demo',
      PLATFORM_SERVICE_KEY: platformServiceKey,
    });
    const platformReady = whenReady(
      platform,
      `${platformUrl}/health`,
      (s) => waitForHttpOk(`${platformUrl}/health`, { signal: s }),
      timeoutMs,
    );
    platformReady.catch(() => undefined);

    const binaries = await binariesReady;
    log(`applying Temporal's schema (v${binaries.version}) with its sql tool...`);
    await setupTemporalSchema(binaries, db);
    const { env: temporalEnv, frontendPort } = await temporalServerEnv(db);
    const temporalAddress = `127.0.0.1:${frontendPort}`;
    const temporal = new Service(temporalServerSpec(binaries, temporalEnv), output);
    services.push(temporal);
    await whenReady(
      temporal,
      `the default namespace on ${temporalAddress}`,
      (s) => registerConsoleNamespace(temporalAddress, s),
      timeoutMs,
    );
    log(
      `Temporal server v${binaries.version} on ${temporalAddress}, namespace and search attributes registered`,
    );
    await platformReady;

    const shared = {
      TEMPORAL_ADDRESS: temporalAddress,
      TEMPORAL_NAMESPACE: 'default',
      TEMPORAL_PAYLOAD_KEYS: payloadKeys,
      TEMPORAL_PSEUDONYM_KEYS: pseudonymKeys,
      PLATFORM_URL: platformUrl,
      PLATFORM_SERVICE_KEY: platformServiceKey,
      CONSOLE_DATABASE_URL: consoleDatabaseUrl,
      CONSOLE_ENVIRONMENT: 'UAT',
      LOG_LEVEL: 'warn',
    };
    const bundle = await bundleReady;
    const workers: RunningProcess[] = [];
    const apis: RunningProcess[] = [];
    for (let i = 0; i < options.workers; i++) {
      const port = appPorts[i] as number;
      const name = `worker-${i + 1}`;
      const service = node(name, 'worker', {
        ...shared,
        WORKER_METRICS_PORT: String(port),
        WORKFLOW_BUNDLE: bundle,
      });
      workers.push({ name, service, url: `http://127.0.0.1:${port}` });
    }
    for (let i = 0; i < options.apis; i++) {
      const port = appPorts[options.workers + i] as number;
      const name = `api-${i + 1}`;
      const service = node(name, 'api', {
        ...shared,
        ...HIGH_RATE_LIMITS_ENV,
        PORT: String(port),
        HOST: '127.0.0.1',
        AUTH_MODE: 'embedded',
        WEB_DIST: join(options.workDir, 'no-web-app'),
      });
      apis.push({ name, service, url: `http://127.0.0.1:${port}` });
    }
    await Promise.all([
      ...workers.map(({ service, url }) =>
        whenReady(
          service,
          `${url}/health/ready`,
          (s) => waitForHttpOk(`${url}/health/ready`, { signal: s }),
          timeoutMs,
        ),
      ),
      ...apis.map(({ service, url }) =>
        whenReady(
          service,
          `${url}/api/health/ready`,
          (s) => waitForHttpOk(`${url}/api/health/ready`, { signal: s }),
          timeoutMs,
        ),
      ),
    ]);
    log(`up: ${workers.length} workers, ${apis.length} api replicas (${apis.map((a) => a.url).join(', ')})`);
    const postmaster = Number((await readFile(join(pgDir, 'data', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    const processGroups: Record<string, number> = { postgres: postmaster };
    for (const service of services) if (service.pid !== undefined) processGroups[service.name] = service.pid;
    return {
      processGroups,
      temporalVersion: binaries.version,
      temporalAddress,
      platformUrl,
      platformDatabaseUrl,
      consoleDatabaseUrl,
      temporalVisibilityDatabaseUrl: urlOf('temporal_visibility'),
      platformServiceKey,
      apis,
      workers,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
