import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFixtures } from '../../seed';
import { failureOf, startTestPlatform, type TestPlatform } from '../../test-support';

describe('organizations service', () => {
  let t: TestPlatform;
  let demoOrganizationId: number;
  beforeAll(async () => {
    t = await startTestPlatform();
    demoOrganizationId = (await t.client.subscribers.byNumber(demoFixtures.subscriberWithRoom))
      .organization_id!;
  });
  afterAll(() => t.platform.close());

  it('finds an organization, or 404 Organization not found', async () => {
    expect(await t.client.organizations.byId(demoOrganizationId)).toMatchObject({
      organizationName: 'Estudio Contable Demo',
      organizationCuit: demoFixtures.demoOrganization.cuit,
      organizationType: {
        organizationTypeCode: 'TESTING-ORG',
        organizationTypeName: 'Organización de Testeo',
      },
    });
    expect(await failureOf(t.client.organizations.byId(999_999))).toEqual({
      status: 404,
      code: 'organizationNotFound',
      message: 'Organization not found',
    });
  });

  it('lists the catalogues with their fixed ids', async () => {
    expect((await t.client.organizations.types()).map((x) => x.organizationTypeCode)).toEqual([
      'MAIN-ORG',
      'TESTING-ORG',
      'CUSTOMER-ORG',
    ]);
    expect(await t.client.organizations.userTypes()).toEqual([
      {
        organizationUserTypeId: 1,
        organizationUserTypeCode: 'ORG-STAFF',
        organizationUserTypeName: 'Colaborador',
      },
      {
        organizationUserTypeId: 2,
        organizationUserTypeCode: 'DERIV-USER',
        organizationUserTypeName: 'Derivado',
      },
      {
        organizationUserTypeId: 3,
        organizationUserTypeCode: 'ORG-ADMIN',
        organizationUserTypeName: 'Administrador',
      },
    ]);
    expect(
      (await t.client.organizations.commercialUserTypes()).map((x) => x.organizationCommercialUserTypeName),
    ).toEqual(['Suscriptor', 'Registrado']);
  });

  it("lists a login account's organization users, empty when it has none", async () => {
    const { loginAccount } = await t.client.loginAccounts.byEmail(demoFixtures.waitingEmail);
    const links = await t.client.organizations.linksOfLoginAccount(loginAccount.loginAccountId);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({
      organizationId: demoOrganizationId,
      account: { email: demoFixtures.waitingEmail },
      status: { userStatusCode: 'WAITING_VALIDATION', userStatusName: 'Esperando validación' },
      type: { organizationUserTypeCode: 'ORG-STAFF' },
    });
    expect(await t.client.organizations.linksOfLoginAccount(999_999)).toEqual([]);
  });

  it('adds a user by codes, refuses a second link in the same organization, and updates it', async () => {
    const { loginAccount } = await t.client.loginAccounts.byEmail(demoFixtures.otherOrganizationEmail);
    const body = {
      loginAccountId: loginAccount.loginAccountId,
      organizationId: demoOrganizationId,
      organizationUserTypeCode: 'ORG-STAFF',
      organizationCommercialUserTypeCode: 'REGISTER',
      userStatusCode: 'WAITING_VALIDATION' as const,
    };
    const added = await t.client.organizations.addUser(body);
    expect(added).toMatchObject({
      loginAccountId: loginAccount.loginAccountId,
      organizationId: demoOrganizationId,
      status: { userStatusId: 5, userStatusCode: 'WAITING_VALIDATION' },
      commercialType: { organizationCommercialUserTypeCode: 'REGISTER' },
    });
    expect(await failureOf(t.client.organizations.addUser(body))).toMatchObject({
      status: 409,
      code: 'organizationUserAlreadyExists',
    });

    const updated = await t.client.organizations.updateUser({
      organizationUserId: added.userId,
      userStatusCode: 'DELETED',
    });
    expect(updated.status).toEqual({
      userStatusId: 4,
      userStatusCode: 'DELETED',
      userStatusName: 'Eliminado',
    });
    expect(updated.type.organizationUserTypeCode).toBe('ORG-STAFF');
    expect(await t.client.organizations.userData(added.userId)).toEqual(updated);
  });

  it('refuses unknown codes and unknown users', async () => {
    expect(
      await failureOf(
        t.client.organizations.addUser({
          loginAccountId: 1,
          organizationId: demoOrganizationId,
          organizationUserTypeCode: 'NOPE',
          organizationCommercialUserTypeCode: 'REGISTER',
          userStatusCode: 'ACTIVE',
        }),
      ),
    ).toMatchObject({ status: 400, code: 'validationError' });
    expect(await failureOf(t.client.organizations.userData(999_999))).toMatchObject({
      status: 404,
      code: 'organizationUserNotFound',
    });
    expect(
      await failureOf(
        t.client.organizations.updateUser({ organizationUserId: 999_999, userStatusCode: 'DELETED' }),
      ),
    ).toMatchObject({ status: 404, code: 'organizationUserNotFound' });
  });
});
