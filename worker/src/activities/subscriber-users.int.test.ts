// Deactivate user, cancel and resend the invitation, and edit user, end to end: real Temporal
// dev server, real worker, real platform on PGlite. Each test makes its own user with the
// fixture factory; one test per branch of spec 1 §4 and §8, plus re-runs.
import { messages } from '@cgi/workflows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperationsTestEnv, type OperationsTestEnv } from '@cgi/test-support/operations-env';
import { injectFault, runOperation, stepStatuses } from '@cgi/test-support/run-operation';
import { createSubscriberUser } from '@cgi/test-support/subscriber-fixtures';
import { createSubscriberUserActivities } from './subscriber-users';

let env: OperationsTestEnv;

beforeAll(async () => {
  env = await startOperationsTestEnv();
});

afterAll(async () => {
  await env?.stop();
});

const staff = { email: 'soporte@consola.test', userId: 900002 };

const workflowOf = {
  'subscriber.deactivateUser': 'subscriberDeactivateUser',
  'subscriber.cancelInvitation': 'subscriberCancelInvitation',
  'subscriber.resendInvitation': 'subscriberResendInvitation',
  'user.edit': 'userEdit',
} as const;

function run(
  type: keyof typeof workflowOf,
  input: { subscriberNumber?: string; userId: number } & Record<string, unknown>,
  actor: { email: string; userId?: number | null } = staff,
  retry?: { maxAttempts: number; initialBackoffMs: number; maxBackoffMs: number },
) {
  return runOperation(env, {
    type,
    workflowType: workflowOf[type],
    target: input.subscriberNumber ?? String(input.userId),
    input,
    actor,
    ...(retry ? { retry } : {}),
  });
}

const assignedUserIds = async (subscriberNumber: string) =>
  (await env.platform.subscribers.users(subscriberNumber)).map((u) => u.user_id);

const activeInvitesOf = async (email: string) =>
  (
    await env.platform.invites.search({
      destinationEmail: [email],
      inviteTypeCode: ['ORG-STAFF-USER-REGISTRATION'],
      inviteStatusCode: ['ACTIVE'],
    })
  ).flatMap((entry) => entry.invites);

describe('subscriber.deactivateUser', () => {
  it('marks the user DELETED and unassigns them; the account keeps existing', async () => {
    const user = await createSubscriberUser(env.platform, { status: 'ACTIVE' });
    const outcome = await run('subscriber.deactivateUser', {
      subscriberNumber: '100003',
      userId: user.userId,
    });
    expect(outcome.ok).toBe(true);
    expect(outcome.progress.result?.message).toBe('Usuario dado de baja con éxito');
    expect(stepStatuses(outcome.progress)).toEqual({
      getSubscriber: 'done',
      checkNotSelf: 'done',
      deleteOrganizationUser: 'done',
      unassignUser: 'done',
    });
    expect((await env.platform.organizations.userData(user.userId)).status.userStatusCode).toBe('DELETED');
    expect(await assignedUserIds('100003')).not.toContain(user.userId);
    expect((await env.platform.loginAccounts.byEmail(user.email)).loginAccount.loginAccountId).toBe(
      user.loginAccountId,
    );
    const log = await env.platform.eventLog.ofTransaction(outcome.id);
    expect(log.every((entry) => entry.processName === 'subscriber.deactivateUser')).toBe(true);
  });

  it('refuses to deactivate the signed-in user (by e-mail or by user id)', async () => {
    const user = await createSubscriberUser(env.platform, { status: 'ACTIVE' });
    for (const actor of [
      { email: user.email.toUpperCase(), userId: null },
      { email: 'otro@consola.test', userId: user.userId },
    ]) {
      const outcome = await run(
        'subscriber.deactivateUser',
        { subscriberNumber: '100003', userId: user.userId },
        actor,
      );
      expect(outcome.ok).toBe(false);
      expect(outcome.progress.error).toEqual({
        code: 'SELF_DEACTIVATION',
        message: 'Un usuario no se puede dar de baja a si mismo',
      });
      expect(stepStatuses(outcome.progress)).toMatchObject({
        checkNotSelf: 'failed',
        deleteOrganizationUser: 'pending',
      });
    }
    expect((await env.platform.organizations.userData(user.userId)).status.userStatusCode).toBe('ACTIVE');
  });

  it("answers 'El usuario no existe' for an unknown organization user", async () => {
    const outcome = await run('subscriber.deactivateUser', { subscriberNumber: '100003', userId: 987_654 });
    expect(outcome.progress.error).toEqual({ code: 'USER_NOT_FOUND', message: 'El usuario no existe' });
  });

  it("answers 'El suscriptor ingresado no existe' for an unknown subscriber", async () => {
    const outcome = await run('subscriber.deactivateUser', { subscriberNumber: '999999999', userId: 3 });
    expect(outcome.progress.error?.message).toBe(messages.subscriberNotFound);
  });

  it("stops with 'Ocurrió un error, no existe la asociación' when the user is not assigned", async () => {
    const user = await createSubscriberUser(env.platform, { status: 'ACTIVE', assigned: false });
    const outcome = await run('subscriber.deactivateUser', {
      subscriberNumber: '100003',
      userId: user.userId,
    });
    expect(outcome.ok).toBe(false);
    expect(outcome.progress.error).toEqual({
      code: 'ASSOCIATION_NOT_FOUND',
      message: 'Ocurrió un error, no existe la asociación',
    });
    expect(stepStatuses(outcome.progress)).toMatchObject({
      deleteOrganizationUser: 'done',
      unassignUser: 'failed',
    });
  });

  it('a retried unassign that finds no association takes it as its own earlier effect', async () => {
    const user = await createSubscriberUser(env.platform, { status: 'ACTIVE', assigned: false });
    await injectFault(env, '/subscribers/unassignUserSubscriberCorpEntity', 503, 1);
    const outcome = await run('subscriber.deactivateUser', {
      subscriberNumber: '100003',
      userId: user.userId,
    });
    expect(outcome.ok).toBe(true);
    const step = outcome.progress.steps.find((s) => s.key === 'unassignUser');
    expect(step).toMatchObject({ status: 'done', attempts: 2, note: 'la asociación ya no existía' });
  });

  it('running it again on a deactivated user reports the missing association and changes nothing', async () => {
    const user = await createSubscriberUser(env.platform, { status: 'ACTIVE' });
    const input = { subscriberNumber: '100003', userId: user.userId };
    expect((await run('subscriber.deactivateUser', input)).ok).toBe(true);
    const again = await run('subscriber.deactivateUser', input);
    expect(again.progress.error?.message).toBe(messages.associationNotFound);
    expect((await env.platform.organizations.userData(user.userId)).status.userStatusCode).toBe('DELETED');
  });
});

