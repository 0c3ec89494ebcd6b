// The instance detail operations end to end: real Temporal dev server, real worker, real
// platform on PGlite with the demo seed (ME instance 1 of organization 2: modules with an ended
// TaskMgmnt, the five caps, users activo (admin, GRANTED), colaborador (staff, REVOKED),
// invitado (staff, no access) and espera (no role)).
import { meInstanceDates, meInstanceMessages as t } from '@cgi/workflows/inputs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperationsTestEnv, type OperationsTestEnv } from '@cgi/test-support/operations-env';
import { injectFault, runOperation, stepStatuses } from '@cgi/test-support/run-operation';
import { createMeInstanceDetailActivities } from './me-instance-detail';

const { dayEnd, dayOf, dayStart } = meInstanceDates;
let env: OperationsTestEnv;

beforeAll(async () => {
  env = await startOperationsTestEnv();
});

afterAll(async () => {
  await env?.stop();
});

const staff = { email: 'soporte@consola.test', userId: 900002 };
const INSTANCE = 1;
const FAST = { maxAttempts: 2, initialBackoffMs: 20, maxBackoffMs: 20 };

const operate = (type: string, workflowType: string, input: Record<string, unknown>, retry?: object) =>
  runOperation(env, {
    type,
    workflowType,
    target: String(input.applicationInstanceId),
    input,
    actor: staff,
    ...(retry ? { retry: retry as never } : {}),
  });

const moduleOf = async (code: string, instanceId = INSTANCE) =>
  (await env.platform.authorization.instance(instanceId)).appModules.find((m) => m.appModuleCode === code);

const roleOf = async (userId: number) =>
  (await env.platform.authorization.userRoles(INSTANCE)).find((r) => r.userId === userId)?.appRoleCode ??
  null;
const accessOf = async (userId: number) =>
  (await env.platform.authorization.userAccesses(INSTANCE)).applicationInstances.find(
    (a) => a.userId === userId,
  );

const today = () => dayOf(new Date());
const daysAhead = (days: number) => dayOf(new Date(Date.now() + days * 86_400_000));

describe('me.module.enable', () => {
  it('creates a module never on the instance; again, it changes nothing', async () => {
    expect(await moduleOf('InstantMessage')).toBeUndefined();
    const input = {
      applicationInstanceId: INSTANCE,
      appModuleCode: 'InstantMessage',
      startDate: today(),
      finishDate: daysAhead(30),
    };
    const outcome = await operate('me.module.enable', 'meModuleEnable', input);
    expect(outcome.ok).toBe(true);
    expect(outcome.progress.result).toMatchObject({ message: 'Habilitación exitosa', renewed: false });
    expect(stepStatuses(outcome.progress)).toEqual({ readInstance: 'done', enableModule: 'done' });
    expect(await moduleOf('InstantMessage')).toMatchObject({
      startDate: dayStart(today()),
      finishDate: dayEnd(daysAhead(30)),
    });

    const again = await operate('me.module.enable', 'meModuleEnable', input);
    expect(again.ok).toBe(true);
    expect(stepStatuses(again.progress)).toEqual({ readInstance: 'done', enableModule: 'skipped' });
  });

  it('renews a module whose period ended by updating its record', async () => {
    const ended = await moduleOf('TaskMgmnt');
    expect(Date.parse(ended!.finishDate!)).toBeLessThan(Date.now());
    const outcome = await operate('me.module.enable', 'meModuleEnable', {
      applicationInstanceId: INSTANCE,
      appModuleCode: 'TaskMgmnt',
      startDate: today(),
      finishDate: null,
    });
    expect(outcome.progress.result).toMatchObject({ message: 'Habilitación exitosa', renewed: true });
    const renewed = await moduleOf('TaskMgmnt');
    expect(renewed).toMatchObject({ startDate: dayStart(today()), finishDate: null });
    expect(renewed!.appModuleId).toBe(ended!.appModuleId);
  });

  it("answers 'Ocurrio un error en un servicio de: eAuthzAPI' for an unknown module", async () => {
    const outcome = await operate('me.module.enable', 'meModuleEnable', {
      applicationInstanceId: INSTANCE,
      appModuleCode: 'NoExiste',
      startDate: today(),
      finishDate: null,
    });
    expect(outcome.ok).toBe(false);
    expect(outcome.progress.error?.message).toBe(t.eAuthzFailed);
    expect(await moduleOf('NoExiste')).toBeUndefined();
  });
});

