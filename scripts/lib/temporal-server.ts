// The production Temporal server on this machine: built from the Go module proxy at the version
// docker-compose.yml runs (deploy/temporal/version), schemas applied with its own sql tool and
// schema files (deploy/temporal/setup-schema.sh, the steps compose runs), configured by the
// template compose mounts (deploy/temporal/config/production.yaml), with the namespace and the
// search attributes the console needs.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { Connection } from '@temporalio/client';
import { msToTs } from '@temporalio/common';
import proto from '@temporalio/proto';
import { isPortFree } from './ports';
import { searchAttributes } from './search-attributes';
import type { ServiceSpec } from './service';
import { PROJECT_ROOT } from './temporal-cli';

const run = promisify(execFile);
const { IndexedValueType } = proto.temporal.api.enums.v1;

export const TEMPORAL_DEPLOY_DIR = join(PROJECT_ROOT, 'deploy', 'temporal');
/**
 * The namespace's retention, as docker-compose.yml's temporal-setup gives it: 30 days to retry or
 * undo an ended operation (both resume from its history); what the console shows of it comes from
 * its own record, whatever this is (docs/deployment.md).
 */
export const NAMESPACE_RETENTION = '720h';

export async function temporalServerVersion(): Promise<string> {
  return (await readFile(join(TEMPORAL_DEPLOY_DIR, 'version'), 'utf8')).trim();
}

export interface TemporalServerBinaries {
  version: string;
  /** Holds `server` and `sql`. */
  binDir: string;
  /** .../schema/postgresql/v12 of the same module version. */
  schemaDir: string;
}

/** Builds the binaries when missing (scripts/install-temporal-server.sh; minutes), else finds them. */
export async function ensureTemporalServer(log: (message: string) => void): Promise<TemporalServerBinaries> {
  const version = await temporalServerVersion();
  log(`Temporal server v${version}: checking .tools/ (built from the Go module proxy if missing)...`);
  const { stdout } = await run('bash', [join(PROJECT_ROOT, 'scripts', 'install-temporal-server.sh')], {
    cwd: PROJECT_ROOT,
    maxBuffer: 16 * 1024 * 1024,
  });
  const binDir = stdout.trim().split('\n').at(-1) ?? '';
  const { stdout: modCache } = await run('go', ['env', 'GOMODCACHE']);
  const schemaDir = join(modCache.trim(), `go.temporal.io/server@v${version}`, 'schema', 'postgresql', 'v12');
  return { version, binDir, schemaDir };
}

export interface PostgresServer {
  host: string;
  port: number;
  user: string;
  password: string;
}

/** deploy/temporal/setup-schema.sh with the built sql tool: the temporal and temporal_visibility databases. */
export async function setupTemporalSchema(
  binaries: TemporalServerBinaries,
  db: PostgresServer,
): Promise<void> {
  await run('sh', [join(TEMPORAL_DEPLOY_DIR, 'setup-schema.sh')], {
    env: {
      ...process.env,
      SQL_TOOL: join(binaries.binDir, 'sql'),
      SCHEMA_DIR: binaries.schemaDir,
      SQL_HOST: db.host,
      SQL_PORT: String(db.port),
      SQL_USER: db.user,
      SQL_PASSWORD: db.password,
    },
    maxBuffer: 16 * 1024 * 1024,
  });
}

/**
 * Free ports below 32768: Temporal stores membership ports as a PostgreSQL smallint, so the
 * kernel's ephemeral ports (32768 and up) are refused. A random start keeps parallel runs apart.
 */
async function freeMembershipPorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  const from = 20_000 + Math.floor(Math.random() * 10_000);
  for (let port = from; port < 32_768 && ports.length < count; port++) {
    if (await isPortFree(port)) ports.push(port);
  }
  if (ports.length < count) throw new Error(`fewer than ${count} free ports between ${from} and 32767`);
  return ports;
}

