// The subscribers area of the console API over real HTTP with real tokens, in front of a real
// Temporal server, worker and platform: the read endpoints of its screens and the start of
// its five operations.
import { describe, expect, it } from 'vitest';
import { createSubscriberUser, freshSubscriberNumber } from '@cgi/test-support/subscriber-fixtures';
import { useApiTestEnv } from '@cgi/test-support/api-env-hooks';
import { devAccounts } from '../auth/dev-idp/accounts';

// Approvals off: these tests are not about them (approvals.int.test.ts is).
const api = useApiTestEnv({ defaultAs: 'soporte@consola.test' });
const call: typeof api.call = (path, init) => api.call(path, init);

/** Starts an operation and follows it until it ends. */
async function operate(
  type: string,
  input: Record<string, unknown>,
  options: { as?: string; reason?: string } = {},
) {
  const started = await call('/api/operations', {
    method: 'POST',
    as: options.as,
    json: { type, input, ...(options.reason ? { reason: options.reason } : {}) },
  });
  if (started.status !== 202) return started;
  let view = started.body!;
  for (let i = 0; i < 150 && view.status === 'running'; i++) {
    await new Promise((r) => setTimeout(r, 200));
    view = (await call(`/api/operations/${encodeURIComponent(view.id as string)}`)).body!;
  }
  return { status: started.status, body: view };
}

describe('subscriber screens', () => {
  it("lists the subscriber's organization", async () => {
    const res = await call('/api/subscribers/100001/organizations');
    expect(res.status).toBe(200);
    expect(res.body?.items).toEqual([
      expect.objectContaining({
        organizationId: 2,
        organizationName: 'Estudio Contable Demo',
        organizationCuit: '30712345671',
        organizationTypeCode: 'TESTING-ORG',
        isActive: true,
      }),
    ]);
  });

  it('answers an empty list for a subscriber without organization, 404 for an unknown one', async () => {
    expect((await call('/api/subscribers/100004/organizations')).body).toEqual({ items: [] });
    expect((await call('/api/subscribers/999999999/organizations')).body).toEqual({
      code: 'SUBSCRIBER_NOT_FOUND',
      message: 'El suscriptor ingresado no existe',
    });
  });

  it('lists subscriptions by subscriber id, active first', async () => {
    const res = await call('/api/subscribers/by-id/1/subscriptions');
    expect(res.status).toBe(200);
    expect(res.body?.subscriber.subscriber_ref_id).toBe('100001');
    const items = res.body?.items as { is_active: boolean; product: { product_code: string } }[];
    expect(items.map((s) => s.product.product_code)).toEqual(expect.arrayContaining(['ME-BASIC', 'PAYROLL']));
    const firstInactive = items.findIndex((s) => !s.is_active);
    expect(items.slice(firstInactive).every((s) => !s.is_active)).toBe(true);
    expect((await call('/api/subscribers/by-id/987654/subscriptions')).status).toBe(404);
  });

  it("lists an organization's subscribers; an unknown organization gets the spec text", async () => {
    const res = await call('/api/organizations/2/subscribers');
    expect(res.status).toBe(200);
    expect(res.body?.organization).toMatchObject({ organizationId: 2, organizationCuit: '30712345671' });
    const numbers = (res.body?.items as { subscriber_ref_id: string }[]).map((s) => s.subscriber_ref_id);
    expect(numbers).toEqual(expect.arrayContaining(['100001', '100002', '100003']));
    expect(numbers).not.toContain('100005');
    expect(await call('/api/organizations/987654/subscribers')).toEqual({
      status: 404,
      body: {
        code: 'ORGANIZATION_NOT_FOUND',
        message: 'Ocurrió un error. Intente cargar nuevamente la página',
      },
    });
  });

  it('serves a user of the subscriber for the edit drawer, with the phone', async () => {
    const user = await createSubscriberUser(api.env.platform, { status: 'ACTIVE' });
    const res = await call(`/api/subscribers/100003/users/${user.userId}`);
    expect(res.body).toEqual({
      user_id: user.userId,
      login_account_id: user.loginAccountId,
      first_name: 'Fixture',
      last_name: 'Usuario',
      email: user.email,
      phone: '1155550000',
      organization_user_type_id: 1,
      organization_user_type_code: 'ORG-STAFF',
      organization_commercial_user_type_code: 'REGISTER',
      user_status_code: 'ACTIVE',
    });
    expect(await call(`/api/subscribers/100001/users/${user.userId}`)).toEqual({
      status: 404,
      body: { code: 'USER_NOT_FOUND', message: 'El usuario no existe' },
    });
  });

  it('lists the commercial user types', async () => {
    const res = await call('/api/catalog/organization-commercial-user-types');
    expect(
      res.body?.items.map(
        (t: { organizationCommercialUserTypeCode: string }) => t.organizationCommercialUserTypeCode,
      ),
    ).toEqual(expect.arrayContaining(['SUBSCRIBER', 'REGISTER']));
  });
});

