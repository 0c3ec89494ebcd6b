import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFixtures } from '../../seed';
import { failureOf, startTestPlatform, type TestPlatform } from '@cgi/test-support/platform';

describe('subscribers service', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform();
  });
  afterAll(() => t.platform.close());

  it('lists the subscriber statuses', async () => {
    expect(await t.client.subscribers.statuses()).toEqual([
      { subscriber_status_id: 1, subscriber_status_code: 'ACTIVE', subscriber_status_desc: 'Activo' },
      { subscriber_status_id: 2, subscriber_status_code: 'SUSPENDED', subscriber_status_desc: 'Suspendido' },
      { subscriber_status_id: 3, subscriber_status_code: 'INACTIVE', subscriber_status_desc: 'Baja' },
    ]);
  });

  it('finds a subscriber by number and by id', async () => {
    const byNumber = await t.client.subscribers.byNumber(demoFixtures.subscriberWithRoom);
    expect(byNumber).toMatchObject({
      subscriber_ref_id: '100001',
      subscriber_max_user_count: 10,
      subscriber_status_id: 1,
    });
    expect(await t.client.subscribers.byId(byNumber.subscriber_id)).toEqual(byNumber);
  });

  it("answers 404 'datos no encontrados' for an unknown subscriber", async () => {
    expect(await failureOf(t.client.subscribers.byNumber('999999999'))).toEqual({
      status: 404,
      code: 'subscriberNotFound',
      message: 'datos no encontrados',
    });
    expect((await failureOf(t.client.subscribers.users('999999999'))).message).toBe('datos no encontrados');
  });

  it("lists a subscriber's users in the list form", async () => {
    const users = await t.client.subscribers.users(demoFixtures.subscriberWithRoom);
    expect(users.map((u) => u.login_account.email)).toEqual([
      demoFixtures.activeEmail,
      demoFixtures.collaboratorEmail,
      demoFixtures.invitedEmail,
    ]);
    expect(users[2]).toMatchObject({ user_status_id: 5, user_status_code: 'WAITING_VALIDATION' });
    expect(await t.client.subscribers.users(demoFixtures.subscriberWithRoom, 1, 1)).toHaveLength(1);
  });

  it('lists the subscribers of an organization and of a user', async () => {
    const subscriber = await t.client.subscribers.byNumber(demoFixtures.subscriberWithRoom);
    const ofOrganization = await t.client.subscribers.ofOrganization(subscriber.organization_id!);
    expect(ofOrganization.map((s) => s.subscriber_ref_id)).toEqual(['100001', '100002', '100003']);
    expect(await t.client.subscribers.ofOrganization(999_999)).toEqual([]);

    const [active] = await t.client.subscribers.users(demoFixtures.subscriberWithRoom);
    const ofUser = await t.client.subscribers.ofUser(active!.user_id);
    expect(ofUser.map((s) => s.subscriber_ref_id)).toEqual(['100001', '100002', '100003']);
    expect(await failureOf(t.client.subscribers.ofUser(999_999))).toMatchObject({
      status: 404,
      message: 'Usuario no posee suscriptor asignado',
    });
  });

  it("creates a subscriber with status 1 and refuses a duplicate with 'Suscriptor ya existente'", async () => {
    const body = {
      clicod: '777001',
      subscriber_name: 'Nuevo Estudio S.A.',
      organization_cuit: demoFixtures.demoOrganization.cuit,
      organization_legal_name: 'Estudio Contable Demo S.R.L.',
      subscriber_status_id: 1,
      subscriber_max_user_count: 1,
      creation_user: 'admin@proveedor.com.ar',
      creation_date: new Date().toISOString(),
    };
    const { subscriber_id } = await t.client.subscribers.create(body);
    const created = await t.client.subscribers.byId(subscriber_id);
    const demo = await t.client.subscribers.byNumber(demoFixtures.subscriberWithRoom);
    expect(created).toMatchObject({
      subscriber_ref_id: '777001',
      subscriber_status_id: 1,
      organization_id: demo.organization_id,
    });

    expect(await failureOf(t.client.subscribers.create(body))).toMatchObject({
      status: 409,
      message: 'Suscriptor ya existente',
    });
  });

  it('assigns and unassigns a user, with 409 on a repeated assign and 404 on a missing association', async () => {
    const subscriber = await t.client.subscribers.byNumber(demoFixtures.subscriberWithoutLimit);
    // The collaborator is in 100001 but not in 100003.
    const users = await t.client.subscribers.users(demoFixtures.subscriberWithRoom);
    const collaborator = users.find((u) => u.login_account.email === demoFixtures.collaboratorEmail)!;
    const assignment = { user_id: collaborator.user_id, subscriber_id: subscriber.subscriber_id };
    const stamp = { creation_user: 'soporte@proveedor.com.ar', creation_date: new Date().toISOString() };

    expect(await t.client.subscribers.assignUser({ ...assignment, ...stamp })).toEqual(assignment);
    expect(await failureOf(t.client.subscribers.assignUser({ ...assignment, ...stamp }))).toEqual({
      status: 409,
      code: 'userAlreadyAssigned',
      message: 'El usuario ya está asignado al suscriptor',
    });
    expect(await t.client.subscribers.unassignUser(assignment)).toEqual(assignment);
    const again = await failureOf(t.client.subscribers.unassignUser(assignment));
    expect(again).toMatchObject({ status: 404, message: 'No existe la asociacion' });
  });

  it('refuses a user who counts as active (status 1 or 5) when the subscriber is full', async () => {
    const full = await t.client.subscribers.byNumber(demoFixtures.subscriberAtCapacity);
    const stamp = { creation_user: 'x', creation_date: new Date().toISOString() };
    const userOf = async (email: string) =>
      (await t.client.loginAccounts.byEmail(email)).loginAccount.organizationUsers[0]!.userId;
    const waiting = await userOf(demoFixtures.waitingEmail);
    expect(
      await failureOf(
        t.client.subscribers.assignUser({ user_id: waiting, subscriber_id: full.subscriber_id, ...stamp }),
      ),
    ).toEqual({
      status: 409,
      code: 'subscriberAtCapacity',
      message: 'El suscriptor posee la cantidad máxima de usuarios establecida',
    });
    // A deactivated user does not count, and an assigned one is reported as such.
    const deleted = await userOf(demoFixtures.deletedLinkEmail);
    expect(
      await t.client.subscribers.assignUser({
        user_id: deleted,
        subscriber_id: full.subscriber_id,
        ...stamp,
      }),
    ).toEqual({ user_id: deleted, subscriber_id: full.subscriber_id });
    const active = await userOf(demoFixtures.activeEmail);
    expect(
      await failureOf(
        t.client.subscribers.assignUser({ user_id: active, subscriber_id: full.subscriber_id, ...stamp }),
      ),
    ).toMatchObject({ status: 409, code: 'userAlreadyAssigned' });
  });

  it('refuses to assign to an unknown subscriber or user', async () => {
    const stamp = { creation_user: 'x', creation_date: new Date().toISOString() };
    expect(
      await failureOf(t.client.subscribers.assignUser({ user_id: 1, subscriber_id: 999_999, ...stamp })),
    ).toMatchObject({
      status: 404,
      message: 'datos no encontrados',
    });
    expect(
      await failureOf(t.client.subscribers.assignUser({ user_id: 999_999, subscriber_id: 1, ...stamp })),
    ).toMatchObject({
      status: 404,
      code: 'organizationUserNotFound',
    });
  });

  it('answers 400 with the error shape for an invalid request', async () => {
    const response = await fetch(`${t.platform.url}/subscribers/getSubscriberCorpEntities`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ codeMessageLanguage: 'validationError' });
  });
});