describe('subscriber.cancelInvitation', () => {
  it('marks the user DELETED, unassigns and cancels the active invitation', async () => {
    const user = await createSubscriberUser(env.platform);
    const outcome = await run('subscriber.cancelInvitation', {
      subscriberNumber: '100003',
      userId: user.userId,
    });
    expect(outcome.ok).toBe(true);
    expect(outcome.progress.result?.message).toBe('Invitación cancelada con éxito.');
    expect(stepStatuses(outcome.progress)).toEqual({
      findInvite: 'done',
      deleteOrganizationUser: 'done',
      unassignUser: 'done',
      cancelInvite: 'done',
    });
    expect(await activeInvitesOf(user.email)).toHaveLength(0);
    expect(await assignedUserIds('100003')).not.toContain(user.userId);
    expect((await env.platform.organizations.userData(user.userId)).status.userStatusCode).toBe('DELETED');
  });

  it('tolerates a missing association', async () => {
    const user = await createSubscriberUser(env.platform, { assigned: false });
    const outcome = await run('subscriber.cancelInvitation', {
      subscriberNumber: '100003',
      userId: user.userId,
    });
    expect(outcome.ok).toBe(true);
    expect(outcome.progress.steps.find((s) => s.key === 'unassignUser')).toMatchObject({
      status: 'done',
      note: 'el usuario no estaba asignado al suscriptor',
    });
    expect(await activeInvitesOf(user.email)).toHaveLength(0);
  });

  it("answers 'No se encontró la invitación a cancelar' without an active invitation, touching nothing", async () => {
    const user = await createSubscriberUser(env.platform, { invited: false });
    const outcome = await run('subscriber.cancelInvitation', {
      subscriberNumber: '100003',
      userId: user.userId,
    });
    expect(outcome.progress.error).toEqual({
      code: 'INVITE_NOT_FOUND',
      message: 'No se encontró la invitación a cancelar',
    });
    expect(stepStatuses(outcome.progress)).toMatchObject({
      findInvite: 'failed',
      deleteOrganizationUser: 'pending',
    });
    expect(await assignedUserIds('100003')).toContain(user.userId);
  });

  it('running it again finds no invitation to cancel', async () => {
    const user = await createSubscriberUser(env.platform);
    const input = { subscriberNumber: '100003', userId: user.userId };
    expect((await run('subscriber.cancelInvitation', input)).ok).toBe(true);
    expect((await run('subscriber.cancelInvitation', input)).progress.error?.message).toBe(
      messages.inviteToCancelNotFound,
    );
  });
});