describe('subscriber operations through the API', () => {
  it('refuses an invalid add-subscriber input with the spec texts per field', async () => {
    const res = await call('/api/operations', {
      method: 'POST',
      json: {
        type: 'subscriber.create',
        input: {
          organizationId: 2,
          email: 'x@y',
          subscriberNumber: '-3',
          subscriberName: ' ',
          maxUsers: '0',
        },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body?.fields).toEqual({
      email: 'El email ingresado no es válido',
      subscriberNumber: 'Ingrese un número válido',
      subscriberName: 'Este campo es requerido',
      maxUsers: 'Ingrese un número válido',
    });
  });

  it('adds a subscriber to an organization', async () => {
    const subscriberNumber = freshSubscriberNumber();
    const res = await operate('subscriber.create', {
      organizationId: 2,
      email: `api.alta.${subscriberNumber}@demo.com.ar`,
      subscriberNumber,
      subscriberName: 'Alta por API S.A.',
      maxUsers: 2,
    });
    expect(res.body).toMatchObject({
      type: 'subscriber.create',
      label: 'Añadir suscriptor',
      target: subscriberNumber,
      status: 'completed',
      result: { message: 'Suscriptor agregado con éxito.' },
    });
    const listed = await call('/api/organizations/2/subscribers');
    expect(listed.body?.items.map((s: { subscriber_ref_id: string }) => s.subscriber_ref_id)).toContain(
      subscriberNumber,
    );
  });

  it("says 'Suscriptor ya existente' for a number in use", async () => {
    const res = await operate('subscriber.create', {
      organizationId: 2,
      email: 'otro.alta@demo.com.ar',
      subscriberNumber: '100002',
      subscriberName: 'Repetido',
      maxUsers: 1,
    });
    expect(res.body).toMatchObject({ status: 'failed', error: { message: 'Suscriptor ya existente' } });
  });

  it('deactivates a user with a reason, recorded with the operation', async () => {
    const user = await createSubscriberUser(api.env.platform, { status: 'ACTIVE' });
    const res = await operate(
      'subscriber.deactivateUser',
      { subscriberNumber: '100003', userId: user.userId },
      { reason: 'Pedido del titular' },
    );
    expect(res.body).toMatchObject({
      status: 'completed',
      reason: 'Pedido del titular',
      result: { message: 'Usuario dado de baja con éxito' },
    });
  });

  it('refuses the self-deactivation of the signed-in user', async () => {
    const admin = devAccounts.find((a) => a.email === 'admin@consola.test')!;
    const user = await createSubscriberUser(api.env.platform, { status: 'ACTIVE', email: admin.email });
    const res = await operate(
      'subscriber.deactivateUser',
      { subscriberNumber: '100003', userId: user.userId },
      { as: admin.email, reason: 'Prueba' },
    );
    expect(res.body).toMatchObject({
      status: 'failed',
      error: { message: 'Un usuario no se puede dar de baja a si mismo' },
    });
  });

  it('cancels and resends invitations, open to every console role', async () => {
    const resent = await createSubscriberUser(api.env.platform);
    const resend = await operate(
      'subscriber.resendInvitation',
      { subscriberNumber: '100003', userId: resent.userId },
      { as: 'lector@consola.test' },
    );
    expect(resend.body).toMatchObject({
      status: 'completed',
      result: { message: 'Invitación enviada con éxito.' },
    });

    const cancelled = await createSubscriberUser(api.env.platform);
    const cancel = await operate(
      'subscriber.cancelInvitation',
      { subscriberNumber: '100003', userId: cancelled.userId },
      { as: 'informacion@consola.test', reason: 'Invitación enviada por error' },
    );
    expect(cancel.body).toMatchObject({
      status: 'completed',
      result: { message: 'Invitación cancelada con éxito.' },
    });
  });

  it('edits only the changed fields and refuses an edit without changes', async () => {
    const user = await createSubscriberUser(api.env.platform, { status: 'ACTIVE' });
    const empty = await call('/api/operations', {
      method: 'POST',
      json: { type: 'user.edit', input: { userId: user.userId, subscriberNumber: '100003' } },
    });
    expect(empty.status).toBe(400);
    expect(empty.body?.fields).toEqual({ _: 'No hay cambios para guardar' });

    const res = await operate('user.edit', {
      userId: user.userId,
      subscriberNumber: '100003',
      lastName: 'Editada',
    });
    expect(res.body).toMatchObject({
      status: 'completed',
      result: { message: 'Usuario editado con éxito.' },
    });
    expect((await call(`/api/subscribers/100003/users/${user.userId}`)).body?.last_name).toBe('Editada');
  });
});
