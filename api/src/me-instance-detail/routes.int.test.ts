// The instance detail endpoints over real HTTP with real tokens, in front of a real Temporal
// server, worker and platform (demo seed: ME instance 1 of organization 2, study 1): the reads,
// the operations started through POST /api/operations with their validation, and the role
// matrix of spec 2 §2.1 (ME/applicationInstances/*: Admin and CustomerSupport) for every
// endpoint and operation type.
import { ME_INSTANCES_ROLES, meInstanceDates, meInstanceMessages as t } from '@cgi/workflows';
import { describe, expect, it } from 'vitest';
import { FAST_RETRY, type Json, ROLE_ACCOUNT_PAIRS } from '@cgi/test-support/api-env';
import { useApiTestEnv } from '@cgi/test-support/api-env-hooks';

const api = useApiTestEnv({ stepRetry: FAST_RETRY, defaultAs: 'soporte@consola.test' });

async function operate(type: string, input: Json, as?: string) {
  const started = await api.call('/api/operations', {
    method: 'POST',
    json: { type, input },
    ...(as ? { as } : {}),
  });
  if (started.status !== 202) return started;
  return { status: started.status, body: await api.waitFor(started.body!.id as string) };
}

const today = () => meInstanceDates.dayOf(new Date());
const daysFromToday = (days: number) => meInstanceDates.dayOf(new Date(Date.now() + days * 86_400_000));

describe('GET /api/me/application-instances/{id}', () => {
  it("answers the instance's details, organization, study, modules, caps and the modules it can enable", async () => {
    const res = await api.call('/api/me/application-instances/1');
    expect(res.status).toBe(200);
    const body = res.body!;
    expect(body.instance).toMatchObject({
      applicationInstanceId: 1,
      appCode: 'ME',
      orgAppAccessStatusCode: 'GRANTED',
      baseApplicationInstance: true,
      organizationId: 2,
      baseSuborganizationId: 1,
    });
    expect(body.organization).toEqual({
      organizationId: 2,
      organizationName: 'Estudio Contable Demo',
      organizationCuit: '30712345671',
    });
    expect(body.study).toMatchObject({ suborganizationId: 1, suborganizationName: 'Estudio Demo Centro' });
    expect(body.study.avatar).toEqual({ color: expect.stringMatching(/^#/), initials: expect.any(String) });
    const modules = Object.fromEntries((body.modules as Json[]).map((m) => [m.appModuleCode, m.disabled]));
    expect(modules).toMatchObject({ OrgFirmMgmnt: false, Storage: false, TaskMgmnt: true });
    const enableable = (body.enableableModules as Json[]).map((m) => m.appModuleCode);
    expect(enableable).toContain('TaskMgmnt');
    expect(enableable).toContain('InstantMessage');
    expect(enableable).not.toContain('Storage');
    expect(body.parameters).toEqual(
      expect.arrayContaining([
        { code: 'User.MaxFirmStaffCount', description: expect.any(String), value: 10 },
      ]),
    );
  });

  it("answers 'Ocurrio un error en un servicio de: eAuthzAPI' for an unknown instance and 400 for a bad id", async () => {
    expect(await api.call('/api/me/application-instances/987654')).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: t.eAuthzFailed },
    });
    expect((await api.call('/api/me/application-instances/abc')).status).toBe(400);
  });
});