describe('subscriber.resendInvitation', () => {
  it('cancels the active invitation and sends a new one with the same data', async () => {
    const user = await createSubscriberUser(env.platform);
    const outcome = await run('subscriber.resendInvitation', {
      subscriberNumber: '100003',
      userId: user.userId,
    });
    expect(outcome.ok).toBe(true);
    expect(outcome.progress.result?.message).toBe('Invitación enviada con éxito.');
    expect(stepStatuses(outcome.progress)).toEqual({
      findInvite: 'done',
      cancelInvite: 'done',
      createInvite: 'done',
    });
    const active = await activeInvitesOf(user.email);
    expect(active).toHaveLength(1);
    expect(active[0]?.inviteId).not.toBe(user.inviteId);
    expect(active[0]?.inviteData).toMatchObject({ subscriberRefId: '100003', userId: user.userId });
    // The user stays as they were.
    expect(await assignedUserIds('100003')).toContain(user.userId);
  });

  it("answers 'No se encontró la invitación a reenviar' without an active invitation", async () => {
    const user = await createSubscriberUser(env.platform, { invited: false });
    const outcome = await run('subscriber.resendInvitation', {
      subscriberNumber: '100003',
      userId: user.userId,
    });
    expect(outcome.progress.error).toEqual({
      code: 'INVITE_NOT_FOUND',
      message: 'No se encontró la invitación a reenviar',
    });
  });

  it('running it again leaves exactly one active invitation', async () => {
    const user = await createSubscriberUser(env.platform);
    const input = { subscriberNumber: '100003', userId: user.userId };
    expect((await run('subscriber.resendInvitation', input)).ok).toBe(true);
    expect((await run('subscriber.resendInvitation', input)).ok).toBe(true);
    expect(await activeInvitesOf(user.email)).toHaveLength(1);
  });

  it('a repeated send reuses the invitation it already sent', async () => {
    const user = await createSubscriberUser(env.platform);
    const activities = createSubscriberUserActivities(env.platform);
    const previous = await activities.findActiveInvite({
      email: user.email,
      subscriberNumber: '100003',
      userId: user.userId,
      notFoundMessage: messages.inviteToResendNotFound,
    });
    await activities.cancelInvite({ inviteId: previous.inviteId });
    await activities.cancelInvite({ inviteId: previous.inviteId });
    const first = await activities.recreateInvite({ previous });
    expect(await activities.recreateInvite({ previous })).toEqual({ inviteId: first.inviteId, reused: true });
    expect(await activeInvitesOf(user.email)).toHaveLength(1);
  });
});

describe('user.edit', () => {
  it('sends a name change to the login account only', async () => {
    const user = await createSubscriberUser(env.platform, { status: 'ACTIVE' });
    const outcome = await run('user.edit', {
      subscriberNumber: '100003',
      userId: user.userId,
      firstName: 'Renombrada',
    });
    expect(outcome.ok).toBe(true);
    expect(outcome.progress.result?.message).toBe('Usuario editado con éxito.');
    expect(stepStatuses(outcome.progress)).toEqual({
      updateLoginAccount: 'done',
      updateOrganizationUser: 'skipped',
    });
    const { loginAccount } = await env.platform.loginAccounts.byEmail(user.email);
    expect(loginAccount).toMatchObject({ firstName: 'Renombrada', lastName: 'Usuario' });
  });

  it('sends type, commercial type and status to the organization user only', async () => {
    const user = await createSubscriberUser(env.platform, { status: 'ACTIVE' });
    const outcome = await run('user.edit', {
      userId: user.userId,
      userTypeCode: 'ORG-ADMIN',
      commercialTypeCode: 'SUBSCRIBER',
      userStatusCode: 'SUSPENDED',
    });
    expect(stepStatuses(outcome.progress)).toEqual({
      updateLoginAccount: 'skipped',
      updateOrganizationUser: 'done',
    });
    expect(await env.platform.organizations.userData(user.userId)).toMatchObject({
      type: { organizationUserTypeCode: 'ORG-ADMIN' },
      commercialType: { organizationCommercialUserTypeCode: 'SUBSCRIBER' },
      status: { userStatusCode: 'SUSPENDED' },
    });
    const { loginAccount } = await env.platform.loginAccounts.byEmail(user.email);
    expect(loginAccount.firstName).toBe('Fixture');
  });

  it("answers 'El usuario no existe' for an unknown organization user", async () => {
    const outcome = await run('user.edit', { userId: 987_654, lastName: 'Nadie' });
    expect(outcome.ok).toBe(false);
    expect(outcome.progress.error).toEqual({ code: 'USER_NOT_FOUND', message: 'El usuario no existe' });
  });

  it('running it again gives the same result', async () => {
    const user = await createSubscriberUser(env.platform, { status: 'ACTIVE' });
    const input = { userId: user.userId, lastName: 'Otra', userStatusCode: 'BLOCKED' };
    expect((await run('user.edit', input)).ok).toBe(true);
    expect((await run('user.edit', input)).ok).toBe(true);
    expect((await env.platform.loginAccounts.byEmail(user.email)).loginAccount.lastName).toBe('Otra');
    expect((await env.platform.organizations.userData(user.userId)).status.userStatusCode).toBe('BLOCKED');
  });

  it('fails with the generic text once retries run out', async () => {
    const user = await createSubscriberUser(env.platform, { status: 'ACTIVE' });
    await injectFault(env, '/login-accounts/loginAccountUpdate', 500, 50);
    const outcome = await run('user.edit', { userId: user.userId, firstName: 'Nunca' }, staff, {
      maxAttempts: 5,
      initialBackoffMs: 20,
      maxBackoffMs: 20,
    });
    expect((await fetch(`${env.platformUrl}/__faults`, { method: 'DELETE' })).ok).toBe(true);
    expect(outcome.progress.error?.message).toBe('Ocurrió un error. Intente nuevamente.');
    expect(outcome.progress.steps.find((s) => s.key === 'updateLoginAccount')).toMatchObject({
      status: 'failed',
      attempts: 5,
    });
  });
});