describe('me.module.update', () => {
  it("sets a module's period; the same period again is a no-op", async () => {
    const input = {
      applicationInstanceId: INSTANCE,
      appModuleCode: 'Storage',
      startDate: '2024-04-01',
      finishDate: daysAhead(400),
    };
    const outcome = await operate('me.module.update', 'meModuleUpdate', input);
    expect(outcome.progress.result).toMatchObject({ message: 'Actualización exitosa' });
    expect(await moduleOf('Storage')).toMatchObject({
      startDate: dayStart('2024-04-01'),
      finishDate: dayEnd(daysAhead(400)),
    });
    const again = await operate('me.module.update', 'meModuleUpdate', input);
    expect(stepStatuses(again.progress)).toEqual({ readInstance: 'done', updateModule: 'skipped' });
  });

  it('fails with the eAuthz text for a module that is not on the instance, writing nothing', async () => {
    const outcome = await operate('me.module.update', 'meModuleUpdate', {
      applicationInstanceId: INSTANCE,
      appModuleCode: 'AlicuotaMgmnt',
      startDate: '2024-04-01',
      finishDate: null,
    });
    expect(outcome.ok).toBe(false);
    expect(outcome.progress.error).toEqual({ code: 'MODULE_NOT_ENABLED', message: t.eAuthzFailed });
    expect(await moduleOf('AlicuotaMgmnt')).toBeUndefined();
  });
});

describe('me.module.disable', () => {
  it('ends a running module yesterday; again, it is already disabled', async () => {
    const input = { applicationInstanceId: INSTANCE, appModuleCode: 'MyCalendar' };
    const outcome = await operate('me.module.disable', 'meModuleDisable', input);
    expect(outcome.progress.result).toMatchObject({ message: 'Deshabilitación exitosa' });
    const disabled = await moduleOf('MyCalendar');
    expect(Date.parse(disabled!.finishDate!)).toBeLessThan(Date.now());
    expect(dayOf(disabled!.finishDate!)).toBe(dayOf(new Date(Date.now() - 86_400_000)));

    const again = await operate('me.module.disable', 'meModuleDisable', input);
    expect(again.ok).toBe(true);
    expect(stepStatuses(again.progress)).toEqual({ readInstance: 'done', disableModule: 'skipped' });
  });
});

describe('me.parameter.update', () => {
  const cap = async (code: string) =>
    (await env.platform.authorization.instance(INSTANCE)).appParameters.find(
      (p) => p.app_parameter_code === code,
    )?.parameter_num_value;

  it('writes the value as a number; the same value again is a no-op', async () => {
    const input = {
      applicationInstanceId: INSTANCE,
      appParameterCode: 'FirmCustomer.MaxFirmCustomerCount',
      parameterValue: 77,
    };
    const outcome = await operate('me.parameter.update', 'meParameterUpdate', input);
    expect(outcome.progress.result).toMatchObject({ message: 'Actualización exitosa', parameterValue: 77 });
    expect(await cap('FirmCustomer.MaxFirmCustomerCount')).toBe(77);
    const again = await operate('me.parameter.update', 'meParameterUpdate', input);
    expect(stepStatuses(again.progress)).toEqual({ readInstance: 'done', updateParameter: 'skipped' });
  });

  it('retries a failing call and ends with the eAuthz text when it keeps failing', async () => {
    await injectFault(env, '/authorization/UpdateParameterApplicationInstanceEAuthz', 500, 50);
    const outcome = await operate(
      'me.parameter.update',
      'meParameterUpdate',
      { applicationInstanceId: INSTANCE, appParameterCode: 'User.MaxFirmStaffCount', parameterValue: 3 },
      FAST,
    );
    expect((await fetch(`${env.platformUrl}/__faults`, { method: 'DELETE' })).ok).toBe(true);
    expect(outcome.ok).toBe(false);
    expect(outcome.progress.error?.message).toBe(t.eAuthzFailed);
    expect(outcome.progress.steps.find((s) => s.key === 'updateParameter')?.attempts).toBe(2);
    expect(await cap('User.MaxFirmStaffCount')).toBe(10);
  });
});

