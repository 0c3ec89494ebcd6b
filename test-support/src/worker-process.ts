// The worker as `npm start` runs it, in a child process a test may SIGKILL: the built JavaScript
// (service-build.ts) with the test's environment, ready once it logs that it polls. The crash
// tests (a worker killed mid-operation, mid-record, under 200 operations) start it the same way.
import { spawn, type ChildProcess } from 'node:child_process';
import { formatPayloadKeys, formatPseudonymKeys } from '@cgi/workflows/codec';
import { TEST_PAYLOAD_KEYS, TEST_PSEUDONYM_KEYS } from './operations-env';

export interface WorkerProcessOptions {
  /** The built worker (`ensureServiceBuild(...).worker`). */
  entry: string;
  cwd: string;
  temporal: { address: string; namespace?: string };
  platformUrl: string;
  consoleDatabaseUrl: string;
  workflowBundle?: string;
  /** More of the worker's settings (e.g. BULK_CONCURRENCY). */
  env?: Record<string, string>;
  /** Told the child as soon as it is spawned (a test kills every one it started in afterAll). */
  onSpawn?: (child: ChildProcess) => void;
  /** Told the worker's output when it exits (a test that wants to see why). */
  onExit?: (output: string, code: number | null, signal: NodeJS.Signals | null) => void;
}

/** Starts it; resolves once it polls, rejects with its output if it exits before. */
export function startWorkerProcess(options: WorkerProcessOptions): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--enable-source-maps', options.entry], {
    cwd: options.cwd,
    env: {
      ...process.env,
      TEMPORAL_ADDRESS: options.temporal.address,
      ...(options.temporal.namespace ? { TEMPORAL_NAMESPACE: options.temporal.namespace } : {}),
      PLATFORM_URL: options.platformUrl,
      CONSOLE_DATABASE_URL: options.consoleDatabaseUrl,
      ...(options.workflowBundle ? { WORKFLOW_BUNDLE: options.workflowBundle } : {}),
      TEMPORAL_PAYLOAD_KEYS: formatPayloadKeys(TEST_PAYLOAD_KEYS),
      TEMPORAL_PSEUDONYM_KEYS: formatPseudonymKeys(TEST_PSEUDONYM_KEYS),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  options.onSpawn?.(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('worker polling')) resolve(child);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code, signal) => {
      options.onExit?.(output, code, signal);
      reject(new Error(`worker exited early (${code ?? signal}): ${output}`));
    });
  });
}
