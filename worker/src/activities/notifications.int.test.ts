// 'Crear una nueva notificación', 'Editar notificación' and 'Eliminar notificación' end to end:
// real Temporal dev server, real worker, real platform on PGlite with the demo seed. Each test
// uses its own year so the overlap rule never mixes them up.
import {
  notificationInstant as at,
  notificationMessages as m,
  type NotificationCreateValues,
  type StepRetryPolicy,
} from '@cgi/workflows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperationsTestEnv, type OperationsTestEnv } from '@cgi/test-support/operations-env';
import { runOperation, stepStatuses } from '@cgi/test-support/run-operation';
import { scaled } from '@cgi/test-support/slowdown';

let env: OperationsTestEnv;

beforeAll(async () => {
  env = await startOperationsTestEnv();
});

afterAll(async () => {
  await env?.stop();
});

const admin = { email: 'admin@consola.test', userId: 900001 };
const quick: StepRetryPolicy = { maxAttempts: 2, initialBackoffMs: 100, maxBackoffMs: 200 };

function blockingMaintenance(year: number, overrides: Partial<NotificationCreateValues> = {}) {
  return {
    notificationTitle: `Mantenimiento ${year}`,
    notificationText: 'La plataforma estará en mantenimiento.',
    validityStartDate: at(`${year}-03-10`, '22:00'),
    validityFinishDate: at(`${year}-03-11`, '06:00'),
    notificationTypeCode: 'MAINTENANCE',
    communicationChannelCodes: ['WEB-APP-PUSH', 'MOBILE-APP-PUSH'],
    blocking: true,
    suspensionStartDate: at(`${year}-03-11`, '00:30'),
    description: 'Mi Estudio no estará disponible.',
    notificationConditionType: 1,
    suborganizationGroupId: 2,
    ...overrides,
  };
}

const create = (input: object, options: { resumeFrom?: string; retry?: StepRetryPolicy } = {}) =>
  runOperation(env, {
    type: 'notification.create',
    workflowType: 'notificationCreate',
    target: 'test',
    input,
    actor: admin,
    retry: options.retry ?? quick,
    ...(options.resumeFrom ? { resumeFrom: options.resumeFrom } : {}),
  });

const titled = async (title: string) =>
  (await env.platform.globalNotifications.list({ appCodes: ['ME'] })).filter(
    (n) => n.notificationTitle === title,
  );

