// The organizations and users screens' endpoints over real HTTP with real tokens, in front of
// a real Temporal server, worker and platform: reads, the spec's error texts, the role rule of
// the common areas, and the start of 'organization.edit' and 'organization.configureMeUser'.
import { describe, expect, it } from 'vitest';
import { createSubscriberUser } from '@cgi/test-support/subscriber-fixtures';
import { FAST_RETRY, type Json } from '@cgi/test-support/api-env';
import { useApiTestEnv } from '@cgi/test-support/api-env-hooks';
import { mergeOrganizations, typesOf } from './views';

const api = useApiTestEnv({ stepRetry: FAST_RETRY, defaultAs: 'soporte@consola.test' });

async function operate(type: string, input: Json, as = 'comercial@consola.test') {
  const started = await api.call('/api/operations', { method: 'POST', as, json: { type, input } });
  if (started.status !== 202) return started;
  return { status: started.status, body: await api.waitFor(started.body!.id as string) };
}

describe('organizations list', () => {
  it('shows the testing organizations by default, a page at a time', async () => {
    const first = await api.call('/api/organizations?limit=10');
    expect(first.status).toBe(200);
    const items = first.body!.items as Json[];
    expect(items).toHaveLength(10);
    expect(items.every((o) => o.organizationTypeCode === 'TESTING-ORG')).toBe(true);
    expect(first.body).toMatchObject({ offset: 0, limit: 10, hasMore: true, totalAtLeast: null });
    expect(first.body!.types).toEqual([{ code: 'TESTING-ORG', name: expect.any(String), count: 10 }]);
    const second = await api.call('/api/organizations?limit=10&offset=10');
    expect((second.body!.items as Json[])[0]!.organizationId).not.toBe(items[0]!.organizationId);
    // Its total (issue 43): the last page holds the last one, and no more.
    const total = first.body!.total as number;
    expect(total).toBeGreaterThan(10);
    const last = await api.call(`/api/organizations?limit=10&offset=${total - 1}`);
    expect(last.body).toMatchObject({ total, hasMore: false });
    expect(last.body!.items).toHaveLength(1);
  });

  it('searches name and legal name in uppercase and merges without repeats', async () => {
    const res = await api.call('/api/organizations?name=demo');
    expect(res.status).toBe(200);
    const ids = (res.body!.items as Json[]).map((o) => o.organizationId as number);
    expect(ids).toEqual(expect.arrayContaining([2, 3]));
    expect(new Set(ids).size).toBe(ids.length);
    const codes = (res.body!.types as Json[]).map((t) => t.code);
    expect(codes).toEqual(expect.arrayContaining(['TESTING-ORG', 'CUSTOMER-ORG']));

    const filtered = await api.call('/api/organizations?name=demo&types=CUSTOMER-ORG');
    expect((filtered.body!.items as Json[]).every((o) => o.organizationTypeCode === 'CUSTOMER-ORG')).toBe(
      true,
    );
    // The menu still lists every type found.
    expect(filtered.body!.types).toEqual(res.body!.types);
    expect((await api.call('/api/organizations?name=zzzz-nadie')).body).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it("finds by CUIT; an unknown CUIT is 'No existe una organización con el CUIT ingresado'", async () => {
    const res = await api.call('/api/organizations/by-cuit/30712345671');
    expect(res.body).toMatchObject({ organizationId: 2, organizationName: 'Estudio Contable Demo' });
    expect(await api.call('/api/organizations/by-cuit/20000000001')).toEqual({
      status: 404,
      body: { code: 'ORGANIZATION_NOT_FOUND', message: 'No existe una organización con el CUIT ingresado' },
    });
    const bad = await api.call('/api/organizations/by-cuit/30-7123456');
    expect(bad.status).toBe(400);
    expect(bad.body!.fields).toEqual({ cuit: 'El CUIT debe contener 11 números, sin guiones' });
  });

  it('shows the generic text when the CUIT lookup fails otherwise', async () => {
    await api.injectFault('/organizations/getByCuitOrganizationCorpEntities', 500, 1);
    expect(await api.call('/api/organizations/by-cuit/30712345671')).toEqual({
      status: 502,
      body: { code: 'SERVICE_ERROR', message: 'Ocurrió un error, intente nuevamente' },
    });
  });

  it("names the service's own error code when a read fails with one (spec 1 §8)", async () => {
    await api.injectFault('/organizations/getOrganizationCorpEntities', 500, 1);
    expect(await api.call('/api/organizations/2')).toEqual({
      status: 502,
      body: { code: 'UPSTREAM', message: 'Ocurrió un error en el servicio: injectedFault' },
    });
    expect((await api.call('/api/organizations/2')).status).toBe(200);
  });

  it("answers one organization, its users and its studies; an unknown one is the service's 404 text", async () => {
    expect((await api.call('/api/organizations/2')).body).toMatchObject({
      organizationId: 2,
      organizationCuit: '30712345671',
      organizationTypeCode: 'TESTING-ORG',
    });
    const users = await api.call('/api/organizations/2/users?limit=5');
    expect(users.body!.organization).toMatchObject({ organizationId: 2 });
    expect(users.body!.items).toHaveLength(5);
    expect(users.body!.hasMore).toBe(true);
    // Its total (issue 43): the page at the last user holds only that one.
    const total = users.body!.total as number;
    expect(total).toBeGreaterThan(5);
    const lastUser = await api.call(`/api/organizations/2/users?limit=5&offset=${total - 1}`);
    expect(lastUser.body).toMatchObject({ total, hasMore: false });
    expect(lastUser.body!.items).toHaveLength(1);
    expect((users.body!.items as Json[])[0]).toEqual(
      expect.objectContaining({ userStatusLabel: expect.any(String), userTypeCode: expect.any(String) }),
    );
    const studies = await api.call('/api/organizations/2/suborganizations');
    expect(studies.body!.items).toEqual([
      expect.objectContaining({
        suborganizationId: 1,
        suborganizationName: 'Estudio Demo Centro',
        suborganizationTypeCode: 'ORG-FIRM',
        avatar: expect.objectContaining({ initials: expect.any(String) }),
      }),
    ]);
    expect(await api.call('/api/organizations/987654')).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Ocurrió un error en un servicio de: OrganizationApi' },
    });
    expect((await api.call('/api/catalog/organization-types')).body!.items).toHaveLength(3);
  });

  it('is open to every console role and closed to tokens without one', async () => {
    for (const as of ['lector@consola.test', 'informacion@consola.test', 'mantenimiento@consola.test']) {
      expect((await api.call('/api/organizations/2/users', { as })).status).toBe(200);
    }
    expect((await api.call('/api/organizations', { as: 'sinrol@consola.test' })).status).toBe(403);
    expect((await api.call('/api/organizations', { token: null })).status).toBe(401);
  });
});