/** The variables deploy/temporal/config/production.yaml reads; every port free on this machine. */
export async function temporalServerEnv(
  db: PostgresServer,
): Promise<{ env: Record<string, string>; frontendPort: number }> {
  const names = [
    'TEMPORAL_FRONTEND_PORT',
    'TEMPORAL_FRONTEND_MEMBERSHIP_PORT',
    'TEMPORAL_FRONTEND_HTTP_PORT',
    'TEMPORAL_MATCHING_PORT',
    'TEMPORAL_MATCHING_MEMBERSHIP_PORT',
    'TEMPORAL_HISTORY_PORT',
    'TEMPORAL_HISTORY_MEMBERSHIP_PORT',
    'TEMPORAL_WORKER_PORT',
    'TEMPORAL_WORKER_MEMBERSHIP_PORT',
  ];
  const ports = await freeMembershipPorts(names.length);
  const env: Record<string, string> = Object.fromEntries(names.map((name, i) => [name, String(ports[i])]));
  Object.assign(env, {
    TEMPORAL_DB_HOST: db.host,
    TEMPORAL_DB_PORT: String(db.port),
    TEMPORAL_DB_USER: db.user,
    TEMPORAL_DB_PASSWORD: db.password,
    TEMPORAL_BIND_IP: '127.0.0.1',
    TEMPORAL_BROADCAST_ADDRESS: '127.0.0.1',
    TEMPORAL_DYNAMIC_CONFIG: join(TEMPORAL_DEPLOY_DIR, 'dynamicconfig.yaml'),
  });
  return { env, frontendPort: ports[0] as number };
}

/** `server start` with the committed template (compose runs the same command in its image). */
export function temporalServerSpec(
  binaries: TemporalServerBinaries,
  env: Record<string, string>,
): ServiceSpec {
  return {
    name: 'temporal',
    command: join(binaries.binDir, 'server'),
    args: [
      '--root',
      TEMPORAL_DEPLOY_DIR,
      '--config',
      'config',
      '--env',
      'production',
      '--allow-no-auth',
      'start',
    ],
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    quietWhileStopping: true,
  };
}

/**
 * Registers the `default` namespace and the operations' search attributes, idempotently, once
 * the frontend answers (a fresh cluster takes a few seconds to create its system namespace).
 */
export async function registerConsoleNamespace(
  address: string,
  signal: AbortSignal,
  namespace = 'default',
): Promise<void> {
  for (let delay = 250; ; delay = Math.min(delay * 2, 2000)) {
    signal.throwIfAborted();
    try {
      const connection = await Connection.connect({ address, connectTimeout: 2000 });
      try {
        await registerOn(connection, namespace);
        return;
      } finally {
        await connection.close();
      }
    } catch (error) {
      if (signal.aborted) throw error;
    }
    await sleep(delay, undefined, { signal });
  }
}

async function registerOn(connection: Connection, namespace: string): Promise<void> {
  try {
    await connection.workflowService.registerNamespace({
      namespace,
      workflowExecutionRetentionPeriod: msToTs(NAMESPACE_RETENTION),
    });
  } catch (error) {
    // ALREADY_EXISTS: a second run against the same cluster, which keeps the same retention.
    if ((error as { code?: number }).code !== 6) throw error;
    await connection.workflowService.updateNamespace({
      namespace,
      config: { workflowExecutionRetentionTtl: msToTs(NAMESPACE_RETENTION) },
    });
  }
  const existing = await connection.operatorService.listSearchAttributes({ namespace });
  const missing = searchAttributes.filter(({ name }) => !(name in (existing.customAttributes ?? {})));
  if (missing.length === 0) return;
  await connection.operatorService.addSearchAttributes({
    namespace,
    searchAttributes: Object.fromEntries(
      missing.map(({ name, type }) => [
        name,
        type === 'KeywordList'
          ? IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD_LIST
          : IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD,
      ]),
    ),
  });
}
