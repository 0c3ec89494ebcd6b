// The Mi Estudio instances operations end to end: real Temporal dev server, real worker, real
// platform on PGlite with the demo seed (organization 3 without ME, organization 5 with a
// SUSPENDED instance missing a module, organization 1 without a study).
import { demoFixtures as f } from '@cgi/platform';
import { ME_DEFAULT_EXPIRY, meInstancesMessages as m } from '@cgi/workflows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperationsTestEnv, type OperationsTestEnv } from '@cgi/test-support/operations-env';
import { injectFault, runOperation, stepStatuses } from '@cgi/test-support/run-operation';

let env: OperationsTestEnv;

beforeAll(async () => {
  env = await startOperationsTestEnv();
});

afterAll(async () => {
  await env?.stop();
});

const staff = { email: 'soporte@consola.test', userId: 900002 };
const FAST = { maxAttempts: 3, initialBackoffMs: 20, maxBackoffMs: 40 };

const caps = {
  maxFirmStaffCount: 2,
  maxFirmCustomerCount: 50,
  maxFirmCustomerStaffCount: 75,
  maxCapacityGB: 25,
};

const enable = (organizationId: number, overrides: object = {}) =>
  runOperation(env, {
    type: 'me.enable',
    workflowType: 'meEnable',
    target: String(organizationId),
    input: {
      organizationId,
      mode: 'enable',
      ...caps,
      maxEVentanillaCustomerCount: 0,
      accessFinishDate: ME_DEFAULT_EXPIRY,
      ...overrides,
    },
    actor: staff,
    retry: FAST,
  });

const run = (type: string, workflowType: string, input: object) =>
  runOperation(env, { type, workflowType, target: 'x', input, actor: staff, retry: FAST });

const parametersOf = async (instanceId: number) =>
  Object.fromEntries(
    (await env.platform.authorization.instance(instanceId)).appParameters.map((p) => [
      p.app_parameter_code,
      p.parameter_num_value,
    ]),
  );

const userIdOf = async (email: string) =>
  (await env.platform.loginAccounts.byEmail(email)).loginAccount.organizationUsers[0]!.userId;