describe('users', () => {
  it('finds a user by e-mail with the counts of its organizations and subscribers', async () => {
    const res = await api.call('/api/users/by-email/activo%40demo.com.ar');
    expect(res.status).toBe(200);
    expect(res.body!.user).toMatchObject({
      email: 'activo@demo.com.ar',
      accountStatusCode: 'ACTIVE',
      loginAccountId: 3,
    });
    expect(res.body!.organizationsCount).toBe(1);
    expect(res.body!.subscribersCount).toBeGreaterThanOrEqual(2);
    expect((await api.call('/api/users/3')).body!.user.email).toBe('activo@demo.com.ar');
  });

  it("answers 'No se encontró el usuario ingresado.' for an unknown e-mail", async () => {
    expect(await api.call('/api/users/by-email/nadie%40demo.com.ar')).toEqual({
      status: 404,
      body: { code: 'USER_NOT_FOUND', message: 'No se encontró el usuario ingresado.' },
    });
    expect((await api.call('/api/users/987654')).status).toBe(404);
  });

  it("lists the user's subscribers with their status, or says it has none", async () => {
    const res = await api.call('/api/users/3/subscribers');
    const numbers = (res.body!.items as Json[]).map((s) => s.subscriber_ref_id);
    expect(numbers).toEqual(expect.arrayContaining(['100001', '100002', '100003']));
    expect(res.body!.notice).toBeNull();
    expect((res.body!.items as Json[])[0]!.subscriber_status_desc).toBe('Activo');
    // espera@: a user of organization 2 assigned to no subscriber.
    const none = await api.call('/api/users/5/subscribers');
    expect(none.body).toMatchObject({ items: [], notice: 'Usuario no posee suscriptor asignado' });
  });

  it("lists the user's organizations with the link's type and status", async () => {
    const res = await api.call('/api/users/3/organizations');
    expect(res.body!.user).toMatchObject({ firstName: expect.any(String), email: 'activo@demo.com.ar' });
    expect(res.body!.items).toEqual([
      expect.objectContaining({
        organizationId: 2,
        organizationTypeName: expect.any(String),
        userTypeCode: 'ORG-ADMIN',
        commercialTypeCode: 'SUBSCRIBER',
        userStatusCode: 'ACTIVE',
        userStatusLabel: 'Activo',
      }),
    ]);
  });
});

