// Kills the worker process in the middle of an operation (a multi-step one, and a bulk one
// between its chunks), starts a new one, and checks the operation completes with every side
// effect applied exactly once.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { startEmbeddedConsoleDb, type EmbeddedConsoleDb } from '@cgi/console-store';
import { baseUrlsFor, createPlatformClient } from '@cgi/platform/client';
import { TASK_QUEUE, undoIdFor, type OperationProgress } from '@cgi/workflows';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestPlatform } from '@cgi/test-support/platform';
import { startWorkerProcess as startWorker } from '@cgi/test-support/worker-process';
import { ensureServiceBuild } from '@cgi/test-support/service-build';
import { startTemporalTestEnv } from '@cgi/test-support/operations-env';
import { sharedTestServices } from '@cgi/test-support/shared-temporal';
import { createSubscriberUser, freshSubscriberNumber } from '@cgi/test-support/subscriber-fixtures';
import { scaled } from '@cgi/test-support/slowdown';

const root = fileURLToPath(new URL('../..', import.meta.url));
let temporal: TestWorkflowEnvironment;
let platformServer: Awaited<ReturnType<typeof startTestPlatform>>['platform'];
let workflowBundle: string | undefined;
/** The worker as `npm start` runs it: built JavaScript, no TypeScript loader at each restart. */
let workerEntry: string;
let consoleDb: EmbeddedConsoleDb;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  let platform: Awaited<ReturnType<typeof startTestPlatform>>;
  // Temporal first: a PGlite database loading holds the event loop, and the Temporal
  // connection's handshake behind it missed its deadline on a loaded machine.
  temporal = await startTemporalTestEnv();
  [platform, consoleDb] = await Promise.all([
    // Slow services so the kill lands while a step is in flight.
    startTestPlatform({ latencyMs: 400, faults: true }),
    startEmbeddedConsoleDb({ port: 0 }),
  ]);
  platformServer = platform.platform;
  workflowBundle = (await sharedTestServices())?.workflowBundle;
  workerEntry = (await ensureServiceBuild({ root, log: () => undefined })).worker;
});

afterAll(async () => {
  for (const worker of workers) worker.kill('SIGKILL');
  await temporal?.teardown();
  await platformServer?.close();
  await consoleDb?.close();
});

function startWorkerProcess(): Promise<ChildProcess> {
  return startWorker({
    entry: workerEntry,
    cwd: root,
    temporal,
    platformUrl: platformServer.url,
    consoleDatabaseUrl: consoleDb.url,
    workflowBundle,
    // Few revocations at once, so the kill lands between the bulk test's chunks.
    env: { BULK_CONCURRENCY: '2' },
    onSpawn: (child) => workers.push(child),
  });
}

it(
  'survives a worker crash mid-operation without repeating side effects',
  async () => {
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
    const deadline = Date.now() + scaled(60_000);
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
    // The audit trail: each event once, even those the new worker replayed after the kill.
    const lines = (await platform.eventLog.ofTransaction(handle.workflowId)).map((entry) => entry.eventText);
    expect(lines.length).toBeGreaterThan(8);
    expect(lines.length - new Set(lines).size).toBe(0);
  },
  scaled(120_000),
);