describe('notification.create', () => {
  it('creates a blocking maintenance, its linked suspension and the condition', async () => {
    const outcome = await create(blockingMaintenance(2031));
    expect(outcome.ok).toBe(true);
    expect(stepStatuses(outcome.progress)).toEqual({
      createNotification: 'done',
      createSuspension: 'done',
      associateCondition: 'done',
    });
    const [main, suspension] = (await titled('Mantenimiento 2031')).sort((a, b) =>
      a.notificationTypeCode.localeCompare(b.notificationTypeCode),
    );
    expect(main).toMatchObject({
      notificationTypeCode: 'MAINTENANCE',
      isActive: true,
      validityStartDate: '2031-03-11T01:00:00.000Z',
      validityFinishDate: '2031-03-11T09:00:00.000Z',
      creationUser: admin.email,
      destinationExclusions: { suborganizationGroups: [{ suborganizationGroupId: 2 }] },
    });
    expect(suspension).toMatchObject({
      notificationTypeCode: 'SERVICE_SUSPENSION',
      isActive: true,
      relatedNotificationId: main!.notificationId,
      relatedNotificationTitle: 'Mantenimiento 2031',
      notificationText: 'Mi Estudio no estará disponible.',
      validityStartDate: '2031-03-11T03:30:00.000Z',
      validityFinishDate: main!.validityFinishDate,
    });
    expect(outcome.progress.result).toMatchObject({
      message: m.created,
      notificationId: main!.notificationId,
      suspensionId: suspension!.notificationId,
    });
  });

  it('skips the suspension and the condition of a plain advertisement', async () => {
    const outcome = await create({
      ...blockingMaintenance(2032),
      notificationTitle: 'Publicidad 2032',
      notificationTypeCode: 'ADVERTISEMENT',
      blocking: false,
      notificationConditionType: null,
      suborganizationGroupId: null,
    });
    expect(outcome.ok).toBe(true);
    expect(stepStatuses(outcome.progress)).toEqual({
      createNotification: 'done',
      createSuspension: 'skipped',
      associateCondition: 'skipped',
    });
    expect(await titled('Publicidad 2032')).toHaveLength(1);
  });

  it('a refused suspension leaves the maintenance active and says so; the retry adds only the suspension', async () => {
    // An active suspension already covers the window: the service refuses the linked one.
    const blocker = await env.platform.globalNotifications.create({
      notificationTitle: 'Suspensión previa 2033',
      notificationText: 'Otra suspensión.',
      communicationChannelCodes: ['WEB-APP-PUSH'],
      validityStartDate: at('2033-03-11', '00:00'),
      validityFinishDate: at('2033-03-11', '02:00'),
      isActive: true,
      appCode: 'ME',
      notificationTypeCode: 'SERVICE_SUSPENSION',
    });
    const failed = await create(blockingMaintenance(2033));
    expect(failed.ok).toBe(false);
    expect(failed.progress.error?.message).toBe(m.suspensionFailed);
    expect(stepStatuses(failed.progress)).toEqual({
      createNotification: 'done',
      createSuspension: 'failed',
      associateCondition: 'pending',
    });
    const [main] = await titled('Mantenimiento 2033');
    expect(main).toMatchObject({ notificationTypeCode: 'MAINTENANCE', isActive: true });
    expect(failed.progress.steps[0]!.note).toBe(`Notificación ${main!.notificationId}`);
    expect(failed.progress.steps[1]!.note).toBe(
      `La notificación ${main!.notificationId} quedó creada y activa, sin su notificación de suspensión relacionada; reintentar la operación completa lo que falta.`,
    );

    await env.platform.globalNotifications.update({
      notificationId: blocker.notificationId,
      isActive: false,
    });
    const retried = await create(blockingMaintenance(2033), { resumeFrom: failed.id });
    expect(retried.ok).toBe(true);
    expect(retried.progress.steps[0]!.resumedFrom).toBe(failed.id);
    const all = await titled('Mantenimiento 2033');
    expect(all.map((n) => n.notificationTypeCode).sort()).toEqual(['MAINTENANCE', 'SERVICE_SUSPENSION']);
    expect(all.find((n) => n.notificationTypeCode === 'SERVICE_SUSPENSION')!.relatedNotificationId).toBe(
      main!.notificationId,
    );
  });

  it('a refused condition reports that the notifications were created', async () => {
    const failed = await create(blockingMaintenance(2034, { suborganizationGroupId: 999 }));
    expect(failed.ok).toBe(false);
    expect(failed.progress.error?.message).toBe(m.conditionFailed);
    expect(stepStatuses(failed.progress)).toEqual({
      createNotification: 'done',
      createSuspension: 'done',
      associateCondition: 'failed',
    });
    const created = await titled('Mantenimiento 2034');
    expect(created.map((n) => [n.notificationTypeCode, n.isActive]).sort()).toEqual([
      ['MAINTENANCE', true],
      ['SERVICE_SUSPENSION', true],
    ]);
    expect(failed.progress.steps[2]!.note).toContain('sin la asociación del tipo de condición');
  });

  it('answers the step text when the service keeps failing', async () => {
    await armFault('/global-notifications/addGlobalNotificationEAuthz', { status: 503, times: 2 });
    const failed = await create(blockingMaintenance(2035));
    expect(failed.ok).toBe(false);
    expect(failed.progress.error?.message).toBe(m.createFailed);
    expect(failed.progress.steps[0]!.attempts).toBe(2);
    expect(await titled('Mantenimiento 2035')).toEqual([]);
  });

  it(
    'an attempt retried after a lost answer finds the notification instead of creating another',
    async () => {
      // The first call is slower than the activity timeout but still writes the notification.
      await armFault('/global-notifications/addGlobalNotificationEAuthz', { delayMs: 6000, times: 1 });
      const outcome = await create(
        blockingMaintenance(2036, { notificationConditionType: null, suborganizationGroupId: null }),
        {
          retry: { maxAttempts: 3, initialBackoffMs: 2500, maxBackoffMs: 2500 },
        },
      );
      expect(outcome.ok).toBe(true);
      expect(outcome.progress.steps[0]!.attempts).toBe(2);
      const created = await titled('Mantenimiento 2036');
      expect(created.map((n) => n.notificationTypeCode).sort()).toEqual([
        'MAINTENANCE',
        'SERVICE_SUSPENSION',
      ]);
    },
    scaled(30_000),
  );
});