describe('me.enable', () => {
  it('enables ME Basic on an organization without it; the same request again skips every part', async () => {
    await expect(env.platform.authorization.instancesOfOrganization(3)).rejects.toMatchObject({
      status: 404,
    });
    const outcome = await enable(3);
    expect(outcome.ok).toBe(true);
    expect(stepStatuses(outcome.progress)).toEqual({
      organization: 'done',
      suborganization: 'done',
      parameters: 'skipped',
      modules: 'skipped',
      instance: 'done',
    });
    expect(outcome.progress.result).toMatchObject({ message: m.basicEnabled, organizationId: 3 });
    const [instance] = (await env.platform.authorization.instancesOfOrganization(3)).applicationInstances;
    expect(instance).toMatchObject({
      orgAppAccessStatusCode: 'GRANTED',
      baseSuborganizationId: f.studyWithoutFolder.id,
      accessFinishDate: '2099-12-31T00:00:00.000Z',
    });
    expect(instance!.appModules.map((mod) => mod.appModuleCode)).toEqual([
      'OrgFirmMgmnt',
      'FirmCustomer',
      'Storage',
    ]);
    expect(await parametersOf(instance!.applicationInstanceId)).toEqual({
      'User.MaxFirmStaffCount': 2,
      'FirmCustomer.MaxFirmCustomerCount': 50,
      'User.MaxFirmCustomerStaffCount': 75,
      'Storage.MaxCapacityGB': 25,
      'CommunicationVE.MaxFirmCustomerCount': 0,
    });
    const status = await env.platform.meRegistration.status(3);
    expect(status).toMatchObject({ baseSystemDefinedDirStorageExist: true, applicationInstanceExist: true });

    const again = await enable(3);
    expect(again.ok).toBe(true);
    expect(stepStatuses(again.progress)).toEqual({
      organization: 'done',
      suborganization: 'done',
      parameters: 'skipped',
      modules: 'skipped',
      instance: 'skipped',
    });
    expect((await env.platform.authorization.instancesOfOrganization(3)).applicationInstances).toHaveLength(
      1,
    );
  });

  it('re-initialises a half-enabled organization: changes the caps, adds the missing module, renews the instance', async () => {
    const before = await env.platform.authorization.instance(f.northInstanceId);
    expect(before.orgAppAccessStatusCode).toBe('SUSPENDED');
    expect(before.appModules.map((mod) => mod.appModuleCode)).not.toContain('FirmCustomer');

    const outcome = await enable(f.northOrganization.id, { mode: 'reinitialise', maxFirmStaffCount: 4 });
    expect(outcome.ok).toBe(true);
    expect(stepStatuses(outcome.progress)).toEqual({
      organization: 'done',
      suborganization: 'done',
      parameters: 'done',
      modules: 'done',
      instance: 'done',
    });
    expect(outcome.progress.steps.find((s) => s.key === 'parameters')?.note).toBe(
      '1 de 5 topes actualizados',
    );
    expect(outcome.progress.steps.find((s) => s.key === 'modules')?.note).toBe('FirmCustomer');
    expect(outcome.progress.result).toMatchObject({
      message: m.reinitialised,
      applicationInstanceId: f.northInstanceId,
    });

    const after = await env.platform.authorization.instance(f.northInstanceId);
    expect(after.orgAppAccessStatusCode).toBe('GRANTED');
    expect(after.accessFinishDate).toBe('2099-12-31T00:00:00.000Z');
    expect(after.appModules.map((mod) => mod.appModuleCode)).toEqual(
      expect.arrayContaining(['OrgFirmMgmnt', 'Storage', 'FirmCustomer']),
    );
    expect((await parametersOf(f.northInstanceId))['User.MaxFirmStaffCount']).toBe(4);
    expect(
      (await env.platform.authorization.instancesOfOrganization(f.northOrganization.id)).applicationInstances,
    ).toHaveLength(1);
  });

  it('retries a platform call that fails for a moment and creates the study of an organization without one', async () => {
    await injectFault(env, '/me-registration/initializeAppInstanceMERegistration', 503, 1);
    const outcome = await enable(1);
    expect(outcome.ok).toBe(true);
    const instanceStep = outcome.progress.steps.find((s) => s.key === 'instance')!;
    expect(instanceStep).toMatchObject({ status: 'done', attempts: 2 });
    expect(outcome.progress.steps.find((s) => s.key === 'suborganization')?.note).toBe(
      'el estudio base se crea con la instancia',
    );
    const [instance] = (await env.platform.authorization.instancesOfOrganization(1)).applicationInstances;
    expect(instance?.suborganizationName).toBe(f.mainOrganization.name);
  });

  it('fails after the attempts run out, and a retry resumes at the failed step', async () => {
    await injectFault(env, '/me-registration/initializeAppInstanceMERegistration', 500, 50);
    const failed = await enable(2, { accessFinishDate: '2098-01-31' });
    await fetch(`${env.platformUrl}/__faults`, { method: 'DELETE' });
    expect(failed.ok).toBe(false);
    expect(failed.progress.error?.message).toBe('Ocurrió un error. Intente nuevamente.');
    expect(failed.progress.steps.find((s) => s.key === 'instance')).toMatchObject({
      status: 'failed',
      attempts: 3,
    });

    const retried = await runOperation(env, {
      type: 'me.enable',
      workflowType: 'meEnable',
      target: '2',
      input: {
        organizationId: 2,
        mode: 'enable',
        ...caps,
        maxEVentanillaCustomerCount: 0,
        accessFinishDate: '2098-01-31',
      },
      actor: staff,
      retry: FAST,
      resumeFrom: failed.id,
    });
    expect(retried.ok).toBe(true);
    expect(retried.progress.steps.find((s) => s.key === 'organization')).toMatchObject({
      status: 'done',
      resumedFrom: failed.id,
    });
    expect(retried.progress.steps.find((s) => s.key === 'instance')).toMatchObject({
      status: 'done',
      attempts: 1,
    });
    expect((await env.platform.authorization.instance(f.demoInstanceId)).accessFinishDate).toBe(
      '2098-01-31T00:00:00.000Z',
    );
  });

  it("answers 'Ha ocurrido un error. Intente recargar la página.' for an organization that does not exist", async () => {
    const outcome = await enable(987_654);
    expect(outcome.ok).toBe(false);
    expect(outcome.progress.error).toEqual({
      code: 'ORGANIZATION_NOT_LOADED',
      message: m.organizationNotLoaded,
    });
    expect(stepStatuses(outcome.progress)).toMatchObject({ organization: 'failed', instance: 'pending' });
  });

  it('answers the service-error texts: a 404 names eAuthzAPI, an error body names its code', async () => {
    await injectFault(env, '/authorization/getApplicationInstanceEAuthz', 404, 1);
    const notFound = await enable(2);
    expect(notFound.progress.error?.message).toBe('Ocurrió un error en un servicio de: eAuthzAPI');

    await injectFault(env, '/authorization/UpdateParameterApplicationInstanceEAuthz', 409, 1);
    const refused = await enable(2, { maxCapacityGB: 30 });
    expect(refused.progress.error?.message).toBe('Ocurrió un error en el servicio: injectedFault');
    expect(stepStatuses(refused.progress)).toMatchObject({ parameters: 'failed', instance: 'pending' });
  });
});

