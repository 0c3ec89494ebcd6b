// A failed add-user after the fact, through the api with real Temporal, worker and platform: it
// says what it did and what not; a capacity refusal keeps 'Reintentar' away (409) until the
// subscriber has a place again; 'Deshacer' cancels the invitation and the organization link,
// each once, also against a slow platform; and it is refused where there is nothing to undo.
import { randomUUID } from 'node:crypto';
import type { PlatformClient } from '@cgi/platform/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStaffInvites,
  createSubscriberUser,
  createSubscriberWithRoom,
  organizationLinkStatus,
} from '@cgi/test-support/subscriber-fixtures';
import { startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';
import { scaled } from '@cgi/test-support/slowdown';

const INVITE = '/invites/createOrgStaffRegistrationUserInvite';
const CANCEL_INVITE = '/invites/updateInviteUserInvite';
const UPDATE_LINK = '/organizations/updateUserOrganizationCorpEntities';

let api: ApiTestEnv;
let platform: PlatformClient;

beforeAll(async () => {
  api = await startApiTestEnv({ stepRetry: { maxAttempts: 8, initialBackoffMs: 500, maxBackoffMs: 2000 } });
  platform = api.env.platform;
});

afterAll(async () => {
  await api?.stop();
});

/** A new subscriber of 100003's organization with room for `maxUsers`, none taken. */
const subscriberWithRoomFor = (maxUsers: number) => createSubscriberWithRoom(platform, maxUsers);

const path = (id: string, action = '') => `/api/operations/${encodeURIComponent(id)}${action}`;

function startAddUser(subscriberNumber: string, email: string) {
  return api.call('/api/operations', {
    method: 'POST',
    json: {
      type: 'subscriber.addUser',
      input: { subscriberNumber, email, firstName: 'Mitad', lastName: 'Hecha', userTypeCode: 'ORG-STAFF' },
    },
  });
}

/**
 * An add-user that does everything but its last step: while its invitation is held back by the
 * platform, another user takes the subscriber's last place, so the assignment is refused.
 */
async function halfDoneAddUser(): Promise<{ id: string; email: string; number: string; filler: number }> {
  const number = await subscriberWithRoomFor(1);
  const email = `mitad.${randomUUID().slice(0, 8)}@demo.com.ar`;
  await api.injectDelay(INVITE, 2_500, 1);
  const started = await startAddUser(number, email);
  expect(started.status).toBe(202);
  const id = started.body!.id as string;
  await api.waitFor(id, (view) => step(view, 'sendInvite').status === 'running', 30_000);
  const filler = await createSubscriberUser(platform, { subscriberNumber: number, status: 'ACTIVE' });
  const failed = await api.waitFor(id, undefined, 60_000);
  expect(failed.status, JSON.stringify(failed.steps)).toBe('failed');
  expect(step(failed, 'assignUser').status).toBe('failed');
  return { id, email, number, filler: filler.userId };
}

/** The actions the operations list's row of `id` offers (the subscriber's history). */
async function rowActions(subscriberNumber: string, id: string): Promise<unknown> {
  const page = await api.call(`/api/operations?target=${subscriberNumber}&pageSize=100`);
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  const row = (page.body!.items as Json[]).find((item) => item.id === id);
  expect(row, `${id} on the list`).toBeDefined();
  return (row!.life as Json).actions;
}

const step = (view: Json, key: string) => (view.steps as Json[]).find((s) => s.key === key)!;

const activeInvites = (email: string) => activeStaffInvites(platform, email);
const linkStatus = (email: string) => organizationLinkStatus(platform, email);

describe('a capacity refusal at the last step', () => {
  it(
    'says what was done and not, and refuses a retry until the subscriber has a place',
    async () => {
      const { id, filler, number } = await halfDoneAddUser();
      const view = (await api.call(path(id))).body!;
      // Its list row offers what its detail offers: no retry while the refusal holds (issue 43).
      expect(view.life.actions).toEqual(['undo']);
      expect(await rowActions(number, id)).toEqual(view.life.actions);
      expect(view.explanation.text).toBe(
        'Se creó la cuenta en el proveedor de identidad, se creó la cuenta de acceso, se vinculó el usuario a ' +
          'la organización y se envió la invitación de registro; no se asignó el usuario al suscriptor porque ' +
          'el suscriptor alcanzó su límite de 1 usuario.',
      );
      expect(view.explanation.remedy).toMatch(/^Dé de baja a un usuario del suscriptor/);
      expect(view.retryable).toBe(false);
      expect(view.retryBlockedReason).toMatch(
        /^No se puede reintentar mientras el suscriptor siga en su límite/,
      );
      expect(view.undo).toEqual({
        steps: ['Cancelar la invitación de registro', 'Dar de baja el vínculo con la organización'],
        kept: [expect.stringMatching(/proveedor de identidad/), expect.stringMatching(/cuenta de acceso/)],
      });

      const refused = await api.call(path(id, '/retry'), { method: 'POST', json: {} });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'OPERATION_RETRY_BLOCKED',
        message: view.retryBlockedReason,
      });

      // A place frees up: the other user leaves the organization, so no longer counts.
      await platform.organizations.updateUser({ organizationUserId: filler, userStatusCode: 'DELETED' });
      const now = (await api.call(path(id))).body!;
      expect(now.retryable).toBe(true);
      expect(now.retryBlockedReason).toBeNull();
      expect(now.life.actions).toEqual(['retry', 'undo']);
      expect(await rowActions(number, id)).toEqual(now.life.actions);
      const retried = await api.call(path(id, '/retry'), { method: 'POST', json: {} });
      expect(retried.status).toBe(202);
      const done = await api.waitFor(retried.body!.id as string);
      expect(done.status).toBe('completed');
    },
    scaled(150_000),
  );
});

