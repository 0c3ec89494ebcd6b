// Starts the embedded stack once for the whole Playwright run: free ports, a fresh temporary
// DATA_DIR (so the platform seeds its demo data), processes' output in test-results/stack.log.
// The returned function is the teardown. With E2E_BASE_URL already set, an existing stack is
// used instead and nothing is started (handy while writing tests against `npm start`).
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { streamOutput } from '../../scripts/lib/service';
import { HIGH_RATE_LIMITS_ENV, startStack } from '../../scripts/lib/stack';
import { STACK_ENV } from './stack';

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) {
    console.log(`e2e: using the running stack at ${process.env.E2E_BASE_URL}`);
    return async () => undefined;
  }
  const logDir = resolve('test-results');
  await mkdir(logDir, { recursive: true });
  const logPath = join(logDir, 'stack.log');
  const log = createWriteStream(logPath);
  const dataDir = await mkdtemp(join(tmpdir(), 'cgi-e2e-'));
  const startedAt = Date.now();
  let stack;
  try {
    stack = await startStack({
      dataDir,
      // Fault injection on the platform (tests make operations fail on purpose through
      // E2E_PLATFORM_URL/__faults), step retries that give up in a fraction of a second, and
      // rate limits out of the way (every test signs in from the same address).
      env: {
        PLATFORM_FAULTS: '1',
        OPERATION_RETRY_MAX_ATTEMPTS: '2',
        OPERATION_RETRY_BACKOFF_MS: '200',
        // The home card opens this external document (spec 1 §1).
        USER_MANUAL_URL: 'https://manual.consola.test/guia',
        ...HIGH_RATE_LIMITS_ENV,
      },
      output: streamOutput(log),
      log: (message) => console.log(`e2e: ${message}`),
    });
  } catch (error) {
    await new Promise((done) => log.end(done));
    await rm(dataDir, { recursive: true, force: true });
    const tail = (await readFile(logPath, 'utf8').catch(() => '')).split('\n').slice(-40).join('\n');
    throw new Error(
      `e2e: the stack did not start: ${(error as Error).message}\n--- ${logPath} (tail) ---\n${tail}`,
      {
        cause: error,
      },
    );
  }
  console.log(
    `e2e: stack ready in ${Math.round((Date.now() - startedAt) / 1000)} s at ${stack.urls.console} (log: ${logPath})`,
  );

  process.env[STACK_ENV.baseUrl] = stack.urls.console;
  process.env[STACK_ENV.platformUrl] = stack.urls.platform;
  process.env[STACK_ENV.temporalAddress] = stack.urls.temporalAddress;
  process.env[STACK_ENV.temporalUiUrl] = stack.urls.temporalUi;
  process.env[STACK_ENV.temporalUiDirectUrl] = stack.urls.temporalUiDirect;
  process.env[STACK_ENV.dataDir] = stack.dataDir;

  const started = stack;
  return async () => {
    await started.stop();
    await new Promise((done) => log.end(done));
    if (!process.env.E2E_KEEP_DATA) await rm(dataDir, { recursive: true, force: true });
  };
}