describe('organization operations', () => {
  it("edits an organization; another organization's CUIT gives the spec's text", async () => {
    const organization = (await api.call('/api/organizations/30')).body!;
    const input = {
      organizationId: 30,
      organizationName: organization.organizationName,
      organizationLegalName: `${organization.organizationLegalName as string} (editada)`,
      organizationTypeId: organization.organizationTypeId,
      organizationMaxAccessCount: '12',
    };
    const done = await operate('organization.edit', input);
    expect(done.body).toMatchObject({
      status: 'completed',
      result: { message: 'Organización editada con éxito.' },
    });
    expect((await api.call('/api/organizations/30')).body).toMatchObject({ organizationMaxAccessCount: 12 });

    const clash = await operate('organization.edit', { ...input, organizationCuit: '30712345671' });
    expect(clash.body).toMatchObject({
      status: 'failed',
      error: { message: 'Ya existe una organización con el CUIT ingresado' },
    });
  });

  it('answers 400 with the edit form texts', async () => {
    const res = await api.call('/api/operations', {
      method: 'POST',
      json: {
        type: 'organization.edit',
        input: { organizationId: 30, organizationName: '', organizationTypeId: 2, organizationCuit: '123' },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body!.fields).toMatchObject({
      organizationName: 'Ingrese el nombre',
      organizationLegalName: 'Ingrese el nombre',
      organizationCuit: 'El CUIT debe contener 11 digitos',
      organizationMaxAccessCount: 'Ingrese un número',
    });
  });

  it('configures an ACTIVE collaborator for Mi Estudio', async () => {
    const user = await createSubscriberUser(api.env.platform, { status: 'ACTIVE' });
    const done = await operate('organization.configureMeUser', {
      organizationId: user.organizationId,
      userId: user.userId,
    });
    expect(done.body).toMatchObject({
      status: 'completed',
      type: 'organization.configureMeUser',
      result: { message: 'Usuario configurado en Mi Estudio con éxito.' },
    });
    expect(
      (await api.call('/api/operations', { method: 'POST', as: 'sinrol@consola.test', json: {} })).status,
    ).toBe(403);
  });
});

describe('name search merge', () => {
  const org = (organizationId: number, code: string) =>
    ({
      organizationId,
      organizationType: { organizationTypeCode: code, organizationTypeName: code },
    }) as never;

  it('merges by organizationId, in id order, and counts the types', () => {
    const merged = mergeOrganizations([org(5, 'A'), org(2, 'B')], [org(2, 'B'), org(9, 'A')]);
    expect(merged.map((o: { organizationId: number }) => o.organizationId)).toEqual([2, 5, 9]);
    expect(typesOf(merged)).toEqual([
      { code: 'A', name: 'A', count: 2 },
      { code: 'B', name: 'B', count: 1 },
    ]);
  });
});
