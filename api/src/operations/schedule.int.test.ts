// Scheduled operations (issue 30, item 6) over real HTTP, in front of a real Temporal server,
// worker and platform: a start with `notBefore` waits 'Programada' on a durable timer before its
// first step; it can be given a new time (an Update, recorded) or cancelled before it starts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscriberUser } from '@cgi/test-support/subscriber-fixtures';
import { FAST_RETRY, startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';
import { postDeactivation } from '@cgi/test-support/operation-starts';

const enc = encodeURIComponent;
/** The platform write a deactivation makes (the user's status). */
const UPDATE_USER = '/organizations/updateUserOrganizationCorpEntities';
const DAY_MS = 24 * 60 * 60 * 1000;

let api: ApiTestEnv;

beforeAll(async () => {
  api = await startApiTestEnv({ stepRetry: FAST_RETRY });
});

afterAll(async () => {
  await api?.stop();
});

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const userStatus = async (userId: number) =>
  (await api.env.platform.organizations.userData(userId)).status.userStatusCode;

const scheduleDeactivation = (notBefore: string, as?: string) =>
  postDeactivation(api, { reason: 'Baja al cierre del contrato', notBefore, as });

const reschedule = (id: string, notBefore: string, as = 'soporte@consola.test') =>
  api.call(`/api/operations/${enc(id)}/reschedule`, { method: 'POST', as, json: { notBefore } });

describe('the time asked for', () => {
  it('refuses a past, a too distant or a zoneless time with a Spanish field error, and starts nothing', async () => {
    const cases: [string, string][] = [
      [inMs(-60_000), 'La hora programada ya pasó: elija una hora futura'],
      [inMs(91 * DAY_MS), 'Solo se puede programar hasta 90 días adelante'],
      ['2026-12-01T22:00:00', 'Fecha y hora inválidas'],
      ['mañana', 'Fecha y hora inválidas'],
    ];
    for (const [notBefore, message] of cases) {
      const { started } = await scheduleDeactivation(notBefore);
      expect(started.status).toBe(400);
      expect(started.body).toMatchObject({ code: 'VALIDATION', message: 'Revise los datos ingresados' });
      expect(started.body!.fields.notBefore).toContain(message);
    }
    // The validation endpoint makes the same check.
    const validated = await api.call('/api/operations/validate', {
      method: 'POST',
      json: {
        type: 'subscriber.deactivateUser',
        input: { subscriberNumber: '100003', userId: 1 },
        reason: 'x',
        notBefore: inMs(-1000),
      },
    });
    expect(validated.status).toBe(400);
    expect(validated.body!.fields.notBefore).toBe('La hora programada ya pasó: elija una hora futura');
    // 89 days ahead is fine.
    const { started } = await scheduleDeactivation(inMs(89 * DAY_MS));
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'scheduled', schedule: { state: 'waiting' } });
    await api.call(`/api/operations/${enc(started.body!.id as string)}/cancel`, { method: 'POST' });
  });
});