it(
  'a bulk operation over three chunks, its worker killed between them: every element once',
  async () => {
    const { loginAccount } = await platform().loginAccounts.byEmail('activo@demo.com.ar');
    await seedSessions(loginAccount.loginAccountId, 30);
    const open = await platform().sessions.ofAccount(loginAccount.loginAccountId);
    expect(open.length).toBeGreaterThanOrEqual(30);
    await fetch(`${platformServer.url}/__stats/calls`, { method: 'DELETE' });

    const worker = await startWorkerProcess();
    const id = `sessions.revokeAll/activo/crash-${randomUUID().slice(0, 6)}`;
    const handle = await temporal.client.workflow.start('sessionsRevokeAll', {
      taskQueue: TASK_QUEUE,
      workflowId: id,
      args: [
        {
          input: { loginAccountId: loginAccount.loginAccountId, email: 'activo@demo.com.ar' },
          actor: { email: 'soporte@consola.test' },
          source: 'api',
          reason: 'equipo robado',
          bulkChunkSize: Math.ceil(open.length / 3),
        },
      ],
    });

    // Kill once the first chunk has settled and before the last one has.
    const deadline = Date.now() + scaled(60_000);
    for (;;) {
      const description = await handle.describe();
      const counts = (description.memo?.progress as OperationProgress | undefined)?.steps.find(
        (s) => s.key === 'revoke',
      )?.counts;
      if (counts && counts.done >= Math.ceil(open.length / 3) && counts.done < open.length) break;
      if (Date.now() > deadline)
        throw new Error(`the revocations never got half-way: ${JSON.stringify(counts)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    worker.kill('SIGKILL');
    await new Promise((r) => worker.once('exit', r));

    await startWorkerProcess();
    const progress = (await handle.result()) as OperationProgress;
    expect(progress.result).toMatchObject({ revoked: open.length, skipped: 0 });
    expect(progress.steps.find((s) => s.key === 'revoke')?.counts).toEqual({
      total: open.length,
      pending: 0,
      done: open.length,
      skipped: 0,
      failed: 0,
    });
    // Each session was revoked by the service exactly once: a repeat after the kill was answered
    // from its idempotency key, never acted on again.
    const calls = await fetch(
      `${platformServer.url}/__stats/calls?path=/sessions/revokeSessionDeviceEAuth`,
    ).then((r) => r.json() as Promise<{ data: { calls: number } }>);
    expect(calls.data.calls).toBe(open.length);
    await expect(platform().sessions.ofAccount(loginAccount.loginAccountId)).rejects.toThrow(
      /uuidDeviceSession not exists/,
    );
  },
  scaled(180_000),
);

it(
  'an undo, its worker killed mid-inverse: each inverse made once',
  async () => {
    const email = `deshacer.${randomUUID().slice(0, 8)}@demo.com.ar`;
    const first = await startWorkerProcess();
    // A half-done add-user: everything but its last step, whose assignment the platform refuses.
    const refuse = await fetch(`${platformServer.url}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/subscribers/assignUserSubscriberCorpEntity', status: 400, times: 1 }),
    });
    expect(refuse.ok).toBe(true);
    const original = await temporal.client.workflow.start('subscriberAddUser', {
      taskQueue: TASK_QUEUE,
      workflowId: `subscriber.addUser/100001/undo-crash-${randomUUID().slice(0, 6)}`,
      args: [
        {
          input: {
            subscriberNumber: '100001',
            email,
            firstName: 'Des',
            lastName: 'Hacer',
            userTypeCode: 'ORG-STAFF',
          },
          actor: { email: 'soporte@consola.test' },
          source: 'api',
        },
      ],
    });
    await expect(original.result()).rejects.toThrow();
    await fetch(`${platformServer.url}/__stats/calls`, { method: 'DELETE' });

    const undo = await temporal.client.workflow.start('operationUndo', {
      taskQueue: TASK_QUEUE,
      workflowId: undoIdFor(original.workflowId),
      args: [
        {
          input: { operationId: original.workflowId },
          actor: { email: 'soporte@consola.test', roles: ['CGI.CustomerSupport'] },
          source: 'api',
          reason: 'alta a medias',
        },
      ],
    });
    // Kill while an inverse is in flight: the platform finishes it after the worker is gone.
    const deadline = Date.now() + scaled(60_000);
    for (;;) {
      const progress = await undo.query<OperationProgress>('progress');
      if (progress.steps.some((s) => s.key.startsWith('undo.') && s.status === 'running')) break;
      if (Date.now() > deadline) throw new Error('the undo never reached an inverse');
      await new Promise((r) => setTimeout(r, 50));
    }
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));

    await startWorkerProcess();
    const progress = (await undo.result()) as OperationProgress;
    expect(progress.steps.map((s) => [s.key, s.status])).toEqual([
      ['review', 'done'],
      ['undo.sendInvite', 'done'],
      ['undo.linkOrganization', 'done'],
    ]);
    const callsTo = async (path: string) =>
      (
        await fetch(`${platformServer.url}/__stats/calls?path=${path}`).then(
          (r) => r.json() as Promise<{ data: { calls: number } }>,
        )
      ).data.calls;
    expect(await callsTo('/invites/updateInviteUserInvite')).toBe(1);
    expect(await callsTo('/organizations/updateUserOrganizationCorpEntities')).toBe(1);
    const invites = await platform().invites.search({
      destinationEmail: [email],
      inviteTypeCode: ['ORG-STAFF-USER-REGISTRATION'],
      inviteStatusCode: ['ACTIVE'],
    });
    expect(invites.flatMap((entry) => entry.invites)).toHaveLength(0);
    const { loginAccount } = await platform().loginAccounts.byEmail(email);
    const links = await platform().organizations.linksOfLoginAccount(loginAccount.loginAccountId);
    expect(links.map((link) => link.status.userStatusCode)).toEqual(['DELETED']);
    const lines = (await platform().eventLog.ofTransaction(undo.workflowId)).map((entry) => entry.eventText);
    expect(lines.length - new Set(lines).size).toBe(0);
  },
  scaled(180_000),
);

