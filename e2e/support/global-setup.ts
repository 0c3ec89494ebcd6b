// Starts the embedded stack for the Playwright run, one per worker (see stackIndex() in
// stack.ts), side by side: free ports, a fresh temporary DATA_DIR each (so the platform seeds
// its demo data), each one's output in test-results/stack-<index>.log. Their URLs reach the
// test workers through the environment. The returned function is the teardown. With
// E2E_BASE_URL already set, an existing stack is used instead and nothing is started (handy
// while writing tests against `npm start`).
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { streamOutput } from '../../scripts/lib/service';
import { HIGH_RATE_LIMITS_ENV, startStack, type Stack } from '../../scripts/lib/stack';
import { PROJECT_ROOT } from '../../scripts/lib/temporal-cli';
import { ensureWebBuild } from '../../scripts/lib/web-build';
import { ensureTestWorkflowBundle } from '../../scripts/lib/workflow-bundle-cache';
import { STACK_ENV, stackVariable } from './stack';

interface Started {
  stack: Stack;
  dataDir: string;
  closeLog: () => Promise<void>;
}

async function startOne(index: number, logDir: string, workflowBundle: string): Promise<Started> {
  const logPath = join(logDir, `stack-${index}.log`);
  const log = createWriteStream(logPath);
  const closeLog = () => new Promise<void>((done) => log.end(done));
  const dataDir = await mkdtemp(join(tmpdir(), `cgi-e2e-${index}-`));
  const startedAt = Date.now();
  try {
    const stack = await startStack({
      dataDir,
      // Fault injection on the platform (tests make operations fail on purpose through
      // E2E_PLATFORM_URL/__faults), step retries that give up in a fraction of a second, and
      // rate limits out of the way (every test signs in from the same address).
      env: {
        PLATFORM_FAULTS: '1',
        OPERATION_RETRY_MAX_ATTEMPTS: '2',
        OPERATION_RETRY_BACKOFF_MS: '200',
        // Specs that deactivate, impersonate or publish blocking notices follow them to the end
        // without a second person; approval's own specs run a stack with it on.
        OPERATION_APPROVALS: 'off',
        // The alerts' evaluator looks every 5 s (30 s by default), so a spec sees its alert soon.
        // Every second cost each stack 1.7 CPU-s a minute while idle, for the one spec that waits
        // on it (measured on an idle stack: 3.1 CPU-s a minute against 1.4 at 30 s).
        ALERT_EVALUATION_SECONDS: '5',
        // The home card opens this external document (spec 1 §1).
        USER_MANUAL_URL: 'https://manual.consola.test/guia',
        // Bundled once for every stack instead of once per DATA_DIR (about 8 s of CPU each).
        WORKFLOW_BUNDLE: workflowBundle,
        ...HIGH_RATE_LIMITS_ENV,
      },
      buildWeb: false,
      output: streamOutput(log),
      log: (message) => console.log(`e2e[${index}]: ${message}`),
    });
    console.log(
      `e2e[${index}]: stack ready in ${Math.round((Date.now() - startedAt) / 1000)} s at ${stack.urls.console} (log: ${logPath})`,
    );
    return { stack, dataDir, closeLog };
  } catch (error) {
    await closeLog();
    await rm(dataDir, { recursive: true, force: true });
    const tail = (await readFile(logPath, 'utf8').catch(() => '')).split('\n').slice(-40).join('\n');
    throw new Error(
      `e2e: stack ${index} did not start: ${(error as Error).message}\n--- ${logPath} (tail) ---\n${tail}`,
      { cause: error },
    );
  }
}

async function stopOne({ stack, dataDir, closeLog }: Started): Promise<void> {
  await stack.stop();
  await closeLog();
  if (!process.env.E2E_KEEP_DATA) await rm(dataDir, { recursive: true, force: true });
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) {
    console.log(`e2e: using the running stack at ${process.env.E2E_BASE_URL}`);
    return async () => undefined;
  }
  const logDir = resolve('test-results');
  await mkdir(logDir, { recursive: true });
  const log = (message: string) => console.log(`e2e: ${message}`);
  // Once here, not by each stack: two builds at once would write the same web/dist.
  const [, workflowBundle] = await Promise.all([
    ensureWebBuild({ log }),
    process.env.WORKFLOW_BUNDLE ?? ensureTestWorkflowBundle({ root: PROJECT_ROOT, log }),
  ]);
  const count = Math.max(1, config.workers);
  const results = await Promise.allSettled(
    Array.from({ length: count }, (_, index) => startOne(index, logDir, workflowBundle)),
  );
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(started.map(stopOne));
    throw failed.reason;
  }

  started.forEach(({ stack }, index) => {
    const set = (name: string, value: string) => (process.env[stackVariable(name, index)] = value);
    set(STACK_ENV.baseUrl, stack.urls.console);
    set(STACK_ENV.platformUrl, stack.urls.platform);
    set(STACK_ENV.temporalAddress, stack.urls.temporalAddress);
    set(STACK_ENV.temporalUiUrl, stack.urls.temporalUi);
    set(STACK_ENV.temporalUiDirectUrl, stack.urls.temporalUiDirect);
    set(STACK_ENV.dataDir, stack.dataDir);
  });

  return async () => {
    await Promise.all(started.map(stopOne));
  };
}
