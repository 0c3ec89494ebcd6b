// The global notification endpoints and operations over real HTTP with real tokens, in front of
// a real Temporal server, worker and platform: the nine-role matrix of spec 2 §6, the form
// rules and the overlap the server enforces, and a blocking maintenance created end to end.
import { notificationInstant as at, notificationMessages as m } from '@cgi/workflows';
import { describe, expect, it } from 'vitest';
import { FAST_RETRY, type Json, ROLE_ACCOUNTS } from '@cgi/test-support/api-env';
import { useApiTestEnv } from '@cgi/test-support/api-env-hooks';

const api = useApiTestEnv({ stepRetry: FAST_RETRY });

const ACCOUNTS = ROLE_ACCOUNTS;
type Role = keyof typeof ACCOUNTS;

const READERS: Role[] = [
  'CGI.Admin',
  'CGI.GlobalNotificationAdmin',
  'CGI.GlobalNotificationInfoOperator',
  'CGI.GlobalNotificationReader',
];
const WRITERS: Role[] = ['CGI.Admin', 'CGI.GlobalNotificationAdmin', 'CGI.GlobalNotificationInfoOperator'];
const FULL_WRITERS: Role[] = ['CGI.Admin', 'CGI.GlobalNotificationAdmin'];
const roles = Object.keys(ACCOUNTS) as Role[];

function notification(year: number, type: string, overrides: Json = {}): Json {
  return {
    notificationTitle: `${type} ${year}`,
    notificationText: 'Texto de la notificación',
    validityStartDate: at(`${year}-05-01`, '10:00'),
    validityFinishDate: at(`${year}-05-02`, '10:00'),
    notificationTypeCode: type,
    communicationChannelCodes: ['WEB-APP-PUSH', 'MOBILE-APP-PUSH'],
    blocking: false,
    suspensionStartDate: '',
    notificationConditionType: null,
    suborganizationGroupId: null,
    ...overrides,
  };
}

const start = (as: string, type: string, input: Json, reason: string | undefined = 'Aviso a los estudios') =>
  api.call('/api/operations', { method: 'POST', as, json: { type, input, ...(reason ? { reason } : {}) } });

async function seededId(title: string): Promise<number> {
  const list = await api.call('/api/global-notifications');
  return (list.body!.items as Json[]).find(
    (n) => n.notificationTitle === title && n.notificationTypeCode !== 'SERVICE_SUSPENSION',
  )!.notificationId as number;
}

describe('reads by role', () => {
  it.each(roles)('%s: list, one notification and the form options', async (role) => {
    const as = ACCOUNTS[role];
    const list = await api.call('/api/global-notifications', { as });
    expect(list.status).toBe(READERS.includes(role) ? 200 : 403);
    const one = await api.call('/api/global-notifications/1', { as });
    expect(one.status).toBe(READERS.includes(role) ? 200 : 403);
    const options = await api.call('/api/global-notifications/form-options', { as });
    expect(options.status).toBe(WRITERS.includes(role) ? 200 : 403);
    if (options.status === 200) {
      expect((options.body!.types as Json[]).map((t) => t.notificationTypeCode)).toEqual(
        FULL_WRITERS.includes(role)
          ? ['ADVERTISEMENT', 'INFORMATION', 'MAINTENANCE']
          : ['ADVERTISEMENT', 'INFORMATION'],
      );
    }
  });

  it('lists every notification with its channels, related title, groups and linked suspension', async () => {
    const items = (await api.call('/api/global-notifications')).body!.items as Json[];
    const main = items.find((n) => n.notificationTitle === 'Mantenimiento programado de la plataforma')!;
    expect(main).toMatchObject({
      notificationTypeCode: 'MAINTENANCE',
      notificationTypeDesc: 'Mantenimiento',
      isActive: true,
      linkedSuspension: { notificationId: expect.any(Number) },
    });
    const suspension = items.find((n) => n.notificationId === main.linkedSuspension.notificationId)!;
    expect(suspension.relatedNotificationTitle).toBe(main.notificationTitle);
    expect(
      items.find((n) => n.notificationTitle === 'Nuevo módulo e-Ventanilla')!.suborganizationGroups,
    ).toEqual([expect.objectContaining({ suborganizationGroupDesc: 'Estudios piloto' })]);
    expect(items.some((n) => n.appCode === 'CGI')).toBe(true);
    expect((await api.call('/api/global-notifications/999999')).body).toMatchObject({
      message: m.serviceFailed,
    });
  });
});

