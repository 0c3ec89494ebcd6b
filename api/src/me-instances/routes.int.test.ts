// The Mi Estudio instances endpoints over real HTTP with real tokens, in front of a real
// Temporal server, worker and platform: the reads of spec 2 §2.2–§2.6 with their error texts,
// the role matrix of §2.1 for the nine roles, and the start of the area's operations.
import { ME_DEFAULT_EXPIRY, meInstancesMessages as m } from '@cgi/workflows';
import { describe, expect, it } from 'vitest';
import { FAST_RETRY, type Json, ROLE_ACCOUNT_PAIRS } from '@cgi/test-support/api-env';
import { useApiTestEnv } from '@cgi/test-support/api-env-hooks';

const api = useApiTestEnv({ stepRetry: FAST_RETRY, defaultAs: 'soporte@consola.test' });

const ROLE_ACCESS: [string, string, boolean][] = ROLE_ACCOUNT_PAIRS.map(
  ([role, email]): [string, string, boolean] => [
    role,
    email,
    role === 'CGI.Admin' || role === 'CGI.CustomerSupport',
  ],
);

const READS = [
  '/api/me/organizations/by-cuit?cuit=30712345671',
  '/api/me/organizations/2/instances',
  '/api/me/organizations/2/status',
  '/api/me/suborganizations/1/storage-status',
];

const OPERATIONS = ['me.enable', 'me.changeAdminUser', 'me.createUserFolder', 'me.createBaseFolder'];

async function operate(type: string, input: Json) {
  const started = await api.call('/api/operations', { method: 'POST', json: { type, input } });
  if (started.status !== 202) return started;
  return { status: started.status, body: await api.waitFor(started.body!.id as string) };
}

describe('role matrix (spec 2 §2.1: ME/applicationInstances is Admin and CustomerSupport)', () => {
  it.each(ROLE_ACCESS)('%s reads only if allowed', async (_role, email, allowed) => {
    for (const path of READS) {
      const res = await api.call(path, { as: email });
      expect([path, res.status]).toEqual([path, allowed ? 200 : 403]);
    }
  });

  it.each(ROLE_ACCESS)('%s starts the operations only if allowed', async (_role, email, allowed) => {
    for (const type of OPERATIONS) {
      // An empty input: an allowed role gets as far as validation, the others are refused first.
      const res = await api.call('/api/operations', { method: 'POST', as: email, json: { type, input: {} } });
      expect([type, res.status]).toEqual([type, allowed ? 400 : 403]);
    }
  });

  it('refuses a request without a session', async () => {
    expect((await api.call(READS[1]!, { token: null })).status).toBe(401);
  });
});

