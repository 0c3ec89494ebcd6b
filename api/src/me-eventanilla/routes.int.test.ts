// e-Ventanilla and clients over real HTTP with real tokens, in front of a real Temporal server,
// worker and platform: the list with its filters and order, a CUIT's detail, the studies of a
// client, 'eventanilla.changeStatus' with each of its texts, and the nine-role matrix.
import { demoFixtures as f } from '@cgi/platform';
import { describe, expect, it } from 'vitest';
import { FAST_RETRY, ROLE_ACCOUNTS, type Json } from '@cgi/test-support/api-env';
import { useApiTestEnv } from '@cgi/test-support/api-env-hooks';

const api = useApiTestEnv({ stepRetry: FAST_RETRY, defaultAs: 'legales@consola.test' });

const ACCOUNTS: Record<string, string> = ROLE_ACCOUNTS;
const VIEWERS = ['CGI.Admin', 'CGI.CustomerSupport', 'CGI.LegalCommOperator'];
const CHANGERS = ['CGI.Admin', 'CGI.LegalCommOperator'];

async function changeStatus(cuit: string, targetStatus: string, as = 'legales@consola.test') {
  const started = await api.call('/api/operations', {
    method: 'POST',
    as,
    json: { type: 'eventanilla.changeStatus', input: { cuit, targetStatus } },
  });
  if (started.status !== 202) return started;
  return { status: started.status, body: await api.waitFor(started.body!.id as string) };
}

describe('e-Ventanilla list', () => {
  it('lists every subscription, newest status change first, with the allowed changes of each', async () => {
    const res = await api.call('/api/me/eventanilla');
    expect(res.status).toBe(200);
    const items = res.body!.items as Json[];
    expect(items.length).toBeGreaterThanOrEqual(9);
    const dates = items.map((i) => Date.parse(i.lastStatusChangeDate as string));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(res.body!.canChangeStatus).toBe(true);
    const several = items.find((i) => i.cuit === f.customerWithSeveralFirmsCuit)!;
    expect(several).toMatchObject({
      status: 'DELEGATION-MISSING',
      statusDesc: 'Habilitación en proceso: delegación no registrada',
      clients: ['Panadería La Espiga S.R.L.'],
      allowedStatusChanges: ['WAITING-DELEGATION', 'DELEGATION-ACCEPTED'],
    });

    const ascending = (await api.call('/api/me/eventanilla?order=asc')).body!.items as Json[];
    const ascendingDates = ascending.map((i) => Date.parse(i.lastStatusChangeDate as string));
    expect([...ascendingDates].sort((a, b) => a - b)).toEqual(ascendingDates);
    expect(ascending).toHaveLength(items.length);
  });

  it('filters by CUIT, by one or many clients and by one or many statuses', async () => {
    const byCuit = await api.call(`/api/me/eventanilla?cuit=${f.customerOfTwoFirmsCuit}`);
    expect((byCuit.body!.items as Json[]).map((i) => i.cuit)).toEqual([f.customerOfTwoFirmsCuit]);

    const byClients = await api.call(
      `/api/me/eventanilla?client=${encodeURIComponent('Agro Pampa')}&client=${encodeURIComponent('Consultora Sur')}`,
    );
    expect(new Set((byClients.body!.items as Json[]).map((i) => i.cuit))).toEqual(
      new Set([
        f.eVentanillaCuitByStatus['ACTIVE-LOAD-FAIL-NO-AUTH'],
        f.eVentanillaCuitByStatus['DELEGATION-CANCEL-IN-PROGRESS'],
      ]),
    );

    const byStatus = await api.call(
      '/api/me/eventanilla?status=DISABLED&status=DELEGATION-CANCEL-IN-PROGRESS',
    );
    const statuses = new Set((byStatus.body!.items as Json[]).map((i) => i.status));
    expect(statuses).toEqual(new Set(['DISABLED', 'DELEGATION-CANCEL-IN-PROGRESS']));
  });

  it("refuses a malformed CUIT with the spec's text and an ACTIVE-LOAD status the filter does not offer", async () => {
    const bad = await api.call('/api/me/eventanilla?cuit=30-71500101-9');
    expect(bad.status).toBe(400);
    expect(bad.body!.fields).toEqual({ cuit: 'El CUIT debe contener 11 numeros, sin guiones' });
    expect((await api.call('/api/me/eventanilla?status=ACTIVE-LOAD-SUCCESS')).status).toBe(400);
  });

  it("answers a service's 404 as 'Ocurrió un error en un servicio de: {service}'", async () => {
    await api.injectFault('/legal-communications/getAllSubscriptionsCommunicationVE', 404, 1);
    expect(await api.call('/api/me/eventanilla')).toEqual({
      status: 502,
      body: { code: 'SERVICE_ERROR', message: 'Ocurrió un error en un servicio de: LegalCommunicationsApi' },
    });
    await api.injectFault('/firms-customers/getFirmsCustomerByCuitCorpEntities', 404, 1);
    expect((await api.call(`/api/me/clientes/${f.customerOfTwoFirmsCuit}`)).body).toEqual({
      code: 'SERVICE_ERROR',
      message: 'Ocurrió un error en un servicio de: FirmsCustomersApi',
    });
  });

  it("names the clients for 'Buscar por cliente', once each, alphabetically", async () => {
    const res = await api.call('/api/me/eventanilla/clients');
    const names = res.body!.items as string[];
    expect(names).toContain('Panadería La Espiga S.R.L.');
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort((a, b) => a.localeCompare(b, 'es'))).toEqual(names);
  });
});

