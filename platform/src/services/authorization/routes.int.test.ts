// Contract tests of the authorization service (eAuthz): instances, modules, parameters,
// roles, access and the CSV enablement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enablementCsvHeader } from '../../client';
import { demoFixtures as f } from '../../seed';
import { failureOf, startTestPlatform, type TestPlatform } from '@cgi/test-support/platform';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.platform.close());

const userIdOf = async (email: string) =>
  (await t.client.loginAccounts.byEmail(email)).loginAccount.organizationUsers[0]!.userId;
const undefinedParameter = { status: 400, code: 'eAuthzErrorUndefinedRequestParameter' };
const now = Date.now();
const isoDay = (days: number) => new Date(now + days * 86_400_000).toISOString();

describe('authorization service: instances and catalogues', () => {
  it('answers an instance with its modules (one ended) and the five parameters', async () => {
    const instance = await t.client.authorization.instance(f.demoInstanceId);
    expect(instance).toMatchObject({
      applicationInstanceId: f.demoInstanceId,
      appCode: 'ME',
      orgAppAccessStatusCode: 'GRANTED',
      baseApplicationInstance: true,
      activeAppUserCount: 3,
      activeExternalAppUserCount: 12,
      accessFinishDate: '2099-12-31T00:00:00.000Z',
      organizationId: 2,
      baseSuborganizationId: f.demoStudy.id,
      suborganizationName: f.demoStudy.name,
    });
    expect(instance.appModules.map((m) => m.appModule)).toEqual([
      'OrgFirmMgmnt',
      'FirmCustomer',
      'MyCalendar',
      'TaskMgmnt',
      'Storage',
      'CommunicationVE',
    ]);
    const ended = instance.appModules.find((m) => m.appModuleCode === 'TaskMgmnt')!;
    expect(Date.parse(ended.finishDate!)).toBeLessThan(now);
    expect(instance.appParameters.map((p) => [p.app_parameter_code, p.parameter_num_value])).toEqual([
      ['CommunicationVE.MaxFirmCustomerCount', 0],
      ['FirmCustomer.MaxFirmCustomerCount', 50],
      ['Storage.MaxCapacityGB', 25],
      ['User.MaxFirmCustomerStaffCount', 75],
      ['User.MaxFirmStaffCount', 10],
    ]);
    expect(await failureOf(t.client.authorization.instance(999_999))).toEqual({
      status: 404,
      code: 'applicationInstanceNotFound',
      message: 'NotFound',
    });
    expect(await failureOf(t.client.authorization.instance('x' as never))).toMatchObject(undefinedParameter);
  });

  it("answers an organization's instances, or 'NotFound' when it has none", async () => {
    const { applicationInstances } = await t.client.authorization.instancesOfOrganization(
      f.northOrganization.id,
    );
    expect(applicationInstances).toEqual([
      expect.objectContaining({
        applicationInstanceId: f.northInstanceId,
        orgAppAccessStatusCode: 'SUSPENDED',
      }),
    ]);
    expect(await failureOf(t.client.authorization.instancesOfOrganization(3))).toMatchObject({
      status: 404,
      message: 'NotFound',
    });
  });

  it('lists modules, roles and notification condition types', async () => {
    const { appModules } = await t.client.authorization.modules();
    expect(appModules).toHaveLength(9);
    expect(appModules[0]).toEqual({
      appModuleId: 1,
      appModuleCode: 'OrgFirmMgmnt',
      appModuleName: 'Gestión del estudio',
      appCode: 'ME',
    });
    expect(await t.client.authorization.roles()).toEqual([
      { appRoleCode: 'ME.FirmAdmin', appRoleName: 'Administrador Estudio', appCode: 'ME' },
      { appRoleCode: 'ME.FirmStaff', appRoleName: 'Colaborador de Estudio', appCode: 'ME' },
    ]);
    expect(await t.client.authorization.notificationConditionTypes()).toEqual([
      {
        notification_condition_type_id: 1,
        notification_condition_type_desc: 'Excluir a los estudios del grupo',
      },
      {
        notification_condition_type_id: 2,
        notification_condition_type_desc: 'Excluir a los estudios del grupo durante la suspensión',
      },
    ]);
  });

  it("lists an instance's user roles and access records", async () => {
    const roles = await t.client.authorization.userRoles(f.demoInstanceId);
    expect(roles).toHaveLength(5);
    expect(roles[0]).toEqual({
      userId: await userIdOf(f.activeEmail),
      appRoleCode: 'ME.FirmAdmin',
      appRoleName: 'Administrador Estudio',
      applicationInstanceId: f.demoInstanceId,
      baseSuborganizationId: f.demoStudy.id,
    });
    const { applicationInstances } = await t.client.authorization.userAccesses(f.demoInstanceId);
    expect(applicationInstances.map((a) => a.userAppAccessStatusCode)).toEqual([
      'GRANTED',
      'REVOKED',
      'GRANTED',
      'GRANTED',
    ]);
    expect(applicationInstances[0]).toEqual({
      userAppAccessId: expect.any(Number),
      userId: await userIdOf(f.activeEmail),
      userAppAccessStatusCode: 'GRANTED',
      applicationInstanceId: f.demoInstanceId,
      baseSuborganizationId: f.demoStudy.id,
      accessStartDate: expect.any(String),
      accessFinishtDate: '2099-12-31T00:00:00.000Z',
    });
    expect(await failureOf(t.client.authorization.userRoles(999_999))).toMatchObject({ status: 404 });
  });
});