describe('reads', () => {
  it('finds an organization by CUIT; refuses a malformed CUIT and answers the spec text when none exists', async () => {
    expect(await api.call('/api/me/organizations/by-cuit?cuit=30712345671')).toEqual({
      status: 200,
      body: { organizationId: 2, organizationName: 'Estudio Contable Demo', organizationCuit: '30712345671' },
    });
    const malformed = await api.call('/api/me/organizations/by-cuit?cuit=30-71234567-1');
    expect(malformed.status).toBe(400);
    expect(malformed.body!.fields).toEqual({ cuit: m.cuitInvalid });
    expect(await api.call('/api/me/organizations/by-cuit?cuit=20999999990')).toEqual({
      status: 404,
      body: { code: 'ORGANIZATION_NOT_FOUND', message: m.organizationNotFoundByCuit },
    });
  });

  it("lists an organization's instances with the access label and the enabled modules; none is an empty list", async () => {
    const res = await api.call('/api/me/organizations/2/instances');
    expect(res.status).toBe(200);
    expect(res.body!.organization).toEqual({
      organizationId: 2,
      organizationName: 'Estudio Contable Demo',
      organizationCuit: '30712345671',
    });
    expect(res.body!.instances).toEqual([
      expect.objectContaining({
        applicationInstanceId: 1,
        orgAppAccessStatusCode: 'GRANTED',
        orgAppAccessStatusLabel: 'Acceso habilitado',
        suborganizationName: 'Estudio Demo Centro',
        baseSuborganizationId: 1,
        accessFinishDate: '2099-12-31T00:00:00.000Z',
        // Six modules, TaskMgmnt ended in January 2025.
        enabledModuleCount: 5,
      }),
    ]);
    const north = await api.call('/api/me/organizations/5/instances');
    expect(north.body!.instances[0]).toMatchObject({ orgAppAccessStatusLabel: 'Suspendido' });
    expect((await api.call('/api/me/organizations/4/instances')).body!.instances).toEqual([]);
    expect(await api.call('/api/me/organizations/987654/instances')).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Ocurrió un error en un servicio de: OrganizationApi' },
    });
  });

  it('answers the initialisation status with each admin user', async () => {
    const res = await api.call('/api/me/organizations/2/status');
    expect(res.body).toMatchObject({
      organization: { organizationId: 2 },
      suborganizationId: 1,
      suborganizationName: 'Estudio Demo Centro',
      suborganizationExist: true,
      baseSystemDefinedDirStorageExist: true,
      applicationInstanceExist: true,
      users: [
        { email: 'activo@demo.com.ar', userAppAccessStatusLabel: 'Acceso habilitado', userGrantedRole: true },
      ],
    });
    const missing = await api.call('/api/me/organizations/3/status');
    expect(missing.body).toMatchObject({
      baseSystemDefinedDirStorageExist: false,
      applicationInstanceExist: false,
    });
  });

  it("answers each user's folder in one of the five states", async () => {
    const res = await api.call('/api/me/suborganizations/1/storage-status');
    expect(res.body!.suborganization).toMatchObject({
      suborganizationId: 1,
      suborganizationName: 'Estudio Demo Centro',
    });
    expect(res.body!.folder).toMatchObject({ state: 'ACTIVE', name: 'Estudio Demo Centro' });
    const states = Object.fromEntries((res.body!.users as Json[]).map((u) => [u.email, u.folder.state]));
    expect(states).toMatchObject({
      'activo@demo.com.ar': 'ACTIVE',
      'colaborador@demo.com.ar': 'DELETED',
      'pendiente@demo.com.ar': 'INACTIVE',
      'carpeta@demo.com.ar': 'NOT_FOUND',
    });
    const pending = (res.body!.users as Json[]).find((u) => u.email === 'pendiente@demo.com.ar')!;
    expect(pending.folder.statusCode).toBe('PENDING');

    await api.injectFault('/storage/directory/system/getSystemDefinedDirStorage', 500, 50);
    const failing = await api.call('/api/me/suborganizations/1/storage-status');
    await api.clearFaults();
    expect((failing.body!.users as Json[]).every((u) => u.folder.state === 'FAILURE')).toBe(true);
    expect((await api.call('/api/me/suborganizations/987654/storage-status')).status).toBe(404);
  });
});

describe('operations', () => {
  it('validates the enablement dialog with the spec texts and never starts on bad input', async () => {
    const res = await api.call('/api/operations', {
      method: 'POST',
      json: {
        type: 'me.enable',
        input: {
          organizationId: 3,
          maxFirmStaffCount: 2,
          maxFirmCustomerCount: 50,
          accessFinishDate: '2001-01-01',
        },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body!.fields).toMatchObject({
      maxFirmCustomerStaffCount: m.capsIncomplete,
      maxCapacityGB: m.capsIncomplete,
      accessFinishDate: m.expiryInvalid,
    });
    expect((await api.call('/api/me/organizations/3/instances')).body!.instances).toEqual([]);
  });

  it('enables ME for an organization without it, after which its instance is listed', async () => {
    const done = await operate('me.enable', {
      organizationId: 3,
      maxFirmStaffCount: 2,
      maxFirmCustomerCount: 50,
      maxFirmCustomerStaffCount: 75,
      maxCapacityGB: 25,
      maxEVentanillaCustomerCount: 0,
      accessFinishDate: ME_DEFAULT_EXPIRY,
    });
    expect(done.body).toMatchObject({ status: 'completed', result: { message: m.basicEnabled } });
    const listed = await api.call('/api/me/organizations/3/instances');
    expect(listed.body!.instances).toHaveLength(1);
  });

  it("creates a user's folder through the operation", async () => {
    const before = await api.call('/api/me/suborganizations/1/storage-status');
    const user = (before.body!.users as Json[]).find((u) => u.folder.state === 'NOT_FOUND')!;
    const done = await operate('me.createUserFolder', {
      suborganizationId: 1,
      firmUserId: user.userId,
      firmUserName: user.fullName,
    });
    expect(done.body).toMatchObject({ status: 'completed', result: { message: m.userFolderCreated } });
    const after = await api.call('/api/me/suborganizations/1/storage-status');
    expect((after.body!.users as Json[]).find((u) => u.userId === user.userId)!.folder.state).toBe('ACTIVE');
  });
});
