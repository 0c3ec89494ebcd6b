// The add-user operation end to end: real Temporal dev server, real worker, real platform
// on PGlite. One test per branch of spec 1 §4, plus transient-failure retries.
import { randomUUID } from 'node:crypto';
import { messages, TASK_QUEUE, type OperationProgress, type SubscriberAddUserInput } from '@cgi/workflows';
import { WorkflowFailedError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperationsTestEnv, type OperationsTestEnv } from '@cgi/test-support/operations-env';
import { scaled } from '@cgi/test-support/slowdown';

let env: OperationsTestEnv;

beforeAll(async () => {
  env = await startOperationsTestEnv();
});

afterAll(async () => {
  await env?.stop();
});

const actor = { email: 'soporte@consola.test', userId: 900002 };

function input(overrides: Partial<SubscriberAddUserInput> = {}): SubscriberAddUserInput {
  return {
    subscriberNumber: '100001',
    email: `nuevo.${randomUUID().slice(0, 8)}@demo.com.ar`,
    firstName: 'Nuevo',
    lastName: 'Usuario',
    phone: '1155550000',
    userTypeCode: 'ORG-STAFF',
    ...overrides,
  };
}

async function run(
  data: SubscriberAddUserInput,
): Promise<
  | { ok: true; progress: OperationProgress; id: string }
  | { ok: false; progress: OperationProgress; id: string }
> {
  const id = `subscriber.addUser/${data.subscriberNumber}/${randomUUID().slice(0, 8)}`;
  const handle = await env.temporal.client.workflow.start('subscriberAddUser', {
    taskQueue: TASK_QUEUE,
    workflowId: id,
    args: [{ input: data, actor, source: 'api' }],
  });
  try {
    return { ok: true, progress: (await handle.result()) as OperationProgress, id };
  } catch (error) {
    if (error instanceof WorkflowFailedError && error.cause instanceof ApplicationFailure) {
      return { ok: false, progress: error.cause.details?.[0] as OperationProgress, id };
    }
    throw error;
  }
}

const statusOf = (progress: OperationProgress) =>
  Object.fromEntries(progress.steps.map((s) => [s.key, s.status]));

