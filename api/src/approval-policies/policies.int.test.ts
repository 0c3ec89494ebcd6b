// 'Políticas de aprobación' over real HTTP, Temporal and PGlite: an administrator's change is
// recorded with who, when and why, applies to the starts after it, and leaves the operations
// already waiting with the request they started with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscriberUser } from '@cgi/test-support/subscriber-fixtures';
import { FAST_RETRY, startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';

const TYPE = 'subscriber.deactivateUser';
let api: ApiTestEnv;

beforeAll(async () => {
  api = await startApiTestEnv({ stepRetry: FAST_RETRY, approvals: true });
});
afterAll(async () => {
  await api?.stop();
});

const put = (json: Json, as = 'admin@consola.test', type = TYPE) =>
  api.call(`/api/approval-policies/${encodeURIComponent(type)}`, { method: 'PUT', as, json });

async function startDeactivation() {
  const user = await createSubscriberUser(api.env.platform, { status: 'ACTIVE' });
  const started = await api.call('/api/operations', {
    method: 'POST',
    as: 'soporte@consola.test',
    json: { type: TYPE, input: { subscriberNumber: '100003', userId: user.userId }, reason: 'Baja pedida' },
  });
  expect(started.status).toBe(202);
  return started.body!;
}

describe('approval policies', () => {
  it('lists every type with its contract default, for administrators only', async () => {
    const list = await api.call('/api/approval-policies');
    expect(list.status).toBe(200);
    const items = list.body!.items as Json[];
    const deactivate = items.find((item) => item.type === TYPE);
    expect(deactivate).toMatchObject({
      label: expect.any(String),
      default: { required: true, approvers: 1, condition: 'Siempre', expiresInHours: 72 },
      changed: null,
    });
    const impersonate = items.find((item) => item.type === 'identity.impersonate');
    expect(impersonate?.default).toMatchObject({ required: true, approvers: 2 });
    // A field condition reads the field's Spanish name, also where the edit lists fewer fields.
    const edit = items.find((item) => item.type === 'notification.edit');
    expect(edit?.default.condition).toBe('Cuando «Bloqueante» es sí');
    const bulk = items.find((item) => item.bulk === true);
    expect(bulk?.default).toMatchObject({
      required: true,
      when: { kind: 'elementsAbove', count: 100 },
      condition: 'Con más de 100 elementos',
    });
    expect(items.some((item) => item.default.required === false && item.default.condition === 'Nunca')).toBe(
      true,
    );
    expect((await api.call('/api/approval-policies', { as: 'soporte@consola.test' })).status).toBe(403);
    expect((await put({ required: false, reason: 'x' }, 'soporte@consola.test')).status).toBe(403);
  });

  it('refuses a change without a reason, with a role that cannot start the type, or an unknown type', async () => {
    const noReason = await put({ required: true, approvers: 2, roles: ['CGI.Admin'] });
    expect(noReason).toMatchObject({
      status: 400,
      body: { fields: { reason: 'Indique el motivo del cambio' } },
    });
    // Impersonation is started by administrators and support only.
    const outsider = await put(
      { required: true, roles: ['CGI.GlobalNotificationReader'], reason: 'prueba' },
      'admin@consola.test',
      'identity.impersonate',
    );
    expect(outsider.status).toBe(400);
    expect(outsider.body!.fields.roles).toContain('no puede iniciar este tipo');
    const elements = await put({
      required: true,
      roles: ['CGI.Admin'],
      when: { kind: 'elementsAbove', count: 5 },
      reason: 'p',
    });
    expect(elements.body!.fields.when).toBe(
      'La condición por cantidad de elementos es solo para operaciones masivas',
    );
    const hours = await put({ required: true, roles: ['CGI.Admin'], expiresInHours: 0, reason: 'p' });
    expect(hours).toMatchObject({ status: 400, body: { fields: { expiresInHours: 'Al menos 1 hora' } } });
    expect((await put({ required: false, reason: 'p' }, 'admin@consola.test', 'no.such')).status).toBe(404);
    // Nothing was recorded by the refused changes.
    for (const type of [TYPE, 'identity.impersonate']) {
      const detail = await api.call(`/api/approval-policies/${type}`);
      expect(detail.body!.history).toEqual([]);
      expect(detail.body!.changed).toBeNull();
    }
  });

  it('applies a change to later starts only, and records who, when and why', async () => {
    const waiting = await startDeactivation();
    expect(waiting).toMatchObject({ status: 'awaitingApproval', approval: { approvers: 1, missing: 1 } });

    const twoAdmins = await put({
      required: true,
      approvers: 2,
      roles: ['CGI.CustomerSupport', 'CGI.LegalCommOperator'],
      when: { kind: 'always' },
      expiresInHours: 24,
      reason: 'Auditoría pidió dos aprobaciones',
    });
    expect(twoAdmins).toMatchObject({
      status: 200,
      body: {
        changedBy: 'admin@consola.test',
        reason: 'Auditoría pidió dos aprobaciones',
        policy: { approvers: 2 },
      },
    });

    // The new policy: two approvals, support and legal only (no administrator), 24 h.
    const later = await startDeactivation();
    expect(later).toMatchObject({ status: 'awaitingApproval', approval: { approvers: 2, missing: 2 } });
    await api.waitFor(later.id, (view) => view.approval?.state === 'pending');
    const byAdmin = await api.call(`/api/operations/${encodeURIComponent(later.id)}/approve`, {
      method: 'POST',
      as: 'admin@consola.test',
      json: {},
    });
    expect(byAdmin).toMatchObject({ status: 403, body: { code: 'APPROVER_ROLE' } });
    const hours = (Date.parse(later.approval.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    // The one already waiting keeps its request: one approval, which an administrator may give.
    await api.waitFor(waiting.id, (view) => view.approval?.state === 'pending');
    const approved = await api.call(`/api/operations/${encodeURIComponent(waiting.id)}/approve`, {
      method: 'POST',
      as: 'admin@consola.test',
      json: {},
    });
    expect(approved).toMatchObject({ status: 200, body: { state: 'approved', missing: 0 } });

    const none = await put({ required: false, reason: 'Ya no hace falta' });
    expect(none.status).toBe(200);
    const free = await startDeactivation();
    expect(free.status).not.toBe('awaitingApproval');
    expect(free.approval ?? null).toBeNull();

    const detail = await api.call(`/api/approval-policies/${TYPE}`);
    expect(detail.body).toMatchObject({
      current: { required: false, condition: 'Nunca' },
      changed: { reason: 'Ya no hace falta', changedBy: 'admin@consola.test' },
    });
    expect((detail.body!.history as Json[]).map((change) => change.reason)).toEqual([
      'Ya no hace falta',
      'Auditoría pidió dos aprobaciones',
    ]);
    expect(Date.parse(detail.body!.history[0].changedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps every one of 12 concurrent changes in the history, and the latest in force', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        put({
          required: true,
          approvers: 1,
          roles: ['CGI.Admin'],
          expiresInHours: n + 1,
          reason: `cambio ${n}`,
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const detail = await api.call(`/api/approval-policies/${TYPE}`);
    const history = detail.body!.history as Json[];
    expect(history.filter((change) => String(change.reason).startsWith('cambio '))).toHaveLength(12);
    expect(detail.body!.current.expiresInHours).toBe(history[0]!.policy.expiresInHours);
    expect(detail.body!.changed.id).toBe(Math.max(...answers.map((answer) => answer.body!.id as number)));
  });
});