describe('operations by role', () => {
  it.each(roles)('%s: create a MAINTENANCE and an INFORMATION', async (role) => {
    const year = 2040 + roles.indexOf(role);
    const as = ACCOUNTS[role];
    const maintenance = await start(as, 'notification.create', notification(year, 'MAINTENANCE'));
    expect(maintenance.status).toBe(FULL_WRITERS.includes(role) ? 202 : 403);
    const information = await start(as, 'notification.create', notification(year, 'INFORMATION'));
    expect(information.status).toBe(WRITERS.includes(role) ? 202 : 403);
    for (const started of [maintenance, information].filter((s) => s.status === 202)) {
      expect((await api.waitFor(started.body!.id as string)).status).toBe('completed');
    }
  });

  it.each(roles)('%s: edit and delete a maintenance', async (role) => {
    const as = ACCOUNTS[role];
    const year = 2070 + roles.indexOf(role);
    const { notificationId } = await api.env.platform.globalNotifications.create({
      notificationTitle: `Mantenimiento ${year}`,
      notificationText: 'Texto',
      communicationChannelCodes: ['WEB-APP-PUSH'],
      validityStartDate: at(`${year}-01-01`, '00:00'),
      validityFinishDate: at(`${year}-01-02`, '00:00'),
      isActive: true,
      appCode: 'ME',
      notificationTypeCode: 'MAINTENANCE',
    });
    const edit = await start(as, 'notification.edit', {
      notificationId,
      notificationTitle: `Mantenimiento ${year} editado`,
      notificationText: 'Otro texto',
      validityStartDate: at(`${year}-01-01`, '01:00'),
      validityFinishDate: at(`${year}-01-02`, '01:00'),
      communicationChannelCodes: ['WEB-APP-PUSH'],
    });
    expect(edit.status).toBe(FULL_WRITERS.includes(role) ? 202 : 403);
    if (edit.status === 202) expect((await api.waitFor(edit.body!.id as string)).status).toBe('completed');
    const remove = await start(as, 'notification.delete', { notificationId });
    expect(remove.status).toBe(FULL_WRITERS.includes(role) ? 202 : 403);
    if (remove.status === 202)
      expect((await api.waitFor(remove.body!.id as string)).status).toBe('completed');
    const [after] = await api.env.platform.globalNotifications.list({ id: notificationId });
    expect(after).toMatchObject(
      FULL_WRITERS.includes(role)
        ? { notificationTitle: `Mantenimiento ${year} editado`, isActive: false }
        : { notificationTitle: `Mantenimiento ${year}`, isActive: true },
    );
  });
});