describe('e-Ventanilla detail', () => {
  it("answers the CUIT's details, its studies and its history", async () => {
    const res = await api.call(`/api/me/eventanilla/${f.eVentanillaCuitByStatus['DELEGATION-ACCEPTED']}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'DELEGATION-ACCEPTED',
      operator: 'soporte@proveedor.com.ar',
      allowedStatusChanges: ['WAITING-DELEGATION', 'DELEGATION-MISSING'],
      canChangeStatus: true,
      studies: [
        {
          firmSuborganizationName: 'Estudio Demo Centro',
          customerSuborganizationLegalName: 'María Fernández',
        },
      ],
    });
    expect((res.body!.history as Json[]).map((h) => h.status)).toEqual([
      'DELEGATION-ACCEPTED',
      'WAITING-DELEGATION',
      'DELEGATION-MISSING',
    ]);
  });

  it("answers 'No se encontro la suscripcion de comunicacion' for a CUIT without one", async () => {
    expect(await api.call(`/api/me/eventanilla/${f.customerWithoutSubscriptionCuit}`)).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'No se encontró la suscripción de comunicación' },
    });
    expect((await api.call('/api/me/eventanilla/123')).status).toBe(400);
  });
});

describe('clients', () => {
  it('answers the client and the studies that have it as client', async () => {
    const res = await api.call(`/api/me/clientes/${f.customerWithSeveralFirmsCuit}`);
    expect(res.status).toBe(200);
    expect(res.body!.client).toMatchObject({
      name: 'Panadería La Espiga S.R.L.',
      avatar: { color: '#F4511E' },
    });
    expect((res.body!.studies as Json[]).map((s) => s.firmSuborganizationName).sort()).toEqual([
      'Estudio Demo Centro',
      'Estudio Norte',
    ]);
    expect(res.body!.studies[0]).toMatchObject({
      organizationName: expect.any(String),
      organizationCuit: expect.stringMatching(/^\d{11}$/),
    });
  });

  it('answers no client and no studies for a CUIT no firm has as client', async () => {
    expect((await api.call('/api/me/clientes/20000000001')).body).toEqual({
      cuit: '20000000001',
      client: null,
      studies: [],
    });
  });
});

describe('eventanilla.changeStatus', () => {
  it("changes the status: 'Cambio de estado exitoso.', and the history shows who did it", async () => {
    const cuit = f.eVentanillaCuitByStatus['ACTIVE-LOAD-FAIL-NO-AUTH'];
    const done = await changeStatus(cuit, 'DELEGATION-ACCEPTED');
    expect(done.body).toMatchObject({
      status: 'completed',
      result: { message: 'Cambio de estado exitoso.' },
    });
    const detail = (await api.call(`/api/me/eventanilla/${cuit}`)).body!;
    expect(detail.status).toBe('DELEGATION-ACCEPTED');
    expect(detail.history[0]).toMatchObject({
      status: 'DELEGATION-ACCEPTED',
      operator: 'legales@consola.test',
    });
  });

  it('answers each refusal with its text', async () => {
    expect((await changeStatus(f.customerWithSeveralFirmsCuit, 'WAITING-DELEGATION')).body).toMatchObject({
      status: 'failed',
      error: { message: 'El CUIT está siendo utilizada por más de un cliente' },
    });
    expect((await changeStatus(f.customerWithoutSubscriptionCuit, 'DISABLED')).body).toMatchObject({
      status: 'failed',
      error: { message: 'No se encontró la suscripción de comunicación' },
    });
    expect(
      (await changeStatus(f.eVentanillaCuitByStatus['ACTIVE-LOAD-SUCCESS'], 'DISABLED')).body,
    ).toMatchObject({
      status: 'failed',
      error: { code: 'TRANSITION_NOT_ALLOWED' },
    });
    await api.injectFault('/legal-communications/updateSubscriptionCommunicationVE', 500, 5);
    const failed = await changeStatus(f.eVentanillaCuitByStatus['DELEGATION-MISSING'], 'WAITING-DELEGATION');
    await api.clearFaults();
    expect(failed.body).toMatchObject({
      status: 'failed',
      error: { message: 'Ocurrió un error al actualizar el estado de la suscripción de comunicación' },
    });
  });

  it('refuses a target outside the manual changes and a malformed CUIT before starting', async () => {
    const res = await changeStatus(f.customerOfTwoFirmsCuit, 'ACTIVE-LOAD-SUCCESS');
    expect(res.status).toBe(400);
    const cuit = await changeStatus('30-71500101', 'DISABLED');
    expect(cuit.status).toBe(400);
    expect(cuit.body!.fields).toMatchObject({ cuit: 'El CUIT debe contener 11 numeros, sin guiones' });
  });
});

describe('roles (spec 2 §2.1, §6)', () => {
  for (const [role, email] of Object.entries(ACCOUNTS)) {
    const sees = VIEWERS.includes(role);
    const changes = CHANGERS.includes(role);
    it(`${role}: ${sees ? 'sees' : 'does not see'} e-Ventanilla and clientes, ${changes ? 'may' : 'may not'} change a status`, async () => {
      const expected = sees ? 200 : 403;
      expect((await api.call('/api/me/eventanilla', { as: email })).status).toBe(expected);
      expect((await api.call('/api/me/eventanilla/clients', { as: email })).status).toBe(expected);
      expect((await api.call(`/api/me/eventanilla/${f.customerOfTwoFirmsCuit}`, { as: email })).status).toBe(
        expected,
      );
      expect((await api.call(`/api/me/clientes/${f.customerOfTwoFirmsCuit}`, { as: email })).status).toBe(
        expected,
      );
      if (sees) {
        const list = await api.call('/api/me/eventanilla', { as: email });
        expect(list.body!.canChangeStatus).toBe(changes);
      }
      // The role is checked before the input: an allowed role reaches validation (400), others stop at 403.
      const start = await api.call('/api/operations', {
        method: 'POST',
        as: email,
        json: { type: 'eventanilla.changeStatus', input: { cuit: 'x', targetStatus: 'DISABLED' } },
      });
      expect(start.status).toBe(changes ? 400 : 403);
    });
  }
});