describe('GET /api/me/application-instances/{id}/users', () => {
  it('splits the organization users into associated and not associated (spec 2 §4)', async () => {
    const res = await api.call('/api/me/application-instances/1/users');
    expect(res.status).toBe(200);
    const byEmail = (list: Json[]) => Object.fromEntries(list.map((u) => [u.email, u]));
    const associated = byEmail(res.body!.associated.items as Json[]);
    const notAssociated = byEmail(res.body!.notAssociated.items as Json[]);
    expect(associated['activo@demo.com.ar']).toMatchObject({
      roleCode: 'ME.FirmAdmin',
      accessStatusCode: 'GRANTED',
      accessStatusLabel: 'Acceso habilitado',
      userStatusLabel: 'Activo',
    });
    expect(associated['colaborador@demo.com.ar']).toMatchObject({ accessStatusLabel: 'Acceso revocado' });
    // A role without access, and no role at all.
    expect(notAssociated['invitado@demo.com.ar']).toMatchObject({
      roleCode: 'ME.FirmStaff',
      accessStatusCode: null,
    });
    expect(notAssociated['espera@demo.com.ar']).toMatchObject({
      roleCode: null,
      userStatusLabel: 'Esperando validación',
    });
    expect(res.body!.roles).toEqual(
      expect.arrayContaining([
        { appRoleCode: 'ME.FirmAdmin', appRoleName: expect.any(String) },
        { appRoleCode: 'ME.FirmStaff', appRoleName: expect.any(String) },
      ]),
    );
  });

  it('shows an empty list when the user list cannot be loaded', async () => {
    await api.injectFault('/organizations/getAllUsersOrganizationCorpEntities', 500, 1);
    const res = await api.call('/api/me/application-instances/1/users');
    await api.clearFaults();
    expect(res.status).toBe(200);
    expect(res.body!.associated).toMatchObject({ items: [], total: 0, hasMore: false });
    expect(res.body!.notAssociated).toMatchObject({ items: [], total: 0, hasMore: false });
  });
});

describe('operations', () => {
  it('edits a module period, disables it and enables it again as an update', async () => {
    const edited = await operate('me.module.update', {
      applicationInstanceId: 1,
      appModuleCode: 'FirmCustomer',
      startDate: '2024-04-01',
      finishDate: daysFromToday(90),
    });
    expect(edited.body).toMatchObject({ status: 'completed', result: { message: 'Actualización exitosa' } });

    const disabled = await operate('me.module.disable', {
      applicationInstanceId: 1,
      appModuleCode: 'FirmCustomer',
    });
    expect(disabled.body).toMatchObject({
      status: 'completed',
      result: { message: 'Deshabilitación exitosa' },
    });
    let detail = (await api.call('/api/me/application-instances/1')).body!;
    expect((detail.modules as Json[]).find((m) => m.appModuleCode === 'FirmCustomer')?.disabled).toBe(true);
    expect((detail.enableableModules as Json[]).map((m) => m.appModuleCode)).toContain('FirmCustomer');

    const enabled = await operate('me.module.enable', {
      applicationInstanceId: 1,
      appModuleCode: 'FirmCustomer',
    });
    expect(enabled.body).toMatchObject({
      status: 'completed',
      input: { startDate: today(), finishDate: null },
      result: { message: 'Habilitación exitosa', renewed: true },
    });
    detail = (await api.call('/api/me/application-instances/1')).body!;
    expect((detail.modules as Json[]).find((m) => m.appModuleCode === 'FirmCustomer')?.disabled).toBe(false);
  });

  it('refuses bad dates with the spec texts and starts nothing', async () => {
    const cases: [string, Json, string][] = [
      ['me.module.update', { startDate: '', finishDate: null }, t.startRequired],
      [
        'me.module.update',
        { startDate: daysFromToday(10), finishDate: daysFromToday(5) },
        t.finishBeforeStart,
      ],
      ['me.module.update', { startDate: '2024-01-01', finishDate: daysFromToday(-2) }, t.finishInPast],
      ['me.module.enable', { finishDate: daysFromToday(-2) }, t.newModuleDateInPast],
      ['me.module.update', { startDate: '2024-02-30', finishDate: null }, t.invalidDate],
    ];
    for (const [type, dates, message] of cases) {
      const res = await api.call('/api/operations', {
        method: 'POST',
        json: { type, input: { applicationInstanceId: 1, appModuleCode: 'Storage', ...dates } },
      });
      expect(res.status, `${type} ${JSON.stringify(dates)}`).toBe(400);
      expect(Object.values(res.body!.fields ?? {})).toContain(message);
    }
  });

  it('validates a cap value on the server: an integer number, not text or a fraction', async () => {
    for (const parameterValue of ['12', 1.5, -1, null]) {
      const res = await api.call('/api/operations', {
        method: 'POST',
        json: {
          type: 'me.parameter.update',
          input: { applicationInstanceId: 1, appParameterCode: 'User.MaxFirmStaffCount', parameterValue },
        },
      });
      expect(res.status, String(parameterValue)).toBe(400);
      expect(res.body!.fields).toMatchObject({ parameterValue: t.parameterValueInvalid });
    }
    const done = await operate('me.parameter.update', {
      applicationInstanceId: 1,
      appParameterCode: 'User.MaxFirmStaffCount',
      parameterValue: 12,
    });
    expect(done.body).toMatchObject({ status: 'completed', result: { message: 'Actualización exitosa' } });
    const detail = (await api.call('/api/me/application-instances/1')).body!;
    expect((detail.parameters as Json[]).find((p) => p.code === 'User.MaxFirmStaffCount')?.value).toBe(12);
  });

  it('assigns a role and toggles access, deciding the target from the status the screen saw', async () => {
    const assigned = await operate('me.role.assign', {
      applicationInstanceId: 1,
      userId: 6,
      roleCode: 'ME.FirmAdmin',
    });
    expect(assigned.body).toMatchObject({
      status: 'completed',
      result: { message: 'Se cambió el rol con éxito' },
    });

    const toggled = await operate('me.access.toggle', {
      applicationInstanceId: 1,
      userId: 3,
      currentStatusCode: 'GRANTED',
    });
    expect(toggled.body).toMatchObject({
      status: 'completed',
      input: { accessStatusCode: 'REVOKED' },
      result: { message: 'Deshabilitación exitosa' },
    });
    const users = (await api.call('/api/me/application-instances/1/users')).body!;
    const activo = (users.associated.items as Json[]).find((u) => u.email === 'activo@demo.com.ar');
    expect(activo).toMatchObject({ accessStatusCode: 'REVOKED', accessStatusLabel: 'Acceso revocado' });
  });
});