describe('server-side rules', () => {
  it('refuses bad input with the first rule of spec 2 §5, and a publish without a reason', async () => {
    const empty = await start(
      'admin@consola.test',
      'notification.create',
      notification(2060, 'MAINTENANCE', {
        notificationTitle: ' ',
        communicationChannelCodes: [],
      }),
    );
    expect(empty.status).toBe(400);
    expect(empty.body!.fields).toEqual({ notificationTitle: m.enterTitle });
    const noType = await start('admin@consola.test', 'notification.create', notification(2060, '', {}));
    expect(noType.body!.fields).toEqual({ notificationTypeCode: m.selectType });
    const noReason = await start(
      'admin@consola.test',
      'notification.create',
      notification(2060, 'MAINTENANCE'),
      '',
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body!.code).toBe('REASON_REQUIRED');
  });

  it("refuses an overlapping active notification of the same type ('Ya existe una notificación')", async () => {
    const first = await start(
      'notificaciones@consola.test',
      'notification.create',
      notification(2061, 'ADVERTISEMENT'),
    );
    expect((await api.waitFor(first.body!.id as string)).status).toBe('completed');
    const again = await start(
      'notificaciones@consola.test',
      'notification.create',
      notification(2061, 'ADVERTISEMENT', {
        notificationTitle: 'Otra publicidad',
        validityStartDate: at('2061-05-02', '09:00'),
        validityFinishDate: at('2061-05-03', '09:00'),
      }),
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: m.alreadyExists,
      fields: { validityStartDate: m.alreadyExists },
    });
  });

  it('creates a blocking maintenance with its linked suspension; deleting it deactivates both', async () => {
    const started = await start(
      'admin@consola.test',
      'notification.create',
      notification(2062, 'MAINTENANCE', {
        blocking: true,
        suspensionStartDate: at('2062-05-01', '22:00'),
        notificationConditionType: 2,
        suborganizationGroupId: 1,
      }),
    );
    expect(started.status).toBe(202);
    const done = await api.waitFor(started.body!.id as string);
    expect(done.status).toBe('completed');
    expect(done.steps.map((s: Json) => s.status)).toEqual(['done', 'done', 'done']);
    const id = await seededId('MAINTENANCE 2062');
    const one = await api.call(`/api/global-notifications/${id}`);
    expect(one.body).toMatchObject({
      isActive: true,
      linkedSuspension: { validityStartDate: '2062-05-02T01:00:00.000Z' },
      suborganizationGroups: [{ suborganizationGroupId: 1, notificationConditionTypeId: 2 }],
    });
    // The info operator may not delete a maintenance; the admin may.
    expect(
      (await start('informacion@consola.test', 'notification.delete', { notificationId: id })).status,
    ).toBe(403);
    const removed = await start('notificaciones@consola.test', 'notification.delete', { notificationId: id });
    expect((await api.waitFor(removed.body!.id as string)).status).toBe('completed');
    const items = (await api.call('/api/global-notifications')).body!.items as Json[];
    expect(items.filter((n) => n.notificationTitle === 'MAINTENANCE 2062').map((n) => n.isActive)).toEqual([
      false,
      false,
    ]);
  });

  it('lets the info operator edit and delete an INFORMATION, and refuses an edit with a foreign suspension', async () => {
    const started = await start(
      'informacion@consola.test',
      'notification.create',
      notification(2063, 'INFORMATION'),
    );
    expect((await api.waitFor(started.body!.id as string)).status).toBe('completed');
    const id = await seededId('INFORMATION 2063');
    const input = {
      notificationId: id,
      notificationTitle: 'INFORMATION 2063 editada',
      notificationText: 'Nuevo texto',
      validityStartDate: at('2063-05-01', '11:00'),
      validityFinishDate: at('2063-05-02', '11:00'),
      communicationChannelCodes: ['MOBILE-APP-PUSH'],
    };
    const foreign = await api.call('/api/operations', {
      method: 'POST',
      as: 'informacion@consola.test',
      json: {
        type: 'notification.edit',
        input: {
          ...input,
          suspension: {
            notificationId: 2,
            validityStartDate: input.validityStartDate,
            validityFinishDate: input.validityFinishDate,
          },
        },
      },
    });
    expect(foreign.status).toBe(400);
    const edit = await api.call('/api/operations', {
      method: 'POST',
      as: 'informacion@consola.test',
      json: { type: 'notification.edit', input },
    });
    expect(edit.status).toBe(202);
    expect((await api.waitFor(edit.body!.id as string)).status).toBe('completed');
    expect((await api.call(`/api/global-notifications/${id}`)).body).toMatchObject({
      notificationTitle: 'INFORMATION 2063 editada',
      communicationChannels: [{ communicationChannelCode: 'MOBILE-APP-PUSH' }],
    });
  });
});