describe('waiting for its time', () => {
  it('a rescheduled operation runs once, at its new time, and the change is recorded', async () => {
    await api.resetCalls();
    const first = inMs(8_000);
    const { user, started } = await scheduleDeactivation(first);
    expect(started.status).toBe(202);
    const id = started.body!.id as string;
    expect(started.body).toMatchObject({ status: 'scheduled', schedule: { notBefore: first } });

    const waiting = await api.waitFor(
      id,
      (view) => view.schedule?.state === 'waiting' && view.steps?.length > 0,
    );
    expect(waiting.status).toBe('scheduled');
    const listed = await api.call('/api/operations?status=scheduled&type=subscriber.deactivateUser');
    expect((listed.body!.items as Json[]).map((item) => item.id)).toContain(id);
    expect((listed.body!.items as Json[]).find((item) => item.id === id)?.status).toBe('scheduled');
    const running = await api.call('/api/operations?status=running&type=subscriber.deactivateUser');
    expect((running.body!.items as Json[]).map((item) => item.id)).not.toContain(id);

    // Later, from the CLI's source: the old time passes with nothing done.
    const later = inMs(14_000);
    const moved = await api.call(`/api/operations/${enc(id)}/reschedule`, {
      method: 'POST',
      as: 'guardia@consola.test',
      headers: { 'x-consola-source': 'cli' },
      json: { notBefore: later },
    });
    expect(moved).toMatchObject({
      status: 200,
      body: { status: 'scheduled', schedule: { notBefore: later } },
    });
    await sleep(Date.parse(first) - Date.now() + 1_500);
    expect((await api.call(`/api/operations/${enc(id)}`)).body!.status).toBe('scheduled');
    expect(await api.callsTo(UPDATE_USER)).toBe(0);
    expect(await userStatus(user.userId)).toBe('ACTIVE');

    const done = await api.waitFor(id);
    expect(done).toMatchObject({
      status: 'completed',
      schedule: {
        state: 'started',
        notBefore: later,
        changes: [{ by: 'guardia@consola.test', source: 'cli', from: first, to: later }],
      },
    });
    expect(Date.parse(done.schedule.startedAt as string)).toBeGreaterThanOrEqual(Date.parse(later));
    expect(Date.parse(done.steps[0].startedAt as string)).toBeGreaterThanOrEqual(Date.parse(later));
    expect(await api.callsTo(UPDATE_USER)).toBe(1);
    expect(await userStatus(user.userId)).toBe('DELETED');

    const log = await api.call(`/api/operations/${enc(id)}/log`);
    const texts = ((log.body!.items ?? log.body) as Json[]).map((entry) => String(entry.eventText));
    expect(texts.some((text) => text.startsWith('Programada para '))).toBe(true);
    expect(
      texts.some((text) =>
        text.startsWith('Hora cambiada por guardia@consola.test (desde Línea de comandos): de '),
      ),
    ).toBe(true);
    // Once it ran, its time cannot move.
    expect(await reschedule(id, inMs(60_000))).toMatchObject({
      status: 409,
      body: { code: 'NOT_SCHEDULED' },
    });
  });

  it('a cancelled scheduled operation never runs: no platform call', async () => {
    await api.resetCalls();
    const at = inMs(6_000);
    const { user, started } = await scheduleDeactivation(at);
    const id = started.body!.id as string;
    await api.waitFor(id, (view) => view.schedule?.state === 'waiting');
    const cancelled = await api.call(`/api/operations/${enc(id)}/cancel`, { method: 'POST' });
    expect(cancelled.status).toBe(202);
    const ended = await api.waitFor(id);
    expect(ended).toMatchObject({
      status: 'cancelled',
      schedule: { state: 'cancelled' },
      error: { message: 'Cancelada antes de su hora programada; no se hizo ningún cambio' },
    });
    expect(ended.steps.every((step: Json) => step.status === 'skipped' && step.attempts === 0)).toBe(true);
    await sleep(Date.parse(at) - Date.now() + 1_500);
    expect(await api.callsTo(UPDATE_USER)).toBe(0);
    expect(await userStatus(user.userId)).toBe('ACTIVE');
    expect(await reschedule(id, inMs(60_000))).toMatchObject({ status: 409 });
  });

  it('refuses a new time in the past or beyond 90 days, and a role that may not start the type', async () => {
    const { started } = await scheduleDeactivation(inMs(60 * 60_000));
    const id = started.body!.id as string;
    await api.waitFor(id, (view) => view.schedule?.state === 'waiting');
    const past = await reschedule(id, inMs(-5_000));
    expect(past).toMatchObject({
      status: 400,
      body: { fields: { notBefore: 'La hora programada ya pasó: elija una hora futura' } },
    });
    const far = await reschedule(id, inMs(90 * DAY_MS + 60_000));
    expect(far).toMatchObject({
      status: 400,
      body: { fields: { notBefore: 'Solo se puede programar hasta 90 días adelante' } },
    });
    // Someone who neither started it nor supports operations may not see it: nor move its time.
    const forbidden = await reschedule(id, inMs(2 * 60 * 60_000), 'comercial@consola.test');
    expect(forbidden.status).toBe(403);
    const view = await api.call(`/api/operations/${enc(id)}`);
    expect(view.body!.schedule.changes).toHaveLength(0);
    // An operation started to run at once has no time to move.
    const user = await createSubscriberUser(api.env.platform, { status: 'ACTIVE' });
    const now = await api.call('/api/operations', {
      method: 'POST',
      json: {
        type: 'subscriber.deactivateUser',
        input: { subscriberNumber: '100003', userId: user.userId },
        reason: 'ya',
      },
    });
    await api.waitFor(now.body!.id as string);
    expect(await reschedule(now.body!.id as string, inMs(60_000))).toMatchObject({ status: 409 });
    await api.call(`/api/operations/${enc(id)}/cancel`, { method: 'POST' });
  });

  it('of 10 concurrent new times each accepted one is recorded and the last holds; it runs once', async () => {
    await api.resetCalls();
    const { started } = await scheduleDeactivation(inMs(60 * 60_000));
    const id = started.body!.id as string;
    await api.waitFor(id, (view) => view.schedule?.state === 'waiting');
    const times = Array.from({ length: 10 }, (_, i) => inMs(8_000 + i * 100));
    const answers = await Promise.all(times.map((time) => reschedule(id, time)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const waiting = (await api.call(`/api/operations/${enc(id)}`)).body!;
    expect(waiting.schedule.changes).toHaveLength(10);
    expect(waiting.schedule.notBefore).toBe(waiting.schedule.changes[9].to);
    const done = await api.waitFor(id);
    expect(done.status).toBe('completed');
    expect(Date.parse(done.steps[0].startedAt as string)).toBeGreaterThanOrEqual(
      Date.parse(waiting.schedule.notBefore),
    );
    expect(await api.callsTo(UPDATE_USER)).toBe(1);
  });
});
