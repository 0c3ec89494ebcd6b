// 'Políticas de aprobación' over real HTTP, Temporal and PGlite: an administrator's change is
// recorded with who, when and why, applies to the starts after it, and leaves the operations
// already waiting with the request they started with.
import { notificationInstant as at } from '@cgi/workflows';
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
    // A contract says in Spanish what its condition means for the type.
    const edit = items.find((item) => item.type === 'notification.edit');
    expect(edit?.default).toMatchObject({
      when: { kind: 'fieldEquals', field: 'blocking', value: true },
      condition: expect.stringMatching(/^Cuando edita un mantenimiento bloqueante o una suspensión/),
    });
    expect(edit?.fields).toContainEqual({ name: 'blocking', label: 'Bloqueante' });
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
    // A condition that could never apply (issue 40): a field the type does not have, or a value
    // its field never holds, is refused naming the field.
    const onMissingField = await put({
      required: true,
      roles: ['CGI.Admin'],
      when: { kind: 'fieldEquals', field: 'blocking', value: true },
      reason: 'p',
    });
    expect(onMissingField).toMatchObject({
      status: 400,
      body: { fields: { when: 'El campo «blocking» no es parte de los datos de este tipo de operación' } },
    });
    const asText = await put(
      {
        required: true,
        roles: ['CGI.Admin'],
        when: { kind: 'fieldEquals', field: 'blocking', value: 'true' },
        reason: 'p',
      },
      'admin@consola.test',
      'notification.edit',
    );
    expect(asText).toMatchObject({
      status: 400,
      body: { fields: { when: '«Bloqueante» nunca vale "true": la condición no se cumpliría nunca' } },
    });
    const hours = await put({ required: true, roles: ['CGI.Admin'], expiresInHours: 0, reason: 'p' });
    expect(hours).toMatchObject({ status: 400, body: { fields: { expiresInHours: 'Al menos 1 hora' } } });
    expect((await put({ required: false, reason: 'p' }, 'admin@consola.test', 'no.such')).status).toBe(404);
    // Nothing was recorded by the refused changes.
    for (const type of [TYPE, 'identity.impersonate', 'notification.edit']) {
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

/** A blocking maintenance of `year` as the platform keeps one: the notice and its linked suspension. */
async function blockingMaintenance(year: number) {
  const notices = api.env.platform.globalNotifications;
  const common = {
    notificationText: 'Mi Estudio no estará disponible.',
    communicationChannelCodes: ['WEB-APP-PUSH' as const],
    validityFinishDate: at(`${year}-06-01`, '12:00'),
    isActive: true,
    appCode: 'ME',
  };
  const { notificationId } = await notices.create({
    ...common,
    notificationTitle: `Mantenimiento ${year}`,
    validityStartDate: at(`${year}-06-01`, '08:00'),
    notificationTypeCode: 'MAINTENANCE',
  });
  const suspension = await notices.create({
    ...common,
    notificationTitle: `Suspensión ${year}`,
    validityStartDate: at(`${year}-06-01`, '09:00'),
    notificationTypeCode: 'SERVICE_SUSPENSION',
    relatedNotificationId: notificationId,
  });
  return { notificationId, suspensionId: suspension.notificationId };
}

/** An edit that moves a maintenance of `year` two hours later (and its suspension, when given). */
function movedEdit(year: number, notificationId: number, suspensionId: number | null) {
  return {
    notificationId,
    notificationTitle: `Mantenimiento ${year}`,
    notificationText: 'Mi Estudio no estará disponible.',
    validityStartDate: at(`${year}-06-01`, '10:00'),
    validityFinishDate: at(`${year}-06-01`, '14:00'),
    communicationChannelCodes: ['WEB-APP-PUSH'],
    suspension:
      suspensionId === null
        ? null
        : {
            notificationId: suspensionId,
            validityStartDate: at(`${year}-06-01`, '11:00'),
            validityFinishDate: at(`${year}-06-01`, '14:00'),
          },
  };
}

const startAs = (as: string, type: string, input: Json) =>
  api.call('/api/operations', { method: 'POST', as, json: { type, input, reason: 'Ventana movida' } });

describe('notification.edit of a blocking maintenance (issue 40, finding 1)', () => {
  it('waits for another person before it moves the maintenance and its suspension', async () => {
    const { notificationId, suspensionId } = await blockingMaintenance(2081);
    const started = await startAs('notificaciones@consola.test', 'notification.edit', {
      ...movedEdit(2081, notificationId, suspensionId),
      blocking: true,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const id = started.body!.id as string;
    const waiting = await api.waitFor(
      id,
      (view) => view.approval?.state === 'pending' || !['running', 'awaitingApproval'].includes(view.status),
    );
    expect(waiting).toMatchObject({ status: 'awaitingApproval', approval: { state: 'pending' } });
    const notice = async () =>
      (await api.env.platform.globalNotifications.list({ appCodes: ['ME'] })).find(
        (n) => n.notificationId === suspensionId,
      )!;
    expect((await notice()).validityStartDate).toBe(at('2081-06-01', '09:00'));
    const approved = await api.call(`/api/operations/${encodeURIComponent(id)}/approve`, {
      method: 'POST',
      as: 'admin@consola.test',
      json: {},
    });
    expect(approved).toMatchObject({ status: 200, body: { state: 'approved' } });
    expect(await api.waitFor(id)).toMatchObject({ status: 'completed' });
    expect((await notice()).validityStartDate).toBe(at('2081-06-01', '11:00'));
  });

  it('an edit of a blocking maintenance or of a suspension must say it is blocking; a plain one needs no approval', async () => {
    const { notificationId, suspensionId } = await blockingMaintenance(2082);
    const refusedBlocking = {
      blocking:
        'La notificación suspende el servicio: indique que es bloqueante (editarla necesita la aprobación de otra persona)',
    };
    // The maintenance's own window only, without saying it is blocking: refused, nothing starts.
    const silent = await startAs(
      'notificaciones@consola.test',
      'notification.edit',
      movedEdit(2082, notificationId, null),
    );
    expect(silent).toMatchObject({ status: 400, body: { fields: refusedBlocking } });
    // The suspension itself, edited on its own.
    const direct = { ...movedEdit(2082, suspensionId, null), notificationTitle: 'Suspensión 2082' };
    expect(await startAs('admin@consola.test', 'notification.edit', direct)).toMatchObject({
      status: 400,
      body: { fields: refusedBlocking },
    });
    const declared = await startAs('admin@consola.test', 'notification.edit', { ...direct, blocking: true });
    expect(declared).toMatchObject({ status: 202, body: { status: 'awaitingApproval' } });
    await api.waitFor(declared.body!.id as string, (view) => view.approval?.state === 'pending');
    await api.call(`/api/operations/${encodeURIComponent(declared.body!.id as string)}/cancel`, {
      method: 'POST',
      as: 'admin@consola.test',
    });

    // An information notice: no approval, and it cannot claim to be blocking.
    const { notificationId: info } = await api.env.platform.globalNotifications.create({
      notificationTitle: 'Información 2082',
      notificationText: 'Texto',
      communicationChannelCodes: ['WEB-APP-PUSH'],
      validityStartDate: at('2082-07-01', '08:00'),
      validityFinishDate: at('2082-07-01', '12:00'),
      isActive: true,
      appCode: 'ME',
      notificationTypeCode: 'INFORMATION',
    });
    const plain = {
      ...movedEdit(2082, info, null),
      notificationTitle: 'Información 2082 editada',
      validityStartDate: at('2082-07-01', '09:00'),
      validityFinishDate: at('2082-07-01', '13:00'),
    };
    expect(
      await startAs('informacion@consola.test', 'notification.edit', { ...plain, blocking: true }),
    ).toMatchObject({
      status: 400,
      body: { fields: { blocking: 'La notificación no suspende el servicio: no es bloqueante' } },
    });
    const started = await startAs('informacion@consola.test', 'notification.edit', plain);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(await api.waitFor(started.body!.id as string)).toMatchObject({
      status: 'completed',
      approval: null,
    });
  });
});