describe('me.role.assign', () => {
  it('grants a first role to a user who holds none, with the access that makes the user associated', async () => {
    expect(await roleOf(5)).toBeNull();
    expect(await accessOf(5)).toBeUndefined();
    const input = { applicationInstanceId: INSTANCE, userId: 5, roleCode: 'ME.FirmStaff' };
    const outcome = await operate('me.role.assign', 'meRoleAssign', input);
    expect(outcome.progress.result).toMatchObject({ message: 'Se asignó el rol con éxito', plan: 'grant' });
    expect(await roleOf(5)).toBe('ME.FirmStaff');
    expect(await accessOf(5)).toMatchObject({ userAppAccessStatusCode: 'GRANTED' });

    const again = await operate('me.role.assign', 'meRoleAssign', input);
    expect(stepStatuses(again.progress)).toEqual({ readRole: 'done', assignRole: 'skipped' });
  });

  it('replaces the role a user holds; the same role again changes nothing', async () => {
    expect(await roleOf(9)).toBe('ME.FirmStaff');
    const input = { applicationInstanceId: INSTANCE, userId: 9, roleCode: 'ME.FirmAdmin' };
    const outcome = await operate('me.role.assign', 'meRoleAssign', input);
    expect(outcome.progress.result).toMatchObject({
      message: 'Se cambió el rol con éxito',
      plan: 'replace',
      previousRoleCode: 'ME.FirmStaff',
    });
    expect(await roleOf(9)).toBe('ME.FirmAdmin');
    const again = await operate('me.role.assign', 'meRoleAssign', input);
    expect(stepStatuses(again.progress)).toEqual({ readRole: 'done', assignRole: 'skipped' });
    expect(await roleOf(9)).toBe('ME.FirmAdmin');
  });

  it("answers 'Ocurrio un error al asignar el rol' for a role the service does not know", async () => {
    const outcome = await operate('me.role.assign', 'meRoleAssign', {
      applicationInstanceId: INSTANCE,
      userId: 10,
      roleCode: 'ME.Inexistente',
    });
    expect(outcome.ok).toBe(false);
    expect(outcome.progress.error?.message).toBe('Ocurrió un error al asignar el rol');
    expect(await roleOf(10)).toBe('ME.FirmStaff');
  });
});

describe('retries', () => {
  it('a retry of a failed role assignment resumes at the failed step', async () => {
    await injectFault(env, '/authorization/grantAppRoleToUserEAuthz', 503, 50);
    // User 7 (baja@, organization 2) holds no role on instance 1.
    const grant = { applicationInstanceId: INSTANCE, userId: 7, roleCode: 'ME.FirmStaff' };
    const failed = await runOperation(env, {
      type: 'me.role.assign',
      workflowType: 'meRoleAssign',
      target: String(INSTANCE),
      input: grant,
      actor: staff,
      retry: FAST as never,
    });
    expect((await fetch(`${env.platformUrl}/__faults`, { method: 'DELETE' })).ok).toBe(true);
    expect(failed.ok).toBe(false);
    expect(failed.progress.error?.message).toBe('Ocurrió un error al asignar el rol');
    expect(stepStatuses(failed.progress)).toEqual({ readRole: 'done', assignRole: 'failed' });

    const retried = await runOperation(env, {
      type: 'me.role.assign',
      workflowType: 'meRoleAssign',
      target: String(INSTANCE),
      input: grant,
      actor: staff,
      resumeFrom: failed.id,
    });
    expect(retried.ok).toBe(true);
    expect(retried.progress.steps[0]).toMatchObject({
      key: 'readRole',
      status: 'done',
      resumedFrom: failed.id,
    });
    expect(retried.progress.result).toMatchObject({ message: 'Se asignó el rol con éxito' });
    const roles = await env.platform.authorization.userRoles(INSTANCE);
    expect(roles.find((r) => r.userId === 7)?.appRoleCode).toBe('ME.FirmStaff');
  });

  it('enabling a module an earlier attempt already created converges to the wanted period', async () => {
    // An attempt whose answer was lost is the same as a second call: the second enable meets a 409.
    const activities = createMeInstanceDetailActivities(env.platform);
    const change = {
      applicationInstanceId: 2,
      appModuleCode: 'TaskMgmnt',
      startDate: dayStart(today()),
      finishDate: null,
    };
    await activities.meDetailEnableModule(change);
    await activities.meDetailEnableModule({ ...change, finishDate: dayEnd(daysAhead(10)) });
    expect(await moduleOf('TaskMgmnt', 2)).toMatchObject({ finishDate: dayEnd(daysAhead(10)) });
  });
});

