// 'Añadir suscriptor' end to end: real Temporal dev server, real worker, real platform on
// PGlite. One test per branch of spec 1 §4 and §8, plus the idempotency of its writes.
import { randomUUID } from 'node:crypto';
import { messages, type SubscriberCreateInput } from '@cgi/workflows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperationsTestEnv, type OperationsTestEnv } from '@cgi/test-support/operations-env';
import { runOperation, stepStatuses, injectFault } from '@cgi/test-support/run-operation';
import { createSubscriberUser, freshSubscriberNumber } from '@cgi/test-support/subscriber-fixtures';
import { createSubscriberCreateActivities } from './subscriber-create';

let env: OperationsTestEnv;

beforeAll(async () => {
  env = await startOperationsTestEnv();
});

afterAll(async () => {
  await env?.stop();
});

const actor = { email: 'soporte@consola.test', userId: 900002 };
/** Organization 2 'Estudio Contable Demo' of the demo fixtures. */
const ORGANIZATION_ID = 2;

function createInput(overrides: Partial<SubscriberCreateInput> = {}): SubscriberCreateInput {
  return {
    organizationId: ORGANIZATION_ID,
    email: `alta.${randomUUID().slice(0, 8)}@demo.com.ar`,
    subscriberNumber: freshSubscriberNumber(),
    subscriberName: 'Nuevo Estudio S.A.',
    maxUsers: 3,
    ...overrides,
  };
}

const run = (input: SubscriberCreateInput) =>
  runOperation(env, {
    type: 'subscriber.create',
    workflowType: 'subscriberCreate',
    target: input.subscriberNumber,
    input,
    actor,
  });