describe('authorization service: changes', () => {
  it('enables a module never on the instance, refuses one already there, validates the request', async () => {
    const enabled = await t.client.authorization.enableModule({
      applicationInstanceId: f.demoInstanceId,
      appModuleCode: 'InstantMessage',
      startDate: isoDay(0),
      finishDate: null,
      subscriptionTypeRefCode: null,
    });
    expect(enabled).toMatchObject({
      appModuleCode: 'InstantMessage',
      appModuleName: 'Mensajería instantánea',
      finishDate: null,
    });
    const again = {
      applicationInstanceId: f.demoInstanceId,
      appModuleCode: 'OrgFirmMgmnt',
      startDate: isoDay(0),
      finishDate: null,
    };
    expect(await failureOf(t.client.authorization.enableModule(again))).toMatchObject({
      status: 409,
      code: 'appModuleAlreadyEnabled',
    });
    expect(
      await failureOf(t.client.authorization.enableModule({ ...again, appModuleCode: 'Nope' })),
    ).toMatchObject(undefinedParameter);
    expect(
      await failureOf(
        t.client.authorization.enableModule({
          ...again,
          appModuleCode: 'EconomicIndexes',
          finishDate: isoDay(-5),
        }),
      ),
    ).toMatchObject(undefinedParameter);
    expect(
      await failureOf(t.client.authorization.enableModule({ applicationInstanceId: 1 } as never)),
    ).toMatchObject(undefinedParameter);
    expect(
      await failureOf(t.client.authorization.enableModule({ ...again, applicationInstanceId: 999_999 })),
    ).toMatchObject({
      status: 404,
      message: 'NotFound',
    });
  });

  it('renews an ended module with update, and disables one with a finish date of yesterday', async () => {
    const renewed = await t.client.authorization.updateModule({
      applicationInstanceId: f.demoInstanceId,
      appModuleCode: 'TaskMgmnt',
      startDate: isoDay(0),
      finishDate: isoDay(365),
    });
    expect(Date.parse(renewed.finishDate!)).toBeGreaterThan(now);
    expect(
      await failureOf(
        t.client.authorization.updateModule({
          applicationInstanceId: f.demoInstanceId,
          appModuleCode: 'AlicuotaMgmnt',
          startDate: isoDay(0),
          finishDate: null,
        }),
      ),
    ).toMatchObject({ status: 404, code: 'appModuleNotFound' });
    const disabled = await t.client.authorization.disableModule({
      applicationInstanceId: f.demoInstanceId,
      appModuleCode: 'InstantMessage',
      finishDate: isoDay(-1),
    });
    expect(Date.parse(disabled.finishDate!)).toBeLessThan(now);
    expect(Date.parse(disabled.startDate)).toBeLessThanOrEqual(Date.parse(disabled.finishDate!));
  });

  it('updates a parameter value; unknown codes are eAuthzErrorUndefinedRequestParameter', async () => {
    const body = {
      applicationInstanceId: f.demoInstanceId,
      appParameterCode: 'Storage.MaxCapacityGB',
      parameterValue: 50,
      productParameterRefCode: null,
      subscriptionTypeRefCode: null,
    };
    expect(await t.client.authorization.updateParameter(body)).toEqual({
      app_parameter_code: 'Storage.MaxCapacityGB',
      app_parameter_desc: 'Capacidad de almacenamiento (GB)',
      parameter_num_value: 50,
      product_parameter_ref_code: 'ME.STORAGE.MAX-CAPACITY-GB',
    });
    expect(
      await failureOf(t.client.authorization.updateParameter({ ...body, appParameterCode: 'Nope' })),
    ).toMatchObject(undefinedParameter);
    expect(
      await failureOf(t.client.authorization.updateParameter({ ...body, parameterValue: 'x' as never })),
    ).toMatchObject(undefinedParameter);
  });

  it('grants a role (again: same answer), refuses a second role, replaces from the previous one', async () => {
    const waiting = await userIdOf(f.waitingEmail);
    const grant = {
      applicationInstanceId: f.demoInstanceId,
      roleCode: 'ME.FirmStaff',
      userId: waiting,
      suborganizationId: f.demoStudy.id,
    };
    const granted = await t.client.authorization.grantRole(grant);
    expect(granted).toMatchObject({ userId: waiting, appRoleCode: 'ME.FirmStaff' });
    expect(await t.client.authorization.grantRole(grant)).toEqual(granted);

    const collaborator = await userIdOf(f.collaboratorEmail);
    expect(
      await failureOf(
        t.client.authorization.grantRole({ ...grant, userId: collaborator, roleCode: 'ME.FirmAdmin' }),
      ),
    ).toMatchObject({ status: 409, code: 'appRoleAlreadyGranted' });
    expect(
      await failureOf(
        t.client.authorization.grantRole({ ...grant, userId: await userIdOf(f.otherOrganizationEmail) }),
      ),
    ).toMatchObject({ status: 404, code: 'organizationUserNotFound' });
    expect(
      await failureOf(t.client.authorization.grantRole({ ...grant, roleCode: 'ME.Nope' })),
    ).toMatchObject(undefinedParameter);

    const replace = {
      ...grant,
      userId: collaborator,
      previousRoleCode: 'ME.FirmStaff',
      roleCode: 'ME.FirmAdmin',
    };
    expect(await t.client.authorization.replaceRole(replace)).toMatchObject({ appRoleCode: 'ME.FirmAdmin' });
    expect(await t.client.authorization.replaceRole(replace)).toMatchObject({ appRoleCode: 'ME.FirmAdmin' });
    expect(
      await failureOf(
        t.client.authorization.replaceRole({
          ...replace,
          previousRoleCode: 'ME.FirmStaff',
          roleCode: 'ME.FirmStaff',
          userId: await userIdOf(f.activeEmail),
        }),
      ),
    ).toMatchObject({ status: 404, code: 'appRoleNotFound' });
  });

  it('a role given to a user without access records the access too (spec 2 §4: then associated)', async () => {
    const accessOf = async (userId: number) =>
      (await t.client.authorization.userAccesses(f.demoInstanceId)).applicationInstances.filter(
        (a) => a.userId === userId,
      );
    // 'espera' had neither role nor access: its first role (granted by the test above) brought one.
    const [waitingAccess] = await accessOf(await userIdOf(f.waitingEmail));
    expect(waitingAccess).toMatchObject({
      userAppAccessStatusCode: 'GRANTED',
      accessFinishtDate: '2099-12-31T00:00:00.000Z',
    });
    expect(Date.parse(waitingAccess!.accessStartDate)).toBeLessThanOrEqual(Date.now());

    // 'invitado' holds a role without access; a replaced role records it, once however often it runs.
    const invited = await userIdOf(f.invitedEmail);
    expect(await accessOf(invited)).toEqual([]);
    const replace = {
      applicationInstanceId: f.demoInstanceId,
      userId: invited,
      previousRoleCode: 'ME.FirmStaff',
      roleCode: 'ME.FirmAdmin',
      suborganizationId: f.demoStudy.id,
    };
    await t.client.authorization.replaceRole(replace);
    await t.client.authorization.replaceRole(replace);
    expect(await accessOf(invited)).toMatchObject([{ userAppAccessStatusCode: 'GRANTED' }]);

    // An access already there is the staff's to toggle: a role does not re-grant a revoked one.
    const collaborator = await userIdOf(f.collaboratorEmail);
    const [before] = await accessOf(collaborator);
    await t.client.authorization.grantRole({ ...replace, userId: collaborator, roleCode: 'ME.FirmAdmin' });
    expect(await accessOf(collaborator)).toEqual([before]);
  });

  it('grants and revokes a user access', async () => {
    const { applicationInstances } = await t.client.authorization.userAccesses(f.demoInstanceId);
    const revoked = applicationInstances.find((a) => a.userAppAccessStatusCode === 'REVOKED')!;
    const activeBefore = (await t.client.authorization.instance(f.demoInstanceId)).activeAppUserCount;
    const granted = await t.client.authorization.updateAccess({
      userAppAccessId: revoked.userAppAccessId,
      accessStatusCode: 'GRANTED',
      startDate: isoDay(0),
      finishDate: isoDay(180),
    });
    expect(granted).toMatchObject({
      userAppAccessId: revoked.userAppAccessId,
      userAppAccessStatusCode: 'GRANTED',
    });
    expect((await t.client.authorization.instance(f.demoInstanceId)).activeAppUserCount).toBe(
      activeBefore + 1,
    );
    expect(
      await failureOf(
        t.client.authorization.updateAccess({
          userAppAccessId: 999_999,
          accessStatusCode: 'REVOKED',
          startDate: isoDay(0),
          finishDate: null,
        }),
      ),
    ).toMatchObject({ status: 404, code: 'userAppAccessNotFound' });
    expect(
      await failureOf(
        t.client.authorization.updateAccess({
          userAppAccessId: 1,
          accessStatusCode: 'NOPE' as never,
          startDate: isoDay(0),
          finishDate: null,
        }),
      ),
    ).toMatchObject(undefinedParameter);
  });
});