describe('me.access.toggle', () => {
  it('grants a revoked access for the six-month window; running it again converges', async () => {
    expect((await accessOf(4))?.userAppAccessStatusCode).toBe('REVOKED');
    const input = {
      applicationInstanceId: INSTANCE,
      userId: 4,
      currentStatusCode: 'REVOKED',
      accessStatusCode: 'GRANTED',
    };
    const outcome = await operate('me.access.toggle', 'meAccessToggle', input);
    expect(outcome.progress.result).toMatchObject({
      message: 'Habilitación exitosa',
      accessStatusCode: 'GRANTED',
    });
    const granted = await accessOf(4);
    expect(granted?.userAppAccessStatusCode).toBe('GRANTED');
    expect(granted?.accessFinishtDate).toBe(outcome.progress.result?.finishDate);
    expect(Date.parse(granted!.accessFinishtDate!) - Date.now()).toBeGreaterThan(150 * 86_400_000);

    const again = await operate('me.access.toggle', 'meAccessToggle', input);
    expect(stepStatuses(again.progress)).toEqual({ readAccess: 'done', updateAccess: 'skipped' });
    expect((await accessOf(4))?.userAppAccessStatusCode).toBe('GRANTED');
  });

  it('revokes a granted access', async () => {
    const outcome = await operate('me.access.toggle', 'meAccessToggle', {
      applicationInstanceId: INSTANCE,
      userId: 10,
      currentStatusCode: 'GRANTED',
      accessStatusCode: 'REVOKED',
    });
    expect(outcome.progress.result).toMatchObject({ message: 'Deshabilitación exitosa' });
    expect((await accessOf(10))?.userAppAccessStatusCode).toBe('REVOKED');
  });

  it("answers 'Ocurrio un error. Intente refrescar la pagina' for a user without an access record", async () => {
    expect(await accessOf(6)).toBeUndefined();
    const outcome = await operate('me.access.toggle', 'meAccessToggle', {
      applicationInstanceId: INSTANCE,
      userId: 6,
      currentStatusCode: null,
      accessStatusCode: 'GRANTED',
    });
    expect(outcome.ok).toBe(false);
    expect(outcome.progress.error?.message).toBe('Ocurrió un error. Intente refrescar la página');
    expect(await accessOf(6)).toBeUndefined();
  });
});

describe('me.role.assign, a role held without access', () => {
  // After me.access.toggle, which needs user 6 (invitado) without an access record.
  it('the role a user holds without access, assigned again, records the access', async () => {
    const invited = (await env.platform.loginAccounts.byEmail('invitado@demo.com.ar')).loginAccount
      .organizationUsers[0]!.userId;
    expect(await roleOf(invited)).toBe('ME.FirmStaff');
    expect(await accessOf(invited)).toBeUndefined();
    const input = { applicationInstanceId: INSTANCE, userId: invited, roleCode: 'ME.FirmStaff' };
    const outcome = await operate('me.role.assign', 'meRoleAssign', input);
    expect(stepStatuses(outcome.progress)).toEqual({ readRole: 'done', assignRole: 'done' });
    expect(await accessOf(invited)).toMatchObject({ userAppAccessStatusCode: 'GRANTED' });
    expect(await roleOf(invited)).toBe('ME.FirmStaff');
  });
});