describe('me.changeAdminUser', () => {
  it("changes an admin's e-mail; again it finds it changed and skips the change", async () => {
    const userId = await userIdOf(f.northAdminEmail);
    const input = { organizationId: f.northOrganization.id, userId, newEmail: 'nora.norte@demo.com.ar' };
    const outcome = await run('me.changeAdminUser', 'meChangeAdminUser', input);
    expect(outcome.ok).toBe(true);
    expect(outcome.progress.result).toMatchObject({ message: m.adminEmailChanged });
    expect(stepStatuses(outcome.progress)).toEqual({ checkUser: 'done', changeEmail: 'done' });
    const status = await env.platform.meRegistration.status(f.northOrganization.id);
    expect(status.users.find((u) => u.userId === userId)?.email).toBe('nora.norte@demo.com.ar');

    const again = await run('me.changeAdminUser', 'meChangeAdminUser', input);
    expect(stepStatuses(again.progress)).toEqual({ checkUser: 'done', changeEmail: 'skipped' });
  });

  it('refuses a user who is not an admin of the organization, and an e-mail of another account', async () => {
    const staffUser = await userIdOf(f.folderlessUserEmail);
    const notAdmin = await run('me.changeAdminUser', 'meChangeAdminUser', {
      organizationId: 2,
      userId: staffUser,
      newEmail: 'otro@demo.com.ar',
    });
    expect(notAdmin.progress.error).toEqual({ code: 'ADMIN_NOT_FOUND', message: m.adminUserNotFound });

    const inUse = await run('me.changeAdminUser', 'meChangeAdminUser', {
      organizationId: 2,
      userId: await userIdOf(f.activeEmail),
      newEmail: f.collaboratorEmail,
    });
    expect(inUse.progress.error).toEqual({ code: 'EMAIL_IN_USE', message: m.adminEmailInUse });
  });
});

describe('me.createUserFolder', () => {
  it("creates a user's missing folder; again it finds it and creates nothing", async () => {
    const userId = await userIdOf(f.folderlessUserEmail);
    expect((await env.platform.storage.folder(f.demoStudy.id, userId)).exist).toBe(false);
    const input = { suborganizationId: f.demoStudy.id, firmUserId: userId, firmUserName: 'Camila Carpeta' };
    const outcome = await run('me.createUserFolder', 'meCreateUserFolder', input);
    expect(outcome.ok).toBe(true);
    expect(outcome.progress.result).toMatchObject({ message: m.userFolderCreated, alreadyExisted: false });
    expect(await env.platform.storage.folder(f.demoStudy.id, userId)).toMatchObject({
      exist: true,
      directory: [{ statusCode: 'ACTIVE', isDeleted: false }],
    });
    const again = await run('me.createUserFolder', 'meCreateUserFolder', input);
    expect(stepStatuses(again.progress)).toEqual({ checkFolder: 'done', createFolder: 'skipped' });
  });

  it("brings a deleted folder back; answers 'No se pudo crear la carpeta del usuario' when it cannot", async () => {
    const userId = await userIdOf(f.collaboratorEmail);
    const outcome = await run('me.createUserFolder', 'meCreateUserFolder', {
      suborganizationId: f.demoStudy.id,
      firmUserId: userId,
      firmUserName: 'Carlos Colaborador',
    });
    expect(outcome.ok).toBe(true);
    expect((await env.platform.storage.folder(f.demoStudy.id, userId)).directory[0]).toMatchObject({
      isDeleted: false,
      statusCode: 'ACTIVE',
    });

    await injectFault(env, '/storage/directory/createUserSystemDefined', 500, 10);
    const failed = await run('me.createUserFolder', 'meCreateUserFolder', {
      suborganizationId: f.demoStudy.id,
      firmUserId: await userIdOf(f.pendingFolderUserEmail),
      firmUserName: 'Pedro Pendiente',
    });
    await fetch(`${env.platformUrl}/__faults`, { method: 'DELETE' });
    expect(failed.progress.error?.message).toBe(m.userFolderFailed);
  });
});

describe('me.createBaseFolder', () => {
  it("creates the study's missing base folder; without an active admin it says so", async () => {
    const outcome = await run('me.createBaseFolder', 'meCreateBaseFolder', {
      suborganizationId: f.organizationWithoutAdmin.studyId,
      suborganizationName: f.organizationWithoutAdmin.name,
    });
    expect(outcome.progress.error?.message).toBe('La organización no tiene un usuario administrador activo');

    const present = await run('me.createBaseFolder', 'meCreateBaseFolder', {
      suborganizationId: f.demoStudy.id,
      suborganizationName: f.demoStudy.name,
    });
    expect(stepStatuses(present.progress)).toEqual({ checkFolder: 'done', createFolder: 'skipped' });
  });
});
