// Contract tests of the firm-customer services: e-Ventanilla subscriptions (legal
// communications) and locked legal declarations (one platform for both families).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionStatusCode } from '../../client';
import { demoFixtures as f } from '../../seed';
import { failureOf, startTestPlatform, type TestPlatform } from '@cgi/test-support/platform';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.platform.close());

/** The manual changes of spec 2 §4, as target ← allowed origins. */
const allowedOrigins: Record<string, SubscriptionStatusCode[]> = {
  'WAITING-DELEGATION': ['DELEGATION-MISSING', 'DELEGATION-ACCEPTED'],
  'DELEGATION-ACCEPTED': ['WAITING-DELEGATION', 'DELEGATION-MISSING', 'ACTIVE-LOAD-FAIL-NO-AUTH'],
  'DELEGATION-MISSING': ['WAITING-DELEGATION', 'DELEGATION-ACCEPTED'],
  DISABLED: ['DELEGATION-CANCEL-IN-PROGRESS'],
};

describe('legal communications service (e-Ventanilla)', () => {
  it('searches subscriptions, newest status change first; blank filters are ignored', async () => {
    const all = await t.client.legalCommunications.search({
      cuitCliente: '',
      customerSuborganizationName: [],
      subscriptionStatus: [],
    });
    expect(all.length).toBeGreaterThanOrEqual(9);
    const dates = all.map((s) => s.lastStatusChangeDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(all.map((s) => s.subscriptionStatus)).size).toBe(8);

    expect(
      await t.client.legalCommunications.search({ cuitCliente: f.customerWithSeveralFirmsCuit }),
    ).toEqual([
      {
        communicationSubscriptionVEId: expect.any(Number),
        cuitDestinatario: f.customerWithSeveralFirmsCuit,
        subscriptionStatus: 'DELEGATION-MISSING',
        subscriptionStatusDesc: 'Habilitación en proceso: delegación no registrada',
        lastStatusChangeDate: expect.any(String),
        eventActionUser: 'soporte@proveedor.com.ar',
        customerSuborganizationNames: ['Panadería La Espiga S.R.L.'],
      },
    ]);
    const disabled = await t.client.legalCommunications.search({
      subscriptionStatus: ['DISABLED', 'DELEGATION-CANCEL-IN-PROGRESS'],
    });
    expect(new Set(disabled.map((s) => s.subscriptionStatus))).toEqual(
      new Set(['DISABLED', 'DELEGATION-CANCEL-IN-PROGRESS']),
    );
    const byName = await t.client.legalCommunications.search({
      customerSuborganizationName: 'ferretería el tornillo',
    });
    expect(byName.map((s) => s.cuitDestinatario)).toContain(f.customerOfTwoFirmsCuit);
    expect(
      await failureOf(t.client.legalCommunications.search({ subscriptionStatus: 'NOPE' as never })),
    ).toMatchObject({ status: 400 });
  });

  it('answers the detail: history, the firms whose customers use it, and the allowed changes', async () => {
    const detail = await t.client.legalCommunications.detail(f.customerWithSeveralFirmsCuit);
    expect(
      detail.customerSuborgCommSubscriptionsVEList.map((x) => [
        x.firmSuborganizationName,
        x.isServiceEnabled,
        x.applicationInstanceId,
      ]),
    ).toEqual([
      [f.demoStudy.name, true, f.demoInstanceId],
      ['Estudio Norte', true, f.northInstanceId],
    ]);
    expect(detail.customerSuborgCommSubscriptionsVEList[0]).toMatchObject({
      customerSuborganizationLegalName: 'Panadería La Espiga S.R.L.',
      customerSuborganizationCuit: f.customerWithSeveralFirmsCuit,
      firmSuborganizationAvatar: { initials: 'ED' },
      appCode: 'ME',
      orgAppAccessStatusCode: 'GRANTED',
      baseApplicationInstance: true,
    });
    expect(detail.statusHistory).toEqual([
      {
        status: 'DELEGATION-MISSING',
        statusDesc: 'Habilitación en proceso: delegación no registrada',
        date: expect.any(String),
        operator: 'soporte@proveedor.com.ar',
      },
    ]);
    expect(detail.allowedStatusChanges).toEqual(['DELEGATION-ACCEPTED', 'WAITING-DELEGATION']);
    const accepted = await t.client.legalCommunications.detail(
      f.eVentanillaCuitByStatus['DELEGATION-ACCEPTED'],
    );
    expect(accepted.statusHistory.map((h) => h.status)).toEqual([
      'DELEGATION-ACCEPTED',
      'WAITING-DELEGATION',
      'DELEGATION-MISSING',
    ]);
    expect(await failureOf(t.client.legalCommunications.detail('20000000001'))).toEqual({
      status: 404,
      code: 'communicationSubscriptionNotFound',
      message: 'No se encontro la suscripcion de comunicacion',
    });
  });

  it('offers exactly the edges of spec 2 §4 from every status', async () => {
    const cuits = { ...f.eVentanillaCuitByStatus, 'WAITING-DELEGATION': f.customerOfTwoFirmsCuit };
    for (const [from, cuit] of Object.entries(cuits)) {
      const expected = Object.entries(allowedOrigins)
        .filter(([, origins]) => origins.includes(from as SubscriptionStatusCode))
        .map(([to]) => to)
        .sort();
      expect([from, (await t.client.legalCommunications.detail(cuit)).allowedStatusChanges]).toEqual([
        from,
        expected,
      ]);
    }
  });

  it('refuses a CUIT used by more than one client', async () => {
    const [subscription] = await t.client.legalCommunications.search({
      cuitCliente: f.customerWithSeveralFirmsCuit,
    });
    expect(
      await failureOf(
        t.client.legalCommunications.changeStatus({
          communicationSubscriptionVEId: subscription!.communicationSubscriptionVEId,
          serviceStatus: 'WAITING-DELEGATION',
        }),
      ),
    ).toEqual({
      status: 409,
      code: 'cuitUsedByMoreThanOneCustomer',
      message: 'El CUIT esta siendo utilizada por mas de un cliente',
    });
  });

  it('changes a status along an allowed edge with a history entry, refuses the others, repeats harmlessly', async () => {
    const [subscription] = await t.client.legalCommunications.search({
      cuitCliente: f.customerOfTwoFirmsCuit,
    });
    const id = subscription!.communicationSubscriptionVEId;
    const changed = await t.client.legalCommunications.changeStatus({
      communicationSubscriptionVEId: id,
      serviceStatus: 'DELEGATION-ACCEPTED',
      eventActionUser: 'legal@proveedor.com.ar',
    });
    expect(changed).toMatchObject({
      subscriptionStatus: 'DELEGATION-ACCEPTED',
      eventActionUser: 'legal@proveedor.com.ar',
    });
    expect(changed.statusHistory[0]).toMatchObject({
      status: 'DELEGATION-ACCEPTED',
      operator: 'legal@proveedor.com.ar',
    });
    const again = await t.client.legalCommunications.changeStatus({
      communicationSubscriptionVEId: id,
      serviceStatus: 'DELEGATION-ACCEPTED',
    });
    expect(again.statusHistory).toHaveLength(changed.statusHistory.length);
    expect(
      await failureOf(
        t.client.legalCommunications.changeStatus({
          communicationSubscriptionVEId: id,
          serviceStatus: 'DISABLED',
        }),
      ),
    ).toMatchObject({ status: 409, code: 'subscriptionStatusTransitionNotAllowed' });

    const [cancelling] = await t.client.legalCommunications.search({
      cuitCliente: f.eVentanillaCuitByStatus['DELEGATION-CANCEL-IN-PROGRESS'],
    });
    const disabled = await t.client.legalCommunications.changeStatus({
      communicationSubscriptionVEId: cancelling!.communicationSubscriptionVEId,
      serviceStatus: 'DISABLED',
    });
    expect(disabled.subscriptionStatus).toBe('DISABLED');
    expect(
      await failureOf(
        t.client.legalCommunications.changeStatus({
          communicationSubscriptionVEId: 999_999,
          serviceStatus: 'DISABLED',
        }),
      ),
    ).toMatchObject({ status: 404, message: 'No se encontro la suscripcion de comunicacion' });
  });
});