it(
  "an undo of 'Cancelar invitación', its worker killed mid-inverse: the user assigned again and their status back, each once",
  async () => {
    const first = await startWorkerProcess();
    // A subscriber with room, and an invited user of it whose invitation the platform will not cancel.
    const base = await platform().subscribers.byNumber('100003');
    const organization = await platform().organizations.byId(base.organization_id!);
    const number = freshSubscriberNumber();
    await platform().subscribers.create({
      clicod: number,
      subscriber_name: `Deshacer ${number}`,
      organization_cuit: organization.organizationCuit,
      organization_legal_name: organization.organizationLegalName,
      subscriber_status_id: 1,
      subscriber_max_user_count: 3,
      creation_user: 'test',
      creation_date: new Date().toISOString(),
    });
    const user = await createSubscriberUser(platform(), { subscriberNumber: number });
    const refuse = await fetch(`${platformServer.url}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/invites/updateInviteUserInvite', status: 400, times: 1 }),
    });
    expect(refuse.ok).toBe(true);
    const original = await temporal.client.workflow.start('subscriberCancelInvitation', {
      taskQueue: TASK_QUEUE,
      workflowId: `subscriber.cancelInvitation/${number}/undo-crash-${randomUUID().slice(0, 6)}`,
      args: [
        {
          input: { subscriberNumber: number, userId: user.userId },
          actor: { email: 'soporte@consola.test' },
          source: 'api',
          reason: 'ya no trabaja con el estudio',
        },
      ],
    });
    await expect(original.result()).rejects.toThrow();
    await fetch(`${platformServer.url}/__stats/calls`, { method: 'DELETE' });

    const undo = await temporal.client.workflow.start('operationUndo', {
      taskQueue: TASK_QUEUE,
      workflowId: undoIdFor(original.workflowId),
      args: [
        {
          input: { operationId: original.workflowId },
          actor: { email: 'soporte@consola.test', roles: ['CGI.CustomerSupport'] },
          source: 'api',
          reason: 'sigue en el estudio',
        },
      ],
    });
    const deadline = Date.now() + scaled(60_000);
    for (;;) {
      const progress = await undo.query<OperationProgress>('progress');
      if (progress.steps.some((s) => s.key.startsWith('undo.') && s.status === 'running')) break;
      if (Date.now() > deadline) throw new Error('the undo never reached an inverse');
      await new Promise((r) => setTimeout(r, 50));
    }
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));

    await startWorkerProcess();
    const progress = (await undo.result()) as OperationProgress;
    expect(progress.steps.map((s) => [s.key, s.status])).toEqual([
      ['review', 'done'],
      ['undo.unassignUser', 'done'],
      ['undo.deleteOrganizationUser', 'done'],
    ]);
    const callsTo = async (path: string) =>
      (
        await fetch(`${platformServer.url}/__stats/calls?path=${path}`).then(
          (r) => r.json() as Promise<{ data: { calls: number } }>,
        )
      ).data.calls;
    expect(await callsTo('/subscribers/assignUserSubscriberCorpEntity')).toBe(1);
    expect(await callsTo('/organizations/updateUserOrganizationCorpEntities')).toBe(1);
    const users = await platform().subscribers.users(number, 0, 100);
    expect(users.map((u) => u.user_id)).toEqual([user.userId]);
    expect((await platform().organizations.userData(user.userId)).status.userStatusCode).toBe(
      'WAITING_VALIDATION',
    );
    const lines = (await platform().eventLog.ofTransaction(undo.workflowId)).map((entry) => entry.eventText);
    expect(lines.length - new Set(lines).size).toBe(0);
  },
  scaled(180_000),
);

const platform = () => createPlatformClient({ baseUrls: baseUrlsFor(platformServer.url) });

/** Open sessions for the account, straight into the platform's database (no service creates them). */
async function seedSessions(loginAccountId: number, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    await platformServer.db.query(
      `insert into device_session (uuid_device_session, login_account_id, device_model, agent_name, agent_version,
         agent_language, city, region, country, ip, creation_date, last_activity_date)
       values ($1::uuid, $2, $3, 'Chrome', '126', 'es-AR', 'Rosario', 'Santa Fe', 'Argentina', '10.0.0.1', now(), now())`,
      [randomUUID(), loginAccountId, `Windows 10 #${i}`],
    );
  }
}
