// Contract tests of the ME registration service: enablement and re-initialisation, user
// configuration, the initialisation status and the admin e-mail change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeEnablementRequest } from '../../client';
import { demoFixtures as f } from '../../seed';
import { failureOf, startTestPlatform, type TestPlatform } from '@cgi/test-support/platform';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.platform.close());

const userIdOf = async (email: string) =>
  (await t.client.loginAccounts.byEmail(email)).loginAccount.organizationUsers[0]!.userId;

/** The console's enablement request with the defaults of spec 2 §9. */
function enablement(
  organizationId: number,
  name: string,
  cuit: string,
  finish = '2099-12-31',
): MeEnablementRequest {
  const today = new Date().toISOString().slice(0, 10);
  return {
    organizationId,
    suborganizationName: name,
    suborganizationLegalName: name,
    suborganizationCUIT: cuit,
    appParams: [
      {
        appParameterCode: 'User.MaxFirmStaffCount',
        parameterValue: 2,
        productParameterRefCode: 'ME.USER.MAX-FIRM-STAFF-COUNT',
      },
      { appParameterCode: 'FirmCustomer.MaxFirmCustomerCount', parameterValue: 50 },
      { appParameterCode: 'User.MaxFirmCustomerStaffCount', parameterValue: 75 },
      { appParameterCode: 'Storage.MaxCapacityGB', parameterValue: 25 },
      { appParameterCode: 'CommunicationVE.MaxFirmCustomerCount', parameterValue: 0 },
    ],
    accessStartDate: today,
    accessFinishDate: finish,
    appModules: ['OrgFirmMgmnt', 'FirmCustomer', 'Storage'].map((appModuleCode) => ({
      appModuleCode,
      startDate: today,
      finishDate: null,
    })),
  };
}

describe('ME registration service: initialisation status', () => {
  it('reports a fully initialised organization', async () => {
    const status = await t.client.meRegistration.status(2);
    expect(status).toMatchObject({
      organizationId: 2,
      suborganizationId: f.demoStudy.id,
      applicationInstanceId: f.demoInstanceId,
      suborganizationExist: true,
      subscriberExist: true,
      baseSystemDefinedDirStorageExist: true,
      applicationInstanceExist: true,
    });
    expect(status.users).toEqual([
      {
        userId: await userIdOf(f.activeEmail),
        firstName: 'Ana',
        lastName: 'Activa',
        email: f.activeEmail,
        legacyUserRefId: null,
        isActive: true,
        suborganizationStaffExits: true,
        userExist: false,
        userstatusAccessMEExist: true,
        userAppAccessStatusCode: 'GRANTED',
        userGrantedRole: true,
        userSystemDefinedDirStorageExist: true,
      },
    ]);
  });

  it('reports what is missing, and 404 for an unknown organization', async () => {
    expect(await t.client.meRegistration.status(3)).toMatchObject({
      suborganizationExist: true,
      subscriberExist: true,
      baseSystemDefinedDirStorageExist: false,
      applicationInstanceExist: false,
      users: [
        {
          email: f.otherOrganizationEmail,
          isActive: true,
          suborganizationStaffExits: false,
          userGrantedRole: false,
        },
      ],
    });
    expect(await t.client.meRegistration.status(f.organizationWithoutAdmin.id)).toMatchObject({
      subscriberExist: false,
      users: [{ email: f.noAdminEmail, isActive: false }],
    });
    expect(await failureOf(t.client.meRegistration.status(999_999))).toMatchObject({
      status: 404,
      message: 'Organization not found',
    });
  });
});