describe('declarations service', () => {
  it("lists a firm's locked declarations, most recently modified first", async () => {
    const locked = await t.client.declarations.locked(f.demoStudy.id);
    expect(locked).toHaveLength(6);
    const dates = locked.map((d) => d.modificationDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(locked[0]).toEqual({
      personalLegalDeclarationId: expect.stringMatching(/^[0-9a-f]{24}$/),
      _id: locked[0]!.personalLegalDeclarationId,
      personalLegalDeclarationDesc: 'DDJJ Ganancias Personas Humanas',
      customerSuborganizationId: expect.any(Number),
      customerSuborganizationName: 'Panadería La Espiga S.R.L.',
      suborganizationId: f.demoStudy.id,
      organizationId: 2,
      modificationDate: expect.any(String),
      bpDeclarations: {
        editionUserId: f.activeEmail,
        bpDeclarationPeriodYear: 2024,
        bpMaturityDueDate: '2025-06-13T12:00:00.000Z',
        declarationStatusDesc: 'Lista para presentar',
      },
    });
    expect(await t.client.declarations.locked(f.northOrganization.studyId)).toHaveLength(1);
    expect(await t.client.declarations.locked(f.studyWithoutFolder.id)).toEqual([]);
    expect(await failureOf(t.client.declarations.locked(999_999))).toMatchObject({ status: 404 });
  });

  it('unlocks one or many, all or none; unlocking again succeeds', async () => {
    const [first, second, third] = (await t.client.declarations.locked(f.demoStudy.id)).map(
      (d) => d.personalLegalDeclarationId,
    );
    expect(await t.client.declarations.unlock(first!)).toEqual({
      personalLegalDeclarationId: [first],
      unlockedCount: 1,
    });
    expect(
      await failureOf(t.client.declarations.unlock([second!, 'ffffffffffffffffffffffff'])),
    ).toMatchObject({
      status: 404,
      code: 'legalDeclarationNotFound',
    });
    expect(await t.client.declarations.locked(f.demoStudy.id)).toHaveLength(5);
    expect(await t.client.declarations.unlock([second!, third!, first!])).toEqual({
      personalLegalDeclarationId: [second, third, first],
      unlockedCount: 2,
    });
    expect(await t.client.declarations.locked(f.demoStudy.id)).toHaveLength(3);
    expect(await failureOf(t.client.declarations.unlock([]))).toMatchObject({ status: 400 });
    expect(await failureOf(t.client.declarations.unlock('nope'))).toMatchObject({ status: 400 });
  });
});
