// Kills the worker process in the middle of an operation, starts a new one, and checks the
// operation completes with every side effect applied exactly once.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { startPlatform } from '@cgi/platform';
import { baseUrlsFor, createPlatformClient } from '@cgi/platform/client';
import { TASK_QUEUE, type OperationProgress } from '@cgi/workflows';
import { formatPayloadKeys } from '@cgi/workflows/codec';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTemporalTestEnv, TEST_PAYLOAD_KEYS } from './testing/operations-env';

const root = fileURLToPath(new URL('../..', import.meta.url));
let temporal: TestWorkflowEnvironment;
let platformServer: Awaited<ReturnType<typeof startPlatform>>;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  [temporal, platformServer] = await Promise.all([
    startTemporalTestEnv(),
    // Slow services so the kill lands while a step is in flight.
    startPlatform({ port: 0, seed: 'demo', latencyMs: 400 }),
  ]);
});

afterAll(async () => {
  for (const worker of workers) worker.kill('SIGKILL');
  await temporal?.teardown();
  await platformServer?.close();
});

function startWorkerProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'worker/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      TEMPORAL_ADDRESS: temporal.address,
      PLATFORM_URL: platformServer.url,
      TEMPORAL_PAYLOAD_KEYS: formatPayloadKeys(TEST_PAYLOAD_KEYS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  workers.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('worker polling')) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`worker exited early (${code}): ${output}`)));
  });
}

it('survives a worker crash mid-operation without repeating side effects', async () => {
  const email = `crash.${randomUUID().slice(0, 8)}@demo.com.ar`;
  const first = await startWorkerProcess();
  const handle = await temporal.client.workflow.start('subscriberAddUser', {
    taskQueue: TASK_QUEUE,
    workflowId: `subscriber.addUser/100001/crash-${randomUUID().slice(0, 6)}`,
    args: [
      {
        input: {
          subscriberNumber: '100001',
          email,
          firstName: 'Caída',
          lastName: 'Del Worker',
          userTypeCode: 'ORG-STAFF',
        },
        actor: { email: 'soporte@consola.test' },
        source: 'api',
      },
    ],
  });

  // Kill while the organization link is being written: the platform finishes that write
  // after the worker is gone, so the retry must find it instead of writing it again.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const progress = await handle.query<OperationProgress>('progress');
    if (progress.steps.find((s) => s.key === 'linkOrganization')?.status === 'running') break;
    if (Date.now() > deadline) throw new Error('the operation never reached linkOrganization');
    await new Promise((r) => setTimeout(r, 100));
  }
  first.kill('SIGKILL');
  await new Promise((r) => first.once('exit', r));

  await startWorkerProcess();
  const progress = (await handle.result()) as OperationProgress;
  expect(progress.result?.message).toBe('Usuario agregado con éxito.');

  const platform = createPlatformClient({ baseUrls: baseUrlsFor(platformServer.url) });
  const { loginAccount } = await platform.loginAccounts.byEmail(email);
  const links = await platform.organizations.linksOfLoginAccount(loginAccount.loginAccountId);
  expect(links).toHaveLength(1);
  const assigned = (await platform.subscribers.users('100001')).filter(
    (u) => u.login_account.email === email,
  );
  expect(assigned).toHaveLength(1);
  const invites = await platform.invites.search({
    destinationEmail: [email],
    inviteTypeCode: ['ORG-STAFF-USER-REGISTRATION'],
    inviteStatusCode: ['ACTIVE', 'CANCELLED'],
  });
  expect(invites.flatMap((entry) => entry.invites)).toHaveLength(1);
  const identity = await platform.authentication.getUser(email);
  expect(identity.user.Username).toBe(email);
}, 120_000);