describe('authorization service: CSV module enablement', () => {
  it('applies each organization all or nothing and reports the failures', async () => {
    const csv = [
      enablementCsvHeader,
      `${f.demoOrganization.cuit};AlicuotaMgmnt;2025-01-01;`,
      `${f.demoOrganization.cuit};EconomicIndexes;2025-01-01;2099-12-31`,
      `${f.otherOrganization.cuit};AlicuotaMgmnt;2025-01-01;`,
      `20000000001;AlicuotaMgmnt;2025-01-01;`,
      `${f.northOrganization.cuit};Storage;2025-02-01;`,
      `${f.northOrganization.cuit};Nope;2025-02-01;`,
    ].join('\n');
    const result = await t.client.authorization.enableFromCsv(csv);
    expect(result).toEqual({
      totalProcessedOrgCount: 4,
      successfullyProcessedCount: 1,
      whithErrorProcessedCount: 3,
      failures: [
        {
          CUIT: f.otherOrganization.cuit,
          failure: 'La organización no tiene habilitado Mi Estudio',
          value: f.otherOrganization.cuit,
        },
        { CUIT: '20000000001', failure: 'No existe una organización con el CUIT', value: '20000000001' },
        { CUIT: f.northOrganization.cuit, failure: 'Módulo inexistente', value: 'Nope' },
      ],
    });
    const demo = await t.client.authorization.instance(f.demoInstanceId);
    expect(demo.appModules.map((m) => m.appModuleCode)).toEqual(
      expect.arrayContaining(['AlicuotaMgmnt', 'EconomicIndexes']),
    );
    const north = await t.client.authorization.instance(f.northInstanceId);
    expect(north.appModules.find((m) => m.appModuleCode === 'Storage')!.startDate).toBe(
      '2024-06-01T12:00:00.000Z',
    );
  });

  it('sets the period of a module already on the instance, and the later of two rows for one module wins', async () => {
    const csv = [
      enablementCsvHeader,
      `${f.northOrganization.cuit};Storage;2025-03-01;2025-03-31`,
      `${f.northOrganization.cuit};TaskMgmnt;2025-04-01;`,
      `${f.northOrganization.cuit};TaskMgmnt;2025-05-01;2026-05-01`,
      `${f.demoOrganization.cuit};MyCalendar;2025-06-10;2025-06-01`,
      `${f.demoOrganization.cuit};TaskMgmnt;2025-06-01;`,
    ].join('\n');
    const before = await t.client.authorization.instance(f.demoInstanceId);
    const result = await t.client.authorization.enableFromCsv(csv);
    expect(result).toEqual({
      totalProcessedOrgCount: 2,
      successfullyProcessedCount: 1,
      whithErrorProcessedCount: 1,
      failures: [
        {
          CUIT: f.demoOrganization.cuit,
          failure: 'La fecha de fin es anterior a la de inicio',
          value: '2025-06-01',
        },
      ],
    });
    const north = await t.client.authorization.instance(f.northInstanceId);
    const moduleOf = (code: string) => north.appModules.find((m) => m.appModuleCode === code);
    expect(moduleOf('Storage')).toMatchObject({
      startDate: '2025-03-01T00:00:00.000Z',
      finishDate: '2025-03-31T23:59:59.000Z',
    });
    expect(moduleOf('TaskMgmnt')).toMatchObject({
      startDate: '2025-05-01T00:00:00.000Z',
      finishDate: '2026-05-01T23:59:59.000Z',
    });
    // The failing organization's valid row was not applied either.
    expect((await t.client.authorization.instance(f.demoInstanceId)).appModules).toEqual(before.appModules);
  });

  it('gives every one of many identical documents sent at once the same answer and one row per module', async () => {
    const csv = [
      enablementCsvHeader,
      `${f.northOrganization.cuit};EconomicIndexes;2025-07-01;2025-12-31`,
      `${f.northOrganization.cuit};MyCalendar;2025-07-01;`,
      `20000000002;TaskMgmnt;2025-07-01;`,
    ].join('\n');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.client.authorization.enableFromCsv(csv)),
    );
    for (const answer of answers) {
      expect(answer).toMatchObject({
        totalProcessedOrgCount: 2,
        successfullyProcessedCount: 1,
        whithErrorProcessedCount: 1,
      });
    }
    const north = await t.client.authorization.instance(f.northInstanceId);
    const codes = north.appModules.map((m) => m.appModuleCode);
    expect(codes.filter((code) => code === 'EconomicIndexes')).toHaveLength(1);
    expect(codes.filter((code) => code === 'MyCalendar')).toHaveLength(1);
    expect(north.appModules.find((m) => m.appModuleCode === 'EconomicIndexes')).toMatchObject({
      startDate: '2025-07-01T00:00:00.000Z',
      finishDate: '2025-12-31T23:59:59.000Z',
    });
  });

  it('answers eAuthzErrorUndefinedRequestParameter for a wrong document or no file', async () => {
    expect(await failureOf(t.client.authorization.enableFromCsv('a,b,c\n1,2,3\n'))).toMatchObject(
      undefinedParameter,
    );
    expect(await failureOf(t.client.authorization.enableFromCsv(''))).toMatchObject(undefinedParameter);
    const response = await fetch(`${t.platform.url}/authorization/enableMEFullVersionEAuthz`, {
      method: 'POST',
      body: new FormData(),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      codeMessageLanguage: 'eAuthzErrorUndefinedRequestParameter',
    });
    const json = await fetch(`${t.platform.url}/authorization/enableMEFullVersionEAuthz`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
  });
});