async function injectFault(path: string, status: number, times: number) {
  const response = await fetch(`${env.platformUrl}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, status, times }),
  });
  expect(response.ok).toBe(true);
}

describe('subscriber.addUser', () => {
  it('creates identity and login accounts, links, invites and assigns a new e-mail', async () => {
    const data = input();
    const outcome = await run(data);
    expect(outcome.ok).toBe(true);
    expect(outcome.progress.result?.message).toBe(messages.userAdded);
    expect(statusOf(outcome.progress)).toEqual({
      checkCapacity: 'done',
      findLoginAccount: 'done',
      createIdentityAccount: 'done',
      createLoginAccount: 'done',
      getOrganizationLinks: 'done',
      linkOrganization: 'done',
      sendInvite: 'done',
      assignUser: 'done',
    });

    const { loginAccount } = await env.platform.loginAccounts.byEmail(data.email);
    expect(loginAccount.accountStatusCode).toBe('WAITING_VALIDATION');
    const links = await env.platform.organizations.linksOfLoginAccount(loginAccount.loginAccountId);
    expect(links).toHaveLength(1);
    expect(links[0]?.status.userStatusCode).toBe('WAITING_VALIDATION');
    const users = await env.platform.subscribers.users('100001');
    expect(users.filter((u) => u.login_account.email === data.email)).toHaveLength(1);
    const invites = await env.platform.invites.search({
      destinationEmail: [data.email],
      inviteTypeCode: ['ORG-STAFF-USER-REGISTRATION'],
      inviteStatusCode: ['ACTIVE'],
    });
    expect(invites.flatMap((i) => i.invites)).toHaveLength(1);

    const log = await env.platform.eventLog.ofTransaction(outcome.id);
    expect(log.map((entry) => entry.eventText)).toEqual([
      ...outcome.progress.steps.map((step) => `${step.label}: completado (intentos: 1)`),
      `Operación completada: ${messages.userAdded}`,
    ]);
    // The lines are written together at the end: one local activity, not one per step holding
    // each step's workflow task open.
    const { events } = await env.temporal.client.workflow.getHandle(outcome.id).fetchHistory();
    const localActivities = (events ?? []).filter(
      (event) => event.markerRecordedEventAttributes?.markerName === 'core_local_activity',
    );
    expect(localActivities).toHaveLength(1);
    // Every patch it passes stands behind one marker (core/patches.ts): a marker and a
    // TemporalChangeVersion upsert per patch cost ten events before the fold.
    const patchMarkers = (events ?? []).filter(
      (event) => event.markerRecordedEventAttributes?.markerName === 'core_patch',
    );
    expect(patchMarkers).toHaveLength(1);
    expect(
      log.every((entry) => entry.processName === 'subscriber.addUser' && entry.logType === 'NOTIFY'),
    ).toBe(true);
  });

  it('invites and assigns an existing account that is waiting for validation', async () => {
    const outcome = await run(input({ email: 'espera@demo.com.ar' }));
    expect(outcome.ok).toBe(true);
    expect(statusOf(outcome.progress)).toMatchObject({
      createIdentityAccount: 'skipped',
      createLoginAccount: 'skipped',
      linkOrganization: 'skipped',
      sendInvite: 'done',
      assignUser: 'done',
    });
  });

  it('stops with the spec text when account and link are both active', async () => {
    const before = await env.platform.subscribers.users('100001');
    const outcome = await run(input({ email: 'activo@demo.com.ar' }));
    expect(outcome.ok).toBe(false);
    expect(outcome.progress.error).toEqual({
      code: 'USER_ALREADY_ACTIVE',
      message: 'Usuario ya existente y activo',
    });
    expect(statusOf(outcome.progress)).toMatchObject({
      linkOrganization: 'failed',
      sendInvite: 'pending',
      assignUser: 'pending',
    });
    expect(await env.platform.subscribers.users('100001')).toHaveLength(before.length);
  });

  it('refuses a subscriber at capacity before touching any account', async () => {
    const data = input({ subscriberNumber: '100002' });
    const outcome = await run(data);
    expect(outcome.ok).toBe(false);
    expect(outcome.progress.error?.message).toBe(
      'El suscriptor posee la cantidad máxima de usuarios establecida',
    );
    expect(statusOf(outcome.progress)).toMatchObject({
      checkCapacity: 'failed',
      findLoginAccount: 'pending',
    });
    await expect(env.platform.loginAccounts.byEmail(data.email)).rejects.toMatchObject({ status: 404 });
  });

  it('completes without a second assignment when the user is already assigned', async () => {
    const data = input();
    expect((await run(data)).ok).toBe(true);
    const again = await run(data);
    expect(again.ok).toBe(true);
    expect(again.progress.result).toMatchObject({ alreadyAssigned: true, accountCreated: false });
    const users = await env.platform.subscribers.users('100001');
    expect(users.filter((u) => u.login_account.email === data.email)).toHaveLength(1);
    const invites = await env.platform.invites.search({
      destinationEmail: [data.email],
      inviteTypeCode: ['ORG-STAFF-USER-REGISTRATION'],
      inviteStatusCode: ['ACTIVE'],
    });
    expect(invites.flatMap((i) => i.invites)).toHaveLength(1);
  });

  it('retries a step through transient 5xx answers and records each failed attempt', async () => {
    await injectFault('/subscribers/assignUserSubscriberCorpEntity', 503, 2);
    const outcome = await run(input());
    expect(outcome.ok).toBe(true);
    const assign = outcome.progress.steps.find((s) => s.key === 'assignUser');
    expect(assign?.attempts).toBe(3);
    expect(assign?.attemptErrors).toHaveLength(2);
    // In the staff's words (issue 43): the service, what happened; no path, no status code.
    expect(assign?.attemptErrors[0]?.message).toBe(
      'El servicio de suscriptores no respondió (no disponible)',
    );
  });

  it(
    'fails with the generic text once retries run out',
    async () => {
      await injectFault('/login-accounts/loginAccountByEmail', 500, 50);
      const outcome = await run(input());
      expect((await fetch(`${env.platformUrl}/__faults`, { method: 'DELETE' })).ok).toBe(true);
      expect(outcome.ok).toBe(false);
      expect(outcome.progress.error?.message).toBe(messages.addUserStepFailed);
      const step = outcome.progress.steps.find((s) => s.key === 'findLoginAccount');
      expect(step).toMatchObject({ status: 'failed', attempts: 5 });
    },
    scaled(90_000),
  );
});
