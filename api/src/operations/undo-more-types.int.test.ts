// 'Deshacer' beyond add-user (issue 28), through the api with real Temporal, worker and
// platform: a run of 'Añadir suscriptor', 'Dar de baja al usuario', 'Cancelar invitación' and
// 'Crear una nueva notificación' that the platform stops half-way says what it did and what not;
// its undo runs each inverse once, leaves the platform as the run found it (what the platform
// cannot remove is said to stay), and the original shows what was undone, step by step. One
// undo against a slow platform still writes once. 'Habilitar Mi Estudio' stopped before its
// instance sets the caps back and ends the modules it enabled.
import { randomUUID } from 'node:crypto';
import { demoFixtures as f } from '@cgi/platform';
import type { PlatformClient } from '@cgi/platform/client';
import { ME_DEFAULT_EXPIRY, notificationInstant as at } from '@cgi/workflows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStaffInvites,
  createSubscriberUser,
  createSubscriberWithRoom,
  freshSubscriberNumber,
} from '@cgi/test-support/subscriber-fixtures';
import { startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';
import { scaled } from '@cgi/test-support/slowdown';

const UPDATE_USER = '/organizations/updateUserOrganizationCorpEntities';
const ASSIGN = '/subscribers/assignUserSubscriberCorpEntity';
const UNASSIGN = '/subscribers/unassignUserSubscriberCorpEntity';
const CANCEL_INVITE = '/invites/updateInviteUserInvite';
const SUBSCRIBER_INVITE = '/invites/createSubscriberRegistrationUserInvite';
const ADD_CONDITION = '/global-notifications/addEntityGroupGlobalNotificationEAuthz';
const UPDATE_NOTIFICATION = '/global-notifications/updateGlobalNotificationEAuthz';
const ME_INITIALIZE = '/me-registration/initializeAppInstanceMERegistration';
const ME_UPDATE_PARAMETER = '/authorization/UpdateParameterApplicationInstanceEAuthz';
const ME_DISABLE_MODULE = '/authorization/disableApplicationInstanceAppModuleEAuthz';

let api: ApiTestEnv;
let platform: PlatformClient;

beforeAll(async () => {
  api = await startApiTestEnv({ stepRetry: { maxAttempts: 6, initialBackoffMs: 200, maxBackoffMs: 1000 } });
  platform = api.env.platform;
});

afterAll(async () => {
  await api?.stop();
});

const path = (id: string, action = '') => `/api/operations/${encodeURIComponent(id)}${action}`;
const stepsOf = (view: Json) => (view.steps as Json[]).map((s) => [s.key, s.status]);

/** A new subscriber of 100003's organization with room for three users. */
const freshSubscriber = () => createSubscriberWithRoom(platform, 3);

async function start(type: string, input: Json, reason?: string): Promise<string> {
  const started = await api.call('/api/operations', {
    method: 'POST',
    json: { type, input, ...(reason ? { reason } : {}) },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return started.body!.id as string;
}

/** Undoes a failed operation and waits for the undo; asserts it completed. */
async function undo(id: string, reason: string, timeoutMs = 60_000): Promise<Json> {
  const started = await api.call(path(id, '/undo'), { method: 'POST', json: { reason } });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const undone = await api.waitFor(started.body!.id as string, undefined, timeoutMs);
  expect(undone.status, JSON.stringify(undone.steps)).toBe('completed');
  return undone;
}

/** A run the platform stopped half-way: failed, saying what it did and what its undo would do. */
async function expectFailedHalfWay(id: string, explanation: string, undoPlan: Json): Promise<Json> {
  const failed = await api.waitFor(id);
  expect(failed.status, JSON.stringify(failed.steps)).toBe('failed');
  expect(failed.explanation.text).toBe(explanation);
  expect(failed.undo).toEqual(undoPlan);
  return failed;
}

/** Its undo, counting the platform's calls from here: the review, then each inverse in `keys`, done. */
async function undoEach(id: string, reason: string, keys: string[]): Promise<Json> {
  await api.resetCalls();
  const undone = await undo(id, reason);
  expect(stepsOf(undone)).toEqual([['review', 'done'], ...keys.map((key) => [key, 'done'])]);
  return undone;
}

/** The original after its undo: undone, not retryable, every undo step marked done. */
async function expectShownUndone(id: string, undone: Json): Promise<void> {
  const original = (await api.call(path(id))).body!;
  expect(original).toMatchObject({ undoneBy: undone.id, undo: null, retryable: false });
  expect((original.undoSteps as Json[]).map((s) => [s.key, s.status])).toEqual(stepsOf(undone));
  expect((await api.call(path(id, '/retry'), { method: 'POST', json: {} })).status).toBe(409);
}

async function subscriberUserIds(number: string): Promise<number[]> {
  return (await platform.subscribers.users(number, 0, 100)).map((user) => user.user_id);
}

const statusOf = async (userId: number) =>
  (await platform.organizations.userData(userId)).status.userStatusCode;

const activeInvites = (email: string) => activeStaffInvites(platform, email);

describe("Deshacer 'Añadir suscriptor'", () => {
  it(
    'unassigns and unlinks the new admin, each once; the subscriber and the accounts are said to stay',
    async () => {
      const base = await platform.subscribers.byNumber('100003');
      const number = freshSubscriberNumber();
      const email = `suscriptor.${randomUUID().slice(0, 8)}@demo.com.ar`;
      // The platform refuses the invitation: everything else is done.
      await api.injectFault(SUBSCRIBER_INVITE, 400, 1);
      const id = await start('subscriber.create', {
        organizationId: base.organization_id,
        subscriberNumber: number,
        subscriberName: `Mitad ${number}`,
        email,
        maxUsers: 3,
      });
      await expectFailedHalfWay(
        id,
        'Se creó el suscriptor, se creó la cuenta en el proveedor de identidad, se creó la cuenta de acceso, ' +
          'se vinculó el usuario a la organización y se asignó el usuario al suscriptor; no se envió la ' +
          'invitación de registro porque el servicio de invitaciones rechazó los datos enviados.',
        {
          steps: ['Desasignar el usuario del suscriptor', 'Dar de baja el vínculo con la organización'],
          kept: [
            expect.stringMatching(/^el suscriptor sigue existiendo/),
            expect.stringMatching(/proveedor de identidad/),
            expect.stringMatching(/^la cuenta de acceso sigue existiendo/),
          ],
        },
      );
      const [userId] = await subscriberUserIds(number);
      expect(userId).toBeDefined();
      expect(await statusOf(userId!)).toBe('ACTIVE');

      const undone = await undoEach(id, 'Alta incompleta', ['undo.assignUser', 'undo.linkOrganization']);
      expect(undone.result.message).toMatch(/^Se deshicieron 2 pasos de la operación\. Queda como estaba: /);
      expect(undone.result.message).toMatch(/el suscriptor sigue existiendo/);
      expect(await subscriberUserIds(number)).toEqual([]);
      expect(await statusOf(userId!)).toBe('DELETED');
      expect(await api.callsTo(UNASSIGN)).toBe(1);
      expect(await api.callsTo(UPDATE_USER)).toBe(1);
      await expectShownUndone(id, undone);
    },
    scaled(150_000),
  );
});

describe("Deshacer 'Dar de baja al usuario'", () => {
  it(
    'gives the user back the status the run found, once',
    async () => {
      const number = await freshSubscriber();
      const user = await createSubscriberUser(platform, { subscriberNumber: number, status: 'ACTIVE' });
      // The platform refuses the unassignment: the user is deactivated but still assigned.
      await api.injectFault(UNASSIGN, 400, 1);
      const id = await start(
        'subscriber.deactivateUser',
        { subscriberNumber: number, userId: user.userId },
        'Dejó el estudio',
      );
      await expectFailedHalfWay(
        id,
        'Se dio de baja el usuario en la organización; no se desasignó el usuario del suscriptor porque el servicio de suscriptores rechazó los datos enviados.',
        { steps: ['Devolver al usuario su estado en la organización'], kept: [] },
      );
      expect(await statusOf(user.userId)).toBe('DELETED');

      const undone = await undoEach(id, 'Se dio de baja por error', ['undo.deleteOrganizationUser']);
      expect(await statusOf(user.userId)).toBe('ACTIVE');
      expect(await subscriberUserIds(number)).toEqual([user.userId]);
      expect(await api.callsTo(UPDATE_USER)).toBe(1);
      await expectShownUndone(id, undone);
    },
    scaled(150_000),
  );

  it(
    'against a slow platform (the status write held past its activity timeout) still writes once',
    async () => {
      const number = await freshSubscriber();
      const user = await createSubscriberUser(platform, { subscriberNumber: number, status: 'ACTIVE' });
      await api.injectFault(UNASSIGN, 400, 1);
      const id = await start(
        'subscriber.deactivateUser',
        { subscriberNumber: number, userId: user.userId },
        'Dejó el estudio',
      );
      expect((await api.waitFor(id)).status).toBe('failed');
      await api.resetCalls();
      await api.injectDelay(UPDATE_USER, 12_000, 1);
      const undone = await undo(id, 'Plataforma lenta', 120_000);
      const inverse = (undone.steps as Json[]).find((s) => s.key === 'undo.deleteOrganizationUser')!;
      expect(inverse.attempts).toBeGreaterThan(1);
      expect(await statusOf(user.userId)).toBe('ACTIVE');
      expect(await api.callsTo(UPDATE_USER)).toBe(1);
    },
    scaled(180_000),
  );
});

describe("Deshacer 'Cancelar invitación'", () => {
  it(
    'assigns the user again and gives back their status, each once; the invitation stays active',
    async () => {
      const number = await freshSubscriber();
      const user = await createSubscriberUser(platform, { subscriberNumber: number });
      expect(await activeInvites(user.email)).toHaveLength(1);
      // The platform refuses the cancellation itself, after the user was deactivated and unassigned.
      await api.injectFault(CANCEL_INVITE, 400, 1);
      const id = await start(
        'subscriber.cancelInvitation',
        { subscriberNumber: number, userId: user.userId },
        'Ya no trabaja con el estudio',
      );
      await expectFailedHalfWay(
        id,
        'Se dio de baja el usuario en la organización y se desasignó el usuario del suscriptor; no se canceló ' +
          'la invitación de registro porque el servicio de invitaciones rechazó los datos enviados.',
        {
          steps: [
            'Volver a asignar el usuario al suscriptor',
            'Devolver al usuario su estado en la organización',
          ],
          kept: [],
        },
      );
      expect(await subscriberUserIds(number)).toEqual([]);
      expect(await statusOf(user.userId)).toBe('DELETED');

      const undone = await undoEach(id, 'Sigue en el estudio', [
        'undo.unassignUser',
        'undo.deleteOrganizationUser',
      ]);
      expect(await subscriberUserIds(number)).toEqual([user.userId]);
      expect(await statusOf(user.userId)).toBe('WAITING_VALIDATION');
      expect(await activeInvites(user.email)).toHaveLength(1);
      expect(await api.callsTo(ASSIGN)).toBe(1);
      expect(await api.callsTo(UPDATE_USER)).toBe(1);
      await expectShownUndone(id, undone);
    },
    scaled(150_000),
  );
});

describe("Deshacer 'Crear una nueva notificación'", () => {
  it(
    'deactivates the notification and its suspension, each once, when the condition was refused',
    async () => {
      const year = 2090 + Math.floor(Math.random() * 9);
      const title = `Mantenimiento a medias ${randomUUID().slice(0, 6)}`;
      await api.injectFault(ADD_CONDITION, 400, 1);
      const id = await start(
        'notification.create',
        {
          notificationTitle: title,
          notificationText: 'Texto de la notificación',
          validityStartDate: at(`${year}-05-01`, '10:00'),
          validityFinishDate: at(`${year}-05-02`, '10:00'),
          notificationTypeCode: 'MAINTENANCE',
          communicationChannelCodes: ['WEB-APP-PUSH'],
          blocking: true,
          suspensionStartDate: at(`${year}-05-01`, '22:00'),
          notificationConditionType: 2,
          suborganizationGroupId: 1,
        },
        'Mantenimiento del sistema',
      );
      const failed = await expectFailedHalfWay(
        id,
        'Se publicó la notificación y se creó la notificación de suspensión relacionada; no se asoció el ' +
          'tipo de condición.',
        {
          steps: ['Eliminar la notificación de suspensión relacionada', 'Eliminar la notificación'],
          kept: [],
        },
      );
      expect((failed.steps as Json[]).map((step) => step.status)).toEqual(['done', 'done', 'failed']);
      const all = await platform.globalNotifications.list({ appCodes: ['ME'] });
      const main = all.find(
        (n) => n.notificationTitle === title && n.notificationTypeCode === 'MAINTENANCE',
      )!;
      const suspension = all.find((n) => n.relatedNotificationId === main.notificationId)!;
      expect([main.isActive, suspension.isActive]).toEqual([true, true]);

      const undone = await undoEach(id, 'Publicada a medias', [
        'undo.createSuspension',
        'undo.createNotification',
      ]);
      const after = await platform.globalNotifications.list({ appCodes: ['ME'] });
      const byId = (notificationId: number) => after.find((n) => n.notificationId === notificationId)!;
      expect([byId(main.notificationId).isActive, byId(suspension.notificationId).isActive]).toEqual([
        false,
        false,
      ]);
      // The platform records who undid it.
      expect(byId(main.notificationId).modificationUser).toBe('admin@consola.test');
      expect(await api.callsTo(UPDATE_NOTIFICATION)).toBe(2);
      await expectShownUndone(id, undone);
    },
    scaled(150_000),
  );
});

describe("Deshacer 'Habilitar Mi Estudio'", () => {
  it(
    'sets the caps back and ends the modules it enabled, each once; the instance is left as it was',
    async () => {
      const instanceId = f.northInstanceId;
      const before = await platform.authorization.instance(instanceId);
      const capsBefore = Object.fromEntries(
        before.appParameters.map((p) => [p.app_parameter_code, p.parameter_num_value]),
      );
      const modulesBefore = before.appModules.map((mod) => mod.appModuleCode);
      expect(modulesBefore).not.toContain('FirmCustomer');
      // The platform refuses the instance: caps and modules are done.
      await api.injectFault(ME_INITIALIZE, 400, 1);
      const id = await start('me.enable', {
        organizationId: f.northOrganization.id,
        mode: 'reinitialise',
        maxFirmStaffCount: (capsBefore['User.MaxFirmStaffCount'] as number) + 3,
        maxFirmCustomerCount: 50,
        maxFirmCustomerStaffCount: 75,
        maxCapacityGB: 25,
        maxEVentanillaCustomerCount: 0,
        accessFinishDate: ME_DEFAULT_EXPIRY,
      });
      await expectFailedHalfWay(
        id,
        'Se actualizaron los topes de la instancia y se habilitaron los módulos; no se creó ni renovó la ' +
          'instancia de Mi Estudio.',
        {
          steps: [
            'Deshabilitar los módulos que se habilitaron',
            'Devolver los topes a sus valores anteriores',
          ],
          kept: [],
        },
      );
      const during = await platform.authorization.instance(instanceId);
      expect(during.appModules.map((mod) => mod.appModuleCode)).toContain('FirmCustomer');

      const undone = await undoEach(id, 'Habilitación incompleta', ['undo.modules', 'undo.parameters']);
      const after = await platform.authorization.instance(instanceId);
      expect(
        Object.fromEntries(after.appParameters.map((p) => [p.app_parameter_code, p.parameter_num_value])),
      ).toEqual(capsBefore);
      // The module the run enabled has ended (yesterday), as 'Deshabilitar' leaves one.
      const firmCustomer = after.appModules.find((mod) => mod.appModuleCode === 'FirmCustomer')!;
      expect(Date.parse(firmCustomer.finishDate!)).toBeLessThan(Date.now());
      for (const code of modulesBefore) {
        expect(after.appModules.find((mod) => mod.appModuleCode === code)).toEqual(
          before.appModules.find((mod) => mod.appModuleCode === code),
        );
      }
      expect(after.orgAppAccessStatusCode).toBe(before.orgAppAccessStatusCode);
      expect(await api.callsTo(ME_DISABLE_MODULE)).toBe(1);
      expect(await api.callsTo(ME_UPDATE_PARAMETER)).toBe(1);
      await expectShownUndone(id, undone);
    },
    scaled(150_000),
  );
});