describe('ME registration service: enablement', () => {
  it("enables ME Basic on the organization's study, configures its active admins, and re-initialises in place", async () => {
    const request = enablement(3, 'Cliente Demo', f.otherOrganization.cuit);
    const instance = await t.client.meRegistration.initialize(request);
    expect(instance).toMatchObject({
      appCode: 'ME',
      orgAppAccessStatusCode: 'GRANTED',
      baseApplicationInstance: true,
      organizationId: 3,
      baseSuborganizationId: f.studyWithoutFolder.id,
      accessFinishDate: '2099-12-31T00:00:00.000Z',
      activeAppUserCount: 1,
    });
    expect(instance.appModules.map((m) => m.appModuleCode)).toEqual([
      'OrgFirmMgmnt',
      'FirmCustomer',
      'Storage',
    ]);
    expect(instance.appParameters).toHaveLength(5);
    const status = await t.client.meRegistration.status(3);
    expect(status).toMatchObject({ baseSystemDefinedDirStorageExist: true, applicationInstanceExist: true });
    expect(status.users[0]).toMatchObject({
      suborganizationStaffExits: true,
      userstatusAccessMEExist: true,
      userGrantedRole: true,
      userSystemDefinedDirStorageExist: true,
    });

    const again = await t.client.meRegistration.initialize(
      enablement(3, 'Cliente Demo', f.otherOrganization.cuit, '2030-06-30'),
    );
    expect(again.applicationInstanceId).toBe(instance.applicationInstanceId);
    expect(again.accessFinishDate).toBe('2030-06-30T00:00:00.000Z');
    expect((await t.client.authorization.instancesOfOrganization(3)).applicationInstances).toHaveLength(1);
  });

  it('creates the study when the organization has none', async () => {
    const [row] = await t.platform.db.query<{ organization_id: number; organization_cuit: string }>(
      `select o.organization_id, o.organization_cuit from organization o
        where o.organization_id > 5
          and not exists (select 1 from suborganization s where s.organization_id = o.organization_id)
        order by o.organization_id limit 1`,
    );
    const instance = await t.client.meRegistration.initialize(
      enablement(row!.organization_id, 'Estudio Nuevo', row!.organization_cuit),
    );
    const study = await t.client.suborganizations.byId(instance.baseSuborganizationId!);
    expect(study).toMatchObject({
      suborganizationName: 'Estudio Nuevo',
      suborganizationCuit: row!.organization_cuit,
    });
  });

  it('refuses unknown organizations, modules and parameters', async () => {
    const request = enablement(999_999, 'x', '30712345671');
    expect(await failureOf(t.client.meRegistration.initialize(request))).toMatchObject({ status: 404 });
    const bad = enablement(3, 'x', '30712345671');
    expect(
      await failureOf(
        t.client.meRegistration.initialize({
          ...bad,
          appModules: [{ appModuleCode: 'Nope', startDate: '2025-01-01' }],
        }),
      ),
    ).toMatchObject({ status: 400 });
    expect(
      await failureOf(
        t.client.meRegistration.initialize({
          ...bad,
          appParams: [{ appParameterCode: 'Nope', parameterValue: 1 }],
        }),
      ),
    ).toMatchObject({ status: 400 });
    expect(
      await failureOf(t.client.meRegistration.initialize({ ...bad, suborganizationCUIT: '1' })),
    ).toMatchObject({ status: 400 });
  });
});

describe('ME registration service: users', () => {
  it('configures an ACTIVE staff user (keeping their role); a repeat finds it done', async () => {
    const userId = await userIdOf(f.folderlessUserEmail);
    const first = await t.client.meRegistration.enableUser({ userId });
    expect(first).toEqual({
      userId,
      applicationInstanceId: f.demoInstanceId,
      suborganizationId: f.demoStudy.id,
      appRoleCode: 'ME.FirmStaff',
      userAppAccessStatusCode: 'GRANTED',
      userSystemFolderCreated: true,
    });
    expect((await t.client.meRegistration.enableUser({ userId })).userSystemFolderCreated).toBe(false);
    expect((await t.client.storage.folder(f.demoStudy.id, userId)).exist).toBe(true);
  });

  it('refuses users that are not ACTIVE staff or admins, or whose organization has no instance', async () => {
    expect(
      await failureOf(t.client.meRegistration.enableUser({ userId: await userIdOf(f.waitingEmail) })),
    ).toMatchObject({
      status: 409,
      code: 'userNotConfigurable',
    });
    expect(
      await failureOf(t.client.meRegistration.enableUser({ userId: await userIdOf(f.staffAdminEmail) })),
    ).toMatchObject({
      status: 404,
      message: 'NotFound',
    });
    expect(await failureOf(t.client.meRegistration.enableUser({ userId: 999_999 }))).toMatchObject({
      status: 404,
      code: 'organizationUserNotFound',
    });
  });

  it("changes an admin user's e-mail in the login account and the identity provider", async () => {
    const userId = await userIdOf(f.northAdminEmail);
    const { loginAccount } = await t.client.meRegistration.changeAdminEmail({
      userId,
      newEmail: 'Nora.Norte@Demo.com.ar',
    });
    expect(loginAccount.email).toBe('nora.norte@demo.com.ar');
    expect((await t.client.authentication.getUser('nora.norte@demo.com.ar')).user.Username).toBe(
      'nora.norte@demo.com.ar',
    );
    expect(
      await failureOf(t.client.meRegistration.changeAdminEmail({ userId, newEmail: f.activeEmail })),
    ).toMatchObject({ status: 409, code: 'loginAccountAlreadyExists' });
    expect(
      await failureOf(
        t.client.meRegistration.changeAdminEmail({
          userId: await userIdOf(f.collaboratorEmail),
          newEmail: 'x@demo.com.ar',
        }),
      ),
    ).toMatchObject({ status: 409, code: 'userNotConfigurable' });
  });
});