describe('Deshacer', () => {
  it(
    'cancels the invitation and the organization link, each once, newest first; the original says so',
    async () => {
      const { id, email } = await halfDoneAddUser();
      expect(await activeInvites(email)).toHaveLength(1);
      expect(await linkStatus(email)).toBe('WAITING_VALIDATION');

      const noReason = await api.call(path(id, '/undo'), { method: 'POST', json: {} });
      expect(noReason.status).toBe(400);
      await api.resetCalls();
      const started = await api.call(path(id, '/undo'), {
        method: 'POST',
        json: { reason: 'Sin lugar en el suscriptor' },
      });
      expect(started.status).toBe(202);
      expect(started.body).toMatchObject({
        type: 'operation.undo',
        undoOf: id,
        reason: 'Sin lugar en el suscriptor',
      });
      const undoId = started.body!.id as string;
      const undone = await api.waitFor(undoId);
      expect(undone.status, JSON.stringify(undone.steps)).toBe('completed');
      expect((undone.steps as Json[]).map((s) => [s.key, s.status])).toEqual([
        ['review', 'done'],
        ['undo.sendInvite', 'done'],
        ['undo.linkOrganization', 'done'],
      ]);
      expect(undone.result.message).toMatch(/^Se deshicieron 2 pasos de la operación\. Queda como estaba: /);

      expect(await activeInvites(email)).toHaveLength(0);
      expect(await linkStatus(email)).toBe('DELETED');
      expect(await api.callsTo(CANCEL_INVITE)).toBe(1);
      expect(await api.callsTo(UPDATE_LINK)).toBe(1);

      const original = (await api.call(path(id))).body!;
      expect(original).toMatchObject({ undoneBy: undoId, undo: null, retryable: false });
      expect((original.undoSteps as Json[]).every((s) => s.status === 'done')).toBe(true);
      expect((await api.call(path(id, '/retry'), { method: 'POST', json: {} })).status).toBe(409);
      // Asking again answers the same undo.
      const again = await api.call(path(id, '/undo'), { method: 'POST', json: { reason: 'otra vez' } });
      expect(again.status).toBe(202);
      expect(again.body!.id).toBe(undoId);
      // The event log of the undo, each line once.
      const log = (await api.call(path(undoId, '/log'))).body!.items as Json[];
      expect(log.map((entry) => entry.eventText)).toContain(
        'Cancelar la invitación de registro: completado (intentos: 1)',
      );
    },
    scaled(150_000),
  );

  it(
    'against a slow platform (a cancel held past its activity timeout) still cancels once',
    async () => {
      const { id, email } = await halfDoneAddUser();
      await api.resetCalls();
      await api.injectDelay(CANCEL_INVITE, 12_000, 1);
      const started = await api.call(path(id, '/undo'), {
        method: 'POST',
        json: { reason: 'Plataforma lenta' },
      });
      const undone = await api.waitFor(started.body!.id as string, undefined, 120_000);
      expect(undone.status, JSON.stringify(undone.steps)).toBe('completed');
      expect(step(undone, 'undo.sendInvite').attempts).toBeGreaterThan(1);
      expect(await activeInvites(email)).toHaveLength(0);
      expect(await linkStatus(email)).toBe('DELETED');
      expect(await api.callsTo(CANCEL_INVITE)).toBe(1);
      expect(await api.callsTo(UPDATE_LINK)).toBe(1);
    },
    scaled(180_000),
  );

  it(
    'is refused where there is nothing to undo, for a completed run, or for a role that may not retry it',
    async () => {
      // Refused at its first step: nothing happened, so nothing has an inverse.
      const full = await subscriberWithRoomFor(1);
      await createSubscriberUser(platform, { subscriberNumber: full, status: 'ACTIVE' });
      const refusedAtOnce = await startAddUser(full, `lleno.${randomUUID().slice(0, 8)}@demo.com.ar`);
      const failed = await api.waitFor(refusedAtOnce.body!.id as string);
      expect(failed.status).toBe('failed');
      expect(failed.undo).toBeNull();
      expect(failed.explanation.text).toMatch(
        /^No se hizo ningún cambio: no se agregó el usuario al suscriptor porque/,
      );
      // Its event log has the lines of the run, the refusal included (the web read it too early).
      const lines = ((await api.call(path(failed.id, '/log'))).body!.items as Json[]).map((e) => e.eventText);
      expect(lines).toContain(
        'Verificar la capacidad del suscriptor: rechazado: El suscriptor posee la cantidad máxima de usuarios establecida',
      );
      const nothing = await api.call(path(failed.id, '/undo'), { method: 'POST', json: { reason: 'x' } });
      expect(nothing.status).toBe(409);
      expect(nothing.body).toMatchObject({ code: 'NOTHING_TO_UNDO' });

      // Completed: nothing failed, nothing to undo.
      const ok = await startAddUser(
        await subscriberWithRoomFor(3),
        `bien.${randomUUID().slice(0, 8)}@demo.com.ar`,
      );
      const completed = await api.waitFor(ok.body!.id as string);
      expect(completed.status).toBe('completed');
      const notFailed = await api.call(path(completed.id, '/undo'), {
        method: 'POST',
        json: { reason: 'x' },
      });
      expect(notFailed.status).toBe(409);
      expect(notFailed.body).toMatchObject({ code: 'OPERATION_NOT_UNDOABLE' });

      // A commercial agent may add users but not retry them, so not undo them either.
      const agent = 'comercial@consola.test';
      const own = await api.call('/api/operations', {
        as: agent,
        method: 'POST',
        json: {
          type: 'subscriber.addUser',
          input: {
            subscriberNumber: full,
            email: `agente.${randomUUID().slice(0, 8)}@demo.com.ar`,
            firstName: 'Agente',
            lastName: 'Comercial',
            userTypeCode: 'ORG-STAFF',
          },
        },
      });
      await api.waitFor(own.body!.id as string);
      const forbidden = await api.call(path(own.body!.id as string, '/undo'), {
        as: agent,
        method: 'POST',
        json: { reason: 'x' },
      });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body!.message).toBe('Su rol no permite deshacer esta operación');

      // And nobody starts an undo as a type of its own, past the gate.
      const direct = await api.call('/api/operations', {
        method: 'POST',
        json: { type: 'operation.undo', input: { operationId: failed.id }, reason: 'x' },
      });
      expect(direct.status).toBe(403);
    },
    scaled(150_000),
  );
});