describe('notification.edit and notification.delete', () => {
  it('edits a maintenance and its suspension, then soft-deletes both', async () => {
    expect((await create(blockingMaintenance(2037))).ok).toBe(true);
    const [main, suspension] = (await titled('Mantenimiento 2037')).sort((a, b) =>
      a.notificationTypeCode.localeCompare(b.notificationTypeCode),
    );
    const edited = await runOperation(env, {
      type: 'notification.edit',
      workflowType: 'notificationEdit',
      target: String(main!.notificationId),
      actor: admin,
      retry: quick,
      input: {
        notificationId: main!.notificationId,
        notificationTitle: 'Mantenimiento 2037 (reprogramado)',
        notificationText: 'Nuevo horario.',
        validityStartDate: at('2037-03-10', '23:00'),
        validityFinishDate: at('2037-03-11', '07:00'),
        communicationChannelCodes: ['WEB-APP-PUSH'],
        notificationConditionType: null,
        suborganizationGroupId: null,
        suspension: {
          notificationId: suspension!.notificationId,
          validityStartDate: at('2037-03-11', '01:00'),
          validityFinishDate: at('2037-03-11', '07:00'),
        },
      },
    });
    expect(edited.ok).toBe(true);
    expect(stepStatuses(edited.progress)).toEqual({
      updateNotification: 'done',
      updateSuspension: 'done',
      associateCondition: 'skipped',
    });
    const [after] = await env.platform.globalNotifications.list({ id: main!.notificationId });
    expect(after).toMatchObject({
      notificationTitle: 'Mantenimiento 2037 (reprogramado)',
      isActive: true,
      validityFinishDate: '2037-03-11T10:00:00.000Z',
      communicationChannels: [{ communicationChannelCode: 'WEB-APP-PUSH' }],
    });
    const [linked] = await env.platform.globalNotifications.list({ id: suspension!.notificationId });
    expect(linked!.validityStartDate).toBe('2037-03-11T04:00:00.000Z');

    const deleted = await runOperation(env, {
      type: 'notification.delete',
      workflowType: 'notificationDelete',
      target: String(main!.notificationId),
      actor: admin,
      retry: quick,
      input: { notificationId: main!.notificationId, notificationTitle: '' },
    });
    expect(deleted.ok).toBe(true);
    expect(deleted.progress.result?.message).toBe(m.deleted);
    for (const id of [main!.notificationId, suspension!.notificationId]) {
      expect((await env.platform.globalNotifications.list({ id }))[0]!.isActive).toBe(false);
    }
  });

  it("a delete the service refuses answers 'Ocurrió un error en un servicio de: eAuthzAPI'", async () => {
    const outcome = await runOperation(env, {
      type: 'notification.delete',
      workflowType: 'notificationDelete',
      target: '999999',
      actor: admin,
      retry: quick,
      input: { notificationId: 999_999, notificationTitle: '' },
    });
    expect(outcome.ok).toBe(false);
    expect(outcome.progress.error?.message).toBe(m.deleteFailed);
  });
});

async function armFault(path: string, fault: { status?: number; delayMs?: number; times: number }) {
  const response = await fetch(`${env.platformUrl}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, ...fault }),
  });
  if (!response.ok) throw new Error(`POST /__faults: HTTP ${response.status}`);
}
