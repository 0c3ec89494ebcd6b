// Operations for support engineers and scripts, over real HTTP against a real Temporal dev
// server, worker and platform: list filters and paging, retry from the failed step, cancel,
// bulk retry, high-risk reasons, the event log, and service-account tokens.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';

let api: ApiTestEnv;

// Two attempts, one second apart: failures take a second, and a cancel lands in the backoff.
beforeAll(async () => {
  api = await startApiTestEnv({ stepRetry: { maxAttempts: 2, initialBackoffMs: 1000, maxBackoffMs: 1000 } });
});

afterAll(async () => {
  await api?.stop();
});

const enc = encodeURIComponent;

function addUserInput(subscriberNumber = '100003') {
  return {
    subscriberNumber,
    email: `ops.${randomUUID().slice(0, 8)}@demo.com.ar`,
    firstName: 'Operación',
    lastName: 'Prueba',
    userTypeCode: 'ORG-STAFF',
  };
}

async function start(
  input = addUserInput(),
  as = 'admin@consola.test',
  headers: Record<string, string> = {},
) {
  const res = await api.call('/api/operations', {
    method: 'POST',
    as,
    headers,
    json: { type: 'subscriber.addUser', input },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return res.body as Json;
}

/** Visibility is eventually consistent: ask again until the list agrees. */
async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`never held: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

const INVITE_PATH = '/invites/createOrgStaffRegistrationUserInvite';
const WRITES_BEFORE_INVITE = [
  '/authentication/create/createUserBaseAccountEAuth',
  '/login-accounts/loginAccountCreate',
  '/organizations/addUserOrganizationCorpEntities',
];
const ASSIGN_PATH = '/subscribers/assignUserSubscriberCorpEntity';

describe('operations list', () => {
  const actor = 'guardia@consola.test'; // only this file's list tests start operations as this account
  const started: string[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 5; i++) started.push((await start(addUserInput('100003'), actor)).id as string);
    for (const id of started) await api.waitFor(id);
  });

  it('pages through a filter with nextPageToken, newest first, no row twice', async () => {
    const query = `actor=${enc(actor)}&pageSize=2`;
    // Visibility catches up with each close at its own pace; page only once all five show closed.
    await eventually(
      () => api.call(`/api/operations?actor=${enc(actor)}&pageSize=100`),
      (res) => res.body?.items.length === 5 && res.body.items.every((i: Json) => i.status === 'completed'),
    );
    const first = await eventually(
      () => api.call(`/api/operations?${query}`),
      (res) => res.body?.items.length === 2 && res.body.items.every((i: Json) => i.status === 'completed'),
    );
    expect(first.status).toBe(200);
    const rows: Json[] = [...first.body!.items];
    let token = first.body!.nextPageToken as string | null;
    while (token) {
      const page = await api.call(`/api/operations?${query}&pageToken=${enc(token)}`);
      expect(page.status).toBe(200);
      rows.push(...page.body!.items);
      token = page.body!.nextPageToken;
    }
    const seen = rows.map((i) => i.id as string);
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(new Set(started));
    // Closed operations come newest first (by when they finished: they ran concurrently).
    const finished = rows.map((i) => Date.parse(i.finishedAt as string));
    expect(finished).toEqual([...finished].sort((a, b) => b - a));
    const row = first.body!.items[0];
    expect(row).toMatchObject({
      type: 'subscriber.addUser',
      label: 'Añadir un usuario al suscriptor',
      target: '100003',
      actor,
      source: 'api',
      currentStep: null,
      stepsDone: 8,
      stepsTotal: 8,
      error: null,
    });
    expect(row.finishedAt).not.toBeNull();
  });

  it('filters by type, status, target and date range', async () => {
    const base = `actor=${enc(actor)}`;
    const count = async (q: string) =>
      (await api.call(`/api/operations?${base}&${q}&pageSize=100`)).body!.items.length;
    expect(await count('type=subscriber.addUser')).toBe(5);
    expect(await count('type=operations.bulkRetry')).toBe(0);
    expect(await count('status=completed')).toBe(5);
    expect(await count('status=failed')).toBe(0);
    expect(await count('target=100003')).toBe(5);
    expect(await count('target=100001')).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    expect(await count(`from=${yesterday}&to=${today}`)).toBe(5);
    expect(await count(`to=${yesterday}`)).toBe(0);
    expect((await api.call(`/api/operations/count?${base}&status=completed`)).body).toEqual({ count: 5 });
  });

  it('refuses bad filters with Spanish field errors, and a foreign page token', async () => {
    const quoted = await api.call(`/api/operations?target=${enc("1' OR 1=1")}`);
    expect(quoted.status).toBe(400);
    expect(quoted.body?.fields?.target).toBe('No se admiten comillas ni barras invertidas');
    expect((await api.call('/api/operations?from=ayer')).body?.fields?.from).toBe(
      'Fecha inválida (use AAAA-MM-DD)',
    );
    expect((await api.call('/api/operations?status=roto')).status).toBe(400);
    const garbage = await api.call(`/api/operations?pageToken=${enc('bm8tZXMtdW4tdG9rZW4')}`);
    expect(garbage.status).toBe(400);
  });

  it('is for Admin and CustomerSupport only; others read just their own operations', async () => {
    expect((await api.call('/api/operations', { as: 'soporte@consola.test' })).status).toBe(200);
    expect((await api.call('/api/operations', { as: 'comercial@consola.test' })).status).toBe(403);
    expect((await api.call('/api/operations', { as: 'lector@consola.test' })).status).toBe(403);
    const mine = await start(addUserInput('100003'), 'comercial@consola.test');
    expect((await api.call(`/api/operations/${enc(mine.id)}`, { as: 'comercial@consola.test' })).status).toBe(
      200,
    );
    expect(
      (await api.call(`/api/operations/${enc(started[0]!)}`, { as: 'comercial@consola.test' })).status,
    ).toBe(403);
    expect(
      (
        await api.call(`/api/operations/${enc(started[0]!)}/retry`, {
          method: 'POST',
          as: 'comercial@consola.test',
          json: {},
        })
      ).status,
    ).toBe(403);
  });
});

describe('timelines', () => {
  it('lists every operation that touched a subscriber, an organization user or a login e-mail', async () => {
    const users = await api.call('/api/subscribers/100001/users');
    const ana = (users.body!.items as Json[]).find((u) => u.email === 'activo@demo.com.ar');
    expect(ana, 'seeded user activo@demo.com.ar in subscriber 100001').toBeDefined();
    // A resend with no active invitation fails, and changes nothing; it still touched the user.
    const resend = await api.call('/api/operations', {
      method: 'POST',
      json: {
        type: 'subscriber.resendInvitation',
        input: { subscriberNumber: '100001', userId: ana!.user_id },
      },
    });
    expect(resend.status).toBe(202);
    const added = await start(addUserInput('100003'));
    await api.waitFor(resend.body!.id as string);
    await api.waitFor(added.id as string);

    const ids = async (related: string) =>
      ((await api.call(`/api/operations?related=${enc(related)}&pageSize=100`)).body!.items as Json[]).map(
        (item) => item.id,
      );
    for (const key of [
      'subscriber:100001',
      `user:${String(ana!.user_id)}`,
      // Known from the user's organization link, though the operation's input has only its id.
      'email:activo@demo.com.ar',
      'organization:2',
    ]) {
      expect(
        await eventually(
          () => ids(key),
          (found) => found.includes(resend.body!.id),
        ),
        key,
      ).toContain(resend.body!.id);
    }
    expect(await ids('subscriber:100001')).not.toContain(added.id);
    expect(
      await eventually(
        () => ids('subscriber:100003'),
        (found) => found.includes(added.id),
      ),
    ).toContain(added.id);
    // The Mi Estudio operations name what they touch too: an unlock is in its study's timeline.
    const unlock = await api.call('/api/operations', {
      method: 'POST',
      json: {
        type: 'declarations.unlock',
        input: { suborganizationId: 1, declarationIds: ['685fd940c62d295132000001'] },
        reason: 'Línea de tiempo',
      },
    });
    expect(unlock.status).toBe(202);
    await api.waitFor(unlock.body!.id as string);
    expect(
      await eventually(
        () => ids('study:1'),
        (found) => found.includes(unlock.body!.id),
      ),
    ).toContain(unlock.body!.id);
    const bad = await api.call(`/api/operations?related=${enc("email:x' OR 1=1")}`);
    expect(bad.status).toBe(400);
    expect(bad.body!.fields).toHaveProperty('related');
  });
});

describe('retry from the failed step', () => {
  it('continues at the failed step without repeating the completed ones, linked both ways', async () => {
    await api.injectFault(INVITE_PATH, 503, 100);
    const input = addUserInput('100003');
    const failed = await api.waitFor((await start(input)).id);
    await api.clearFaults();
    expect(failed.status).toBe('failed');
    expect(failed.error.message).toBe('Ocurrió un error. Intente nuevamente');
    const invite = failed.steps.find((s: Json) => s.key === 'sendInvite');
    expect(invite).toMatchObject({ status: 'failed', attempts: 2 });
    expect(invite.attemptErrors).toHaveLength(2);
    expect(failed.retryable).toBe(true);
    expect(failed.steps.every((s: Json) => !('value' in s))).toBe(true);

    await api.resetCalls();
    const retried = await api.call(`/api/operations/${enc(failed.id)}/retry`, {
      method: 'POST',
      headers: { 'x-consola-source': 'ui' },
      json: {},
    });
    expect(retried.status).toBe(202);
    expect(retried.body?.id).toBe(`${failed.id}-r1`);
    expect(retried.body?.retryOf).toBe(failed.id);
    const done = await api.waitFor(retried.body!.id);
    expect(done.status).toBe('completed');
    expect(done.result.message).toBe('Usuario agregado con éxito.');
    expect(done.source).toBe('ui');

    // The steps before the failed one ran once, in the first run.
    for (const path of WRITES_BEFORE_INVITE) expect(await api.callsTo(path), path).toBe(0);
    expect(await api.callsTo(INVITE_PATH)).toBe(1);
    expect(await api.callsTo(ASSIGN_PATH)).toBe(1);
    const byKey = Object.fromEntries(done.steps.map((s: Json) => [s.key, s]));
    for (const key of [
      'checkCapacity',
      'findLoginAccount',
      'createIdentityAccount',
      'createLoginAccount',
      'linkOrganization',
    ]) {
      expect(byKey[key]).toMatchObject({ status: 'done', resumedFrom: failed.id, attempts: 0 });
    }
    expect(byKey.sendInvite).toMatchObject({ status: 'done', attempts: 1 });
    expect(byKey.sendInvite.resumedFrom).toBeUndefined();

    // One user, one assignment, one invitation.
    const users = await api.env.platform.subscribers.users('100003', 0, 1000);
    expect(users.filter((u) => u.login_account.email === input.email)).toHaveLength(1);

    const original = (await api.call(`/api/operations/${enc(failed.id)}`)).body!;
    expect(original).toMatchObject({ retriedBy: done.id, retryable: false });
    // Timelines hold the retry beside the failed original (issue 16: the -r1 runs were missing).
    for (const related of ['subscriber:100003', `email:${input.email}`]) {
      const timeline = await eventually(
        async () =>
          (
            (await api.call(`/api/operations?related=${enc(related)}&pageSize=100`)).body!.items as Json[]
          ).map((item) => item.id),
        (found) => found.includes(done.id) && found.includes(failed.id),
      );
      expect(timeline, related).toEqual(expect.arrayContaining([failed.id, done.id]));
    }
    // Retrying the same run again gives the retry already started.
    const again = await api.call(`/api/operations/${enc(failed.id)}/retry`, { method: 'POST', json: {} });
    expect(again.body?.id).toBe(done.id);
    // A completed operation is not retried.
    const completed = await api.call(`/api/operations/${enc(done.id)}/retry`, { method: 'POST', json: {} });
    expect(completed.status).toBe(409);
  });

  it('shows the event-log entries the operation wrote', async () => {
    const op = await api.waitFor((await start()).id);
    const log = await api.call(`/api/operations/${enc(op.id)}/log`);
    expect(log.status).toBe(200);
    expect(log.body?.items.length).toBeGreaterThanOrEqual(8);
    expect(log.body?.items[0]).toMatchObject({ processName: 'subscriber.addUser', logType: 'NOTIFY' });
  });
});

describe('waiting for the end', () => {
  it('answers a read with ?wait once the operation has ended, not before', async () => {
    // The assignment fails once and waits a second before its next attempt.
    await api.injectFault(ASSIGN_PATH, 503, 1);
    const op = await start();
    const started = Date.now();
    const res = await api.call(`/api/operations/${enc(op.id)}?wait=30`);
    await api.clearFaults();
    expect(res.status).toBe(200);
    expect(res.body?.status).toBe('completed');
    expect(res.body?.steps.find((s: Json) => s.key === 'assignUser')?.attempts).toBe(2);
    // Answered at the end, long before the 30 s it was allowed.
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('answers at once when the operation has ended already, or the caller may not read it', async () => {
    const done = await api.waitFor((await start()).id);
    expect((await api.call(`/api/operations/${enc(done.id)}?wait=30`)).body?.status).toBe('completed');

    await api.injectFault(ASSIGN_PATH, 503, 100);
    const running = await start();
    const started = Date.now();
    const foreign = await api.call(`/api/operations/${enc(running.id)}?wait=30`, {
      as: 'comercial@consola.test',
    });
    expect(foreign.status).toBe(403);
    expect(Date.now() - started).toBeLessThan(5_000);
    await api.waitFor(running.id);
    await api.clearFaults();
  });

  it('refuses a wait outside 1 to 60 seconds with a Spanish field error', async () => {
    // An operation that has ended: nothing of it runs on into the tests that count calls.
    const op = await api.waitFor((await start()).id);
    for (const wait of ['0', '61', 'pronto', '2.5']) {
      const res = await api.call(`/api/operations/${enc(op.id)}?wait=${wait}`);
      expect(res.status, wait).toBe(400);
      expect(res.body?.fields?.wait, wait).toMatch(/[a-záéíóúñ]/);
    }
  });
});

describe('cancel', () => {
  it('stops at the next step boundary and says which steps took effect; a retry finishes it', async () => {
    await api.injectFault(ASSIGN_PATH, 503, 100);
    const op = await start();
    // The assignment has failed once and waits a second before its next attempt.
    await api.waitFor(op.id, (view) => view.steps.find((s: Json) => s.key === 'assignUser')?.attempts >= 1);
    const cancelled = await api.call(`/api/operations/${enc(op.id)}/cancel`, { method: 'POST' });
    expect(cancelled.status).toBe(202);
    const view = await api.waitFor(op.id);
    await api.clearFaults();
    expect(view.status).toBe('cancelled');
    expect(view.error).toMatchObject({ code: 'CANCELLED' });
    const status = Object.fromEntries(view.steps.map((s: Json) => [s.key, s.status]));
    expect(status).toMatchObject({
      checkCapacity: 'done',
      linkOrganization: 'done',
      sendInvite: 'done',
      assignUser: 'failed',
    });
    expect(view.steps.find((s: Json) => s.key === 'assignUser').note).toBe(
      'Cancelada mientras esperaba para reintentar',
    );
    expect((await api.call(`/api/operations/${enc(op.id)}/cancel`, { method: 'POST' })).status).toBe(409);

    await api.resetCalls();
    const retry = await api.call(`/api/operations/${enc(op.id)}/retry`, { method: 'POST', json: {} });
    const done = await api.waitFor(retry.body!.id);
    expect(done.status).toBe('completed');
    expect(await api.callsTo(INVITE_PATH)).toBe(0);
    expect(await api.callsTo(ASSIGN_PATH)).toBe(1);
  });

  it('refuses a role that is not support', async () => {
    const op = await start();
    expect(
      (
        await api.call(`/api/operations/${enc(op.id)}/cancel`, {
          method: 'POST',
          as: 'comercial@consola.test',
        })
      ).status,
    ).toBe(403);
  });
});

describe('high-risk operations and bulk retry', () => {
  it('asks for a reason, with a Spanish field error', async () => {
    const res = await api.call('/api/operations', {
      method: 'POST',
      json: { type: 'operations.bulkRetry', input: { ids: ['x'] } },
    });
    expect(res.status).toBe(400);
    expect(res.body?.fields).toEqual({ reason: 'Indique el motivo: es una operación de alto riesgo' });
  });

  it('retries a filtered selection per item, then only the failed items', async () => {
    // Two operations that fail on a transient fault, one that fails on a business rule.
    await api.injectFault(INVITE_PATH, 503, 100);
    const transient = [
      await start(addUserInput('100003'), 'soporte@consola.test'),
      await start(addUserInput('100003'), 'soporte@consola.test'),
    ];
    for (const op of transient) expect((await api.waitFor(op.id)).status).toBe('failed');
    await api.clearFaults();
    const atCapacity = await api.waitFor((await start(addUserInput('100002'), 'soporte@consola.test')).id);
    expect(atCapacity.error.message).toBe('El suscriptor posee la cantidad máxima de usuarios establecida');

    const filter = `actor=${enc('soporte@consola.test')}&status=failed`;
    await eventually(
      () => api.call(`/api/operations/count?${filter}`),
      (res) => res.body?.count === 3,
    );

    const noReason = await api.call('/api/operations/bulk-retry', {
      method: 'POST',
      as: 'soporte@consola.test',
      json: { filter: { actor: 'soporte@consola.test' } },
    });
    expect(noReason.body?.fields?.reason).toBe('Indique el motivo: es una operación de alto riesgo');

    const bulk = await api.call('/api/operations/bulk-retry', {
      method: 'POST',
      as: 'soporte@consola.test',
      json: { filter: { actor: 'soporte@consola.test' }, reason: 'Caída del servicio de invitaciones' },
    });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(202);
    expect(bulk.body).toMatchObject({
      type: 'operations.bulkRetry',
      reason: 'Caída del servicio de invitaciones',
      highRisk: true,
    });
    const first = await api.waitFor(bulk.body!.id);
    expect(first.status).toBe('failed');
    expect(first.error.message).toBe('Falló 1 de 3 elementos');
    const items = Object.fromEntries((await api.elementsOf(first.id)).map((i: Json) => [i.key, i]));
    for (const op of transient) {
      expect(items[op.id]).toMatchObject({ status: 'done', operationId: `${op.id}-r1` });
      expect((await api.call(`/api/operations/${enc(`${op.id}-r1`)}`)).body?.status).toBe('completed');
    }
    expect(items[atCapacity.id]).toMatchObject({ status: 'failed', operationId: `${atCapacity.id}-r1` });
    expect(items[atCapacity.id].error).toContain(
      'El suscriptor posee la cantidad máxima de usuarios establecida',
    );

    // "Reintentar solo los fallidos": the retry of the bulk operation touches the failed item only.
    const again = await api.call(`/api/operations/${enc(first.id)}/retry`, {
      method: 'POST',
      as: 'soporte@consola.test',
      json: { reason: 'Reintentar solo los fallidos' },
    });
    expect(again.status).toBe(202);
    const second = await api.waitFor(again.body!.id);
    const secondItems = Object.fromEntries((await api.elementsOf(second.id)).map((i: Json) => [i.key, i]));
    for (const op of transient)
      expect(secondItems[op.id]).toMatchObject({ status: 'done', settledBy: first.id });
    expect(secondItems[atCapacity.id]).toMatchObject({
      status: 'failed',
      operationId: `${atCapacity.id}-r2`,
    });
  });

  it("names a bulk retry's element whose operation Temporal does not know without its workflow id", async () => {
    const unknown = 'subscriber.addUser/100001/no-existe-e2e';
    const bulk = await api.call('/api/operations/bulk-retry', {
      method: 'POST',
      as: 'soporte@consola.test',
      json: { ids: [unknown], reason: 'Prueba de nombres' },
    });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(202);
    const done = await api.waitFor(bulk.body!.id);
    const [element] = await api.elementsOf(done.id);
    expect(element).toMatchObject({
      key: unknown,
      status: 'skipped',
      label: 'Operación sin nombre disponible',
    });
  });
});

describe('service accounts', () => {
  it('issues scoped tokens the API accepts like staff tokens, records the account as actor, and revokes them', async () => {
    const issued = await api.call('/api/service-accounts', {
      method: 'POST',
      json: { name: 'conciliacion-nocturna', roles: ['CGI.CustomerSupport'], expiresInDays: 30 },
    });
    expect(issued.status).toBe(201);
    const token = issued.body!.token as string;
    expect(issued.body?.account).toMatchObject({
      name: 'conciliacion-nocturna',
      status: 'active',
      createdBy: 'admin@consola.test',
    });

    expect((await api.call('/api/me', { token })).body).toMatchObject({ roles: ['CGI.CustomerSupport'] });
    expect((await api.call('/api/operations', { token })).status).toBe(200);
    // Scoped: CustomerSupport cannot manage service accounts.
    expect((await api.call('/api/service-accounts', { token })).status).toBe(403);

    const op = await api.call('/api/operations', {
      method: 'POST',
      token,
      headers: { 'x-consola-source': 'cli' },
      json: { type: 'subscriber.addUser', input: addUserInput() },
    });
    expect(op.body).toMatchObject({ actor: 'conciliacion-nocturna', source: 'cli' });
    await eventually(
      () => api.call(`/api/operations?actor=conciliacion-nocturna`),
      (res) => res.body?.items.length === 1,
    );

    const reader = await api.call('/api/service-accounts', {
      method: 'POST',
      json: { name: 'lector-de-avisos', roles: ['CGI.GlobalNotificationReader'] },
    });
    expect((await api.call('/api/operations', { token: reader.body!.token })).status).toBe(403);

    const revoked = await api.call(`/api/service-accounts/${issued.body!.account.id}`, { method: 'DELETE' });
    expect(revoked.body).toMatchObject({ status: 'revoked', revokedBy: 'admin@consola.test' });
    const refused = await api.call('/api/operations', { token });
    expect(refused.status).toBe(401);
    expect(refused.body?.code).toBe('TOKEN_REVOKED');
    const listed = await api.call('/api/service-accounts');
    expect(listed.body?.items.map((a: Json) => [a.name, a.status])).toEqual(
      expect.arrayContaining([
        ['conciliacion-nocturna', 'revoked'],
        ['lector-de-avisos', 'active'],
      ]),
    );
  });

  it('only admins create them, with valid names and known roles', async () => {
    expect(
      (
        await api.call('/api/service-accounts', {
          method: 'POST',
          as: 'soporte@consola.test',
          json: { name: 'x-y-z', roles: ['CGI.Admin'] },
        })
      ).status,
    ).toBe(403);
    const bad = await api.call('/api/service-accounts', {
      method: 'POST',
      json: { name: 'Con Espacios', roles: ['CGI.Nope'] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body?.fields ?? {})).toEqual(expect.arrayContaining(['name']));
  });

  it('refuses a forged service-account token', async () => {
    const [header, payload] = (
      await api.serviceAccounts.create({ name: 'firmado', roles: ['CGI.Admin'], expiresInDays: 1 }, 'test')
    ).token.split('.');
    expect((await api.call('/api/me', { token: `${header}.${payload}.AAAA` })).status).toBe(401);
  });
});

describe('reference documents', () => {
  it('serves a readable reference page built from the OpenAPI document', async () => {
    const response = await fetch(`${api.base}/api/docs`);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('/api/operations/{id}/retry');
    expect(html).toContain('Reintenta una operación fallida o cancelada');
    expect(html).not.toMatch(/<script/i);
  });
});