describe('subscriber.create', () => {
  it('creates the subscriber, an active account and admin link, assigns and invites a new e-mail', async () => {
    const input = createInput();
    const outcome = await run(input);
    expect(outcome.ok).toBe(true);
    expect(outcome.progress.result?.message).toBe('Suscriptor agregado con éxito.');
    expect(stepStatuses(outcome.progress)).toEqual({
      checkSubscriber: 'done',
      createSubscriber: 'done',
      findLoginAccount: 'done',
      createIdentityAccount: 'done',
      createLoginAccount: 'done',
      linkOrganization: 'done',
      assignUser: 'done',
      sendInvite: 'done',
    });

    const subscriber = await env.platform.subscribers.byNumber(input.subscriberNumber);
    expect(subscriber).toMatchObject({
      subscriber_name: 'Nuevo Estudio S.A.',
      subscriber_status_id: 1,
      subscriber_max_user_count: 3,
      organization_id: ORGANIZATION_ID,
      creation_user: actor.email,
    });
    const { loginAccount } = await env.platform.loginAccounts.byEmail(input.email);
    expect(loginAccount.accountStatusCode).toBe('ACTIVE');
    const links = await env.platform.organizations.linksOfLoginAccount(loginAccount.loginAccountId);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({
      organizationId: ORGANIZATION_ID,
      type: { organizationUserTypeCode: 'ORG-ADMIN' },
      commercialType: { organizationCommercialUserTypeCode: 'SUBSCRIBER' },
      status: { userStatusCode: 'ACTIVE' },
    });
    const users = await env.platform.subscribers.users(input.subscriberNumber);
    expect(users.map((u) => u.login_account.email)).toEqual([input.email]);
    const invites = await env.platform.invites.search({
      destinationEmail: [input.email],
      inviteTypeCode: ['SUBSCRIBER-USER-REGISTRATION'],
      inviteStatusCode: ['ACTIVE'],
    });
    expect(invites.flatMap((i) => i.invites)).toHaveLength(1);

    const log = await env.platform.eventLog.ofTransaction(outcome.id);
    expect(log.length).toBeGreaterThanOrEqual(8);
    expect(log.every((entry) => entry.processName === 'subscriber.create')).toBe(true);
  });

  it('reuses an existing account and its link, and sends no invitation', async () => {
    const input = createInput({ email: 'activo@demo.com.ar' });
    const outcome = await run(input);
    expect(outcome.ok).toBe(true);
    expect(stepStatuses(outcome.progress)).toMatchObject({
      createIdentityAccount: 'skipped',
      createLoginAccount: 'skipped',
      linkOrganization: 'done',
      assignUser: 'done',
      sendInvite: 'skipped',
    });
    expect(outcome.progress.steps.find((s) => s.key === 'linkOrganization')?.note).toBe(
      'el usuario ya pertenece a la organización',
    );
    const users = await env.platform.subscribers.users(input.subscriberNumber);
    expect(users.map((u) => u.user_id)).toEqual([3]);
  });

  it('makes a deactivated user of the organization its admin again', async () => {
    const input = createInput({ email: 'baja@demo.com.ar' });
    const outcome = await run(input);
    expect(outcome.ok).toBe(true);
    const link = await env.platform.organizations.userData(7);
    expect(link.status.userStatusCode).toBe('ACTIVE');
    expect(link.type.organizationUserTypeCode).toBe('ORG-ADMIN');
  });

  it("refuses a subscriber number already in use with 'Suscriptor ya existente'", async () => {
    const input = createInput({ subscriberNumber: '100001' });
    const outcome = await run(input);
    expect(outcome.ok).toBe(false);
    expect(outcome.progress.error).toEqual({ code: 'SUBSCRIBER_EXISTS', message: 'Suscriptor ya existente' });
    expect(stepStatuses(outcome.progress)).toMatchObject({
      checkSubscriber: 'failed',
      createSubscriber: 'pending',
    });
    await expect(env.platform.loginAccounts.byEmail(input.email)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses an organization that does not exist with the spec text', async () => {
    const outcome = await run(createInput({ organizationId: 987_654 }));
    expect(outcome.ok).toBe(false);
    expect(outcome.progress.error?.message).toBe('Ocurrió un error. Intente cargar nuevamente la página');
  });

  it('running the same operation again changes nothing and says the subscriber exists', async () => {
    const input = createInput();
    expect((await run(input)).ok).toBe(true);
    const again = await run(input);
    expect(again.ok).toBe(false);
    expect(again.progress.error?.message).toBe(messages.subscriberExists);
    expect(await env.platform.subscribers.users(input.subscriberNumber)).toHaveLength(1);
  });

  it('retries a step through transient 5xx answers', async () => {
    await injectFault(env, '/subscribers/createSubscriberCorpEntities', 503, 1);
    const outcome = await run(createInput());
    expect(outcome.ok).toBe(true);
    const step = outcome.progress.steps.find((s) => s.key === 'createSubscriber');
    expect(step).toMatchObject({ status: 'done', attempts: 2 });
  });
});

describe('subscriber.create retried', () => {
  it('continues after the steps already done and writes nothing twice', async () => {
    const input = createInput();
    await injectFault(env, '/subscribers/assignUserSubscriberCorpEntity', 500, 50);
    const failed = await runOperation(env, {
      type: 'subscriber.create',
      workflowType: 'subscriberCreate',
      target: input.subscriberNumber,
      input,
      actor,
      retry: { maxAttempts: 2, initialBackoffMs: 10, maxBackoffMs: 10 },
    });
    expect((await fetch(`${env.platformUrl}/__faults`, { method: 'DELETE' })).ok).toBe(true);
    expect(failed.ok).toBe(false);
    expect(failed.progress.error?.message).toBe('Ocurrió un error.');
    expect(stepStatuses(failed.progress)).toMatchObject({ createSubscriber: 'done', assignUser: 'failed' });

    const retried = await runOperation(env, {
      type: 'subscriber.create',
      workflowType: 'subscriberCreate',
      target: input.subscriberNumber,
      input,
      actor,
      resumeFrom: failed.id,
    });
    expect(retried.ok).toBe(true);
    expect(retried.progress.result?.message).toBe(messages.subscriberAdded);
    const byKey = Object.fromEntries(retried.progress.steps.map((step) => [step.key, step]));
    expect(byKey.checkSubscriber?.resumedFrom).toBe(failed.id);
    expect(byKey.createSubscriber?.resumedFrom).toBe(failed.id);
    expect(byKey.assignUser).toMatchObject({ status: 'done' });
    expect(byKey.assignUser?.resumedFrom).toBeUndefined();
    expect(await env.platform.subscribers.users(input.subscriberNumber)).toHaveLength(1);
  });
});

describe('subscriber.create activities run twice', () => {
  it('find their own earlier effect instead of writing again', async () => {
    const activities = createSubscriberCreateActivities(env.platform);
    const subscriberNumber = freshSubscriberNumber();
    const organization = await activities.checkNewSubscriber({
      subscriberNumber,
      organizationId: ORGANIZATION_ID,
    });
    const args = {
      subscriberNumber,
      subscriberName: 'Dos Veces S.R.L.',
      maxUsers: 1,
      organization,
      actorEmail: actor.email,
    };
    const first = await activities.createSubscriber(args);
    const second = await activities.createSubscriber(args);
    expect(second).toEqual({ subscriberId: first.subscriberId, reused: true });
    // Someone else's subscriber with that number is not ours.
    await expect(
      activities.createSubscriber({ ...args, actorEmail: 'otra@consola.test' }),
    ).rejects.toMatchObject({
      message: 'Suscriptor ya existente',
    });

    const user = await createSubscriberUser(env.platform, {
      assigned: false,
      invited: false,
      status: 'ACTIVE',
    });
    const link = await activities.ensureSubscriberAdminLink({
      loginAccountId: user.loginAccountId,
      organizationId: user.organizationId,
    });
    expect(link).toMatchObject({ userId: user.userId, outcome: 'kept' });

    const inviteArgs = {
      email: user.email,
      userId: user.userId,
      firstName: 'Dos Veces S.R.L.',
      lastName: `Suscriptor ${subscriberNumber}`,
      organization,
      subscriberNumber,
    };
    const invite = await activities.sendSubscriberRegistrationInvite(inviteArgs);
    expect(await activities.sendSubscriberRegistrationInvite(inviteArgs)).toEqual({
      inviteId: invite.inviteId,
      reused: true,
    });
  });
});
