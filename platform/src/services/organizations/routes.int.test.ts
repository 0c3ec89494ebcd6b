import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFixtures } from '../../seed';
import { failureOf, startTestPlatform, type TestPlatform } from '@cgi/test-support/platform';

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

  it('searches names uppercased anywhere in the name, TESTING-ORG by default, 404 when none match', async () => {
    const byDefault = await t.client.organizations.search();
    expect(byDefault.length).toBeGreaterThan(10);
    expect(byDefault.every((o) => o.organizationType.organizationTypeCode === 'TESTING-ORG')).toBe(true);
    expect(byDefault.map((o) => o.organizationCuit)).toContain(demoFixtures.demoOrganization.cuit);

    const byName = await t.client.organizations.search({ organizationName: 'demo' });
    expect(byName.map((o) => o.organizationName)).toEqual(
      expect.arrayContaining(['Estudio Contable Demo', 'Cliente Demo']),
    );
    const byLegalName = await t.client.organizations.search({ organizationLegalName: 'CONTABLE DEMO S.R.L' });
    expect(byLegalName.map((o) => o.organizationId)).toEqual([demoOrganizationId]);
    const typed = await t.client.organizations.search({
      organizationName: 'DEMO',
      organizationTypeCode: 'CUSTOMER-ORG',
    });
    expect(typed.map((o) => o.organizationName)).toEqual(['Cliente Demo']);
    expect(await t.client.organizations.search({ organizationName: 'ESTUDIO', limit: 2 })).toHaveLength(2);

    for (const organizationName of ['ZZZ-NO-EXISTE', '100%', '_']) {
      expect(await failureOf(t.client.organizations.search({ organizationName }))).toEqual({
        status: 404,
        code: 'organizationsNotFound',
        message: 'datos no encontrados',
      });
    }
  });

  it("finds an organization by CUIT, or 404 'Organization not found'", async () => {
    expect(await t.client.organizations.byCuit(demoFixtures.demoOrganization.cuit)).toMatchObject({
      organizationId: demoOrganizationId,
      organizationType: { organizationTypeCode: 'TESTING-ORG' },
    });
    expect(await failureOf(t.client.organizations.byCuit('20000000001'))).toEqual({
      status: 404,
      code: 'organizationNotFound',
      message: 'Organization not found',
    });
    expect(await failureOf(t.client.organizations.byCuit('123'))).toMatchObject({ status: 400 });
  });

  it('edits only the fields sent and refuses a CUIT of another organization', async () => {
    const other = await t.client.organizations.byCuit(demoFixtures.otherOrganization.cuit);
    const edited = await t.client.organizations.update({
      organizationId: other.organizationId,
      organizationName: 'Cliente Demo Editado',
      organizationMaxAccessCount: 7,
      organizationCuit: '',
      modificationUser: 'admin@proveedor.com.ar',
    });
    expect(edited).toMatchObject({
      organizationName: 'Cliente Demo Editado',
      organizationLegalName: other.organizationLegalName,
      organizationCuit: other.organizationCuit,
      organizationMaxAccessCount: 7,
      modificationUser: 'admin@proveedor.com.ar',
    });
    const clash = await failureOf(
      t.client.organizations.update({
        organizationId: other.organizationId,
        organizationCuit: demoFixtures.demoOrganization.cuit,
      }),
    );
    expect(clash).toMatchObject({ status: 409, code: 'organizationCuitAlreadyExists' });
    expect(clash.message).toContain('CUIT');
    expect(
      await failureOf(t.client.organizations.update({ organizationId: 999_999, organizationName: 'x' })),
    ).toMatchObject({
      status: 404,
      message: 'Organization not found',
    });
    expect(
      await failureOf(
        t.client.organizations.update({ organizationId: other.organizationId, organizationCuit: '3071' }),
      ),
    ).toMatchObject({ status: 400 });
    expect(
      await failureOf(
        t.client.organizations.update({ organizationId: other.organizationId, organizationTypeId: 99 }),
      ),
    ).toMatchObject({ status: 400 });
  });

  it("lists an organization's users in both forms, or 404", async () => {
    const users = await t.client.organizations.users(demoOrganizationId);
    const active = users.find((u) => u.account.email === demoFixtures.activeEmail)!;
    expect(active).toMatchObject({
      user_id: active.userId,
      login_account_id: active.loginAccountId,
      login_account: { email: demoFixtures.activeEmail, first_name: 'Ana', last_name: 'Activa' },
      organization_user_type_id: 3,
      organization_commercial_user_type_id: 1,
      user_status_id: 1,
      type: { organizationUserTypeCode: 'ORG-ADMIN' },
      commercialType: { organizationCommercialUserTypeCode: 'SUBSCRIBER' },
    });
    expect(users.map((u) => u.status.userStatusCode)).toEqual(
      expect.arrayContaining(['ACTIVE', 'WAITING_VALIDATION', 'DELETED']),
    );
    expect(await failureOf(t.client.organizations.users(999_999))).toMatchObject({
      status: 404,
      message: 'Organization not found',
    });
  });
});
