// `npm start`: runs the whole console on this machine (Temporal dev server, the console's
// database, platform, worker, api + web app), or the STACK_SERVICES subset of it, supervises it
// (a child that exits is restarted, with a line saying so) and stops it in order on Ctrl-C, the
// only way to stop it. Data stays in DATA_DIR.
import { relative, resolve } from 'node:path';
import {
  ALL_SERVICES,
  StackError,
  startStack,
  type ServiceName,
  type Stack,
  type StackPorts,
} from './lib/stack';
import { PROJECT_ROOT, TemporalCliNotFoundError } from './lib/temporal-cli';

interface LauncherConfig {
  /** The metrics ports are picked free unless set. */
  ports: Omit<StackPorts, 'apiMetrics' | 'workerMetrics' | 'temporalHttp' | 'temporalMetrics'> &
    Partial<Pick<StackPorts, 'apiMetrics' | 'workerMetrics' | 'temporalHttp' | 'temporalMetrics'>>;
  dataDir: string;
  services: ServiceName[];
}

function port(env: NodeJS.ProcessEnv, names: string[], fallback: number): number;
function port(env: NodeJS.ProcessEnv, names: string[]): number | undefined;
function port(env: NodeJS.ProcessEnv, names: string[], fallback?: number): number | undefined {
  for (const name of names) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > 65535) {
      throw new StackError(`${name}=${raw} is not a valid port (1-65535).`);
    }
    return value;
  }
  return fallback;
}

function readConfig(env: NodeJS.ProcessEnv): LauncherConfig {
  // STACK_SERVICES (e.g. "temporal,platform") runs part of the stack, for working on one piece.
  const services = (env.STACK_SERVICES ?? ALL_SERVICES.join(','))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = services.filter((name) => !(ALL_SERVICES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new StackError(
      `Unknown STACK_SERVICES entry: ${unknown.join(', ')} (known: ${ALL_SERVICES.join(', ')}).`,
    );
  }
  return {
    ports: {
      console: port(env, ['CONSOLE_PORT', 'PORT'], 3000),
      platform: port(env, ['PLATFORM_PORT'], 3100),
      consoleDb: port(env, ['CONSOLE_DB_PORT'], 5434),
      temporal: port(env, ['TEMPORAL_PORT'], 7233),
      temporalUi: port(env, ['TEMPORAL_UI_PORT'], 8233),
      apiMetrics: port(env, ['API_METRICS_PORT']),
      workerMetrics: port(env, ['WORKER_METRICS_PORT']),
      temporalHttp: port(env, ['TEMPORAL_HTTP_PORT']),
      temporalMetrics: port(env, ['TEMPORAL_METRICS_PORT']),
    },
    dataDir: resolve(PROJECT_ROOT, env.DATA_DIR || '.data'),
    services: services as ServiceName[],
  };
}

function banner(stack: Stack): string {
  const { urls } = stack;
  const consolePort = stack.ports.console;
  const inside = relative(process.cwd(), stack.dataDir);
  const dataDir = inside === '' ? '.' : inside.startsWith('..') ? stack.dataDir : inside;
  const lines = ['', 'Consola de Gestión Interna is running.', ''];
  if (stack.services.includes('api')) {
    // The api's own defaults (api/src/config.ts): the development sign-in outside PROD, and then
    // on 127.0.0.1 unless HOST says otherwise.
    const embedded =
      (process.env.AUTH_MODE ?? (process.env.CONSOLE_ENVIRONMENT === 'PROD' ? 'external' : 'embedded')) ===
      'embedded';
    const host = process.env.HOST ?? (embedded ? '127.0.0.1' : '0.0.0.0');
    const reach = /^(127\.|localhost$|::1$)/.test(host) ? 'this machine only' : `listening on ${host}`;
    lines.push(`  Console      ${urls.console}  (${reach})`, `  Temporal UI  ${urls.temporalUi}`, '');
    if (embedded) {
      lines.push(
        "  Sign in: open the console, click 'Iniciar sesión' and pick a staff account.",
        '  From scripts:',
        `    curl -s localhost:${consolePort}/auth/dev/accounts`,
        `    curl -s -XPOST localhost:${consolePort}/auth/dev/token -H 'content-type: application/json' -d '{"email":"..."}'`,
        '    then send the token as: Authorization: Bearer <token>',
      );
    } else {
      lines.push('  Sign in: through the identity provider (AUTH_SIGN_IN_URL).');
    }
  } else {
    lines.push(`  Running only: ${stack.services.join(', ')}`);
    if (stack.services.includes('temporal'))
      lines.push(`  Temporal UI  ${urls.temporalUi}  (${urls.temporalAddress})`);
    if (stack.services.includes('platform')) lines.push(`  Platform     ${urls.platform}`);
  }
  const metrics = [
    ...(stack.services.includes('api') ? [`api ${urls.apiMetrics}`] : []),
    ...(stack.services.includes('worker') ? [`worker ${urls.workerMetrics}`] : []),
  ];
  if (metrics.length > 0) lines.push('', `  Metrics      ${metrics.join('   ')}`);
  lines.push(
    '',
    `  Data is kept in ${dataDir}/ between runs. A process that stops is restarted; Ctrl-C stops everything.`,
    '',
  );
  return lines.join('\n');
}

async function main(): Promise<number> {
  let config: LauncherConfig;
  try {
    config = readConfig(process.env);
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }

  const startAbort = new AbortController();
  let stack: Stack | undefined;
  let signalled = false;
  let resolveSignal: (signal: NodeJS.Signals) => void = () => undefined;
  const signalReceived = new Promise<NodeJS.Signals>((resolvePromise) => (resolveSignal = resolvePromise));
  let firstSignalAt = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) {
      // One Ctrl-C can arrive twice: from the terminal and relayed by tsx's parent process.
      if (Date.now() - firstSignalAt < 1000) return;
      console.error('\nForcing stop (SIGKILL).');
      stack?.kill();
      process.exit(130);
    }
    signalled = true;
    firstSignalAt = Date.now();
    console.error(`\n${signal} received: stopping (press Ctrl-C again to force)...`);
    startAbort.abort();
    resolveSignal(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);

  try {
    stack = await startStack({
      ports: config.ports,
      dataDir: config.dataDir,
      services: config.services,
      signal: startAbort.signal,
    });
  } catch (error) {
    if (signalled) {
      console.error('Stopped before the console was ready.');
      return 0;
    }
    const known = error instanceof StackError || error instanceof TemporalCliNotFoundError;
    console.error(
      `\nnpm start failed: ${known ? (error as Error).message : String((error as Error).stack ?? error)}`,
    );
    return 1;
  }

  console.log(banner(stack));
  await signalReceived;
  await stack.stop();
  console.error('Stopped.');
  return 0;
}

process.exit(await main());