describe('roles (spec 2 §2.1: ME/applicationInstances/* for Admin and CustomerSupport)', () => {
  const accounts: [string, string][] = ROLE_ACCOUNT_PAIRS;
  // Inputs that fail validation on purpose: a permitted role gets 400 (it got past the role
  // check), a refused one 403, and nothing is ever started.
  const invalidInputs: [string, Json][] = [
    ['me.module.enable', { applicationInstanceId: 0 }],
    ['me.module.update', { applicationInstanceId: 0 }],
    ['me.module.disable', { applicationInstanceId: 0 }],
    ['me.parameter.update', { applicationInstanceId: 0 }],
    ['me.role.assign', { applicationInstanceId: 0 }],
    ['me.access.toggle', { applicationInstanceId: 0 }],
  ];

  it.each(accounts)('%s', async (role, email) => {
    const allowed = (ME_INSTANCES_ROLES as readonly string[]).includes(role);
    for (const path of ['/api/me/application-instances/2', '/api/me/application-instances/2/users']) {
      const res = await api.call(path, { as: email });
      expect(res.status, `${role} GET ${path}`).toBe(allowed ? 200 : 403);
    }
    for (const [type, input] of invalidInputs) {
      const res = await api.call('/api/operations', { method: 'POST', as: email, json: { type, input } });
      expect(res.status, `${role} ${type}`).toBe(allowed ? 400 : 403);
    }
  });

  it('refuses a valid operation to a role outside the list and starts it for one inside', async () => {
    const input = { applicationInstanceId: 2, appParameterCode: 'Storage.MaxCapacityGB', parameterValue: 30 };
    const refused = await api.call('/api/operations', {
      method: 'POST',
      as: 'lector@consola.test',
      json: { type: 'me.parameter.update', input },
    });
    expect(refused.status).toBe(403);
    const done = await operate('me.parameter.update', input, 'admin@consola.test');
    expect(done.body).toMatchObject({ status: 'completed' });
  });

  it('asks for a session', async () => {
    expect((await api.call('/api/me/application-instances/1', { token: null })).status).toBe(401);
  });
});
