// The operations panel's data over real HTTP: operations run by the real worker record their
// outcomes, and the panel's figures count exactly them; roles and period validation.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';
import { startAddUser as startAddUserOf, startDeactivation } from '@cgi/test-support/operation-starts';
import { scaled } from '@cgi/test-support/slowdown';

let api: ApiTestEnv;

beforeAll(async () => {
  // Approvals on: a deactivation waits for a second person ('Ahora' counts it; a rejection is no failure).
  api = await startApiTestEnv({
    stepRetry: { maxAttempts: 1, initialBackoffMs: 100, maxBackoffMs: 100 },
    approvals: true,
  });
}, scaled(240_000));

afterAll(async () => {
  await api?.stop();
});

const startAddUser = (subscriberNumber: string) => startAddUserOf(api, subscriberNumber, { tag: 'Panel' });

it(
  'counts the operations that ended, by status, type and failing step',
  async () => {
    const ids = await Promise.all([startAddUser('100003'), startAddUser('999999'), startAddUser('999999')]);
    const views = await Promise.all(ids.map((id) => api.waitFor(id)));
    const statuses = views.map((view) => view.status as string);
    expect(statuses.slice(1)).toEqual(['failed', 'failed']);
    const failed = statuses.filter((status) => status === 'failed').length;

    // The outcome is written as the workflow ends, before Temporal reports the end.
    const types = await api.call('/api/panel/operations/types?period=24h', { as: 'soporte@consola.test' });
    expect(types.status).toBe(200);
    const body = types.body as { types: Json[]; period: { bucket: string } };
    expect(body.period.bucket).toBe('hour');
    const addUser = body.types.find((t) => t.type === 'subscriber.addUser')!;
    expect(addUser).toMatchObject({
      label: 'Añadir un usuario al suscriptor',
      ended: 3,
      failed,
      completed: 3 - failed,
      cancelled: 0,
    });
    expect(addUser.failureRate).toBeCloseTo(failed / 3, 10);
    const steps = addUser.failedSteps as { step: string; failed: number; label: string }[];
    expect(steps.find((s) => s.step === 'checkCapacity')?.failed).toBeGreaterThanOrEqual(2);
    expect(steps.reduce((sum, s) => sum + s.failed, 0)).toBe(failed);

    const timeline = await api.call('/api/panel/operations/timeline?period=24h');
    expect(timeline.status).toBe(200);
    const points = (timeline.body as { points: Json[] }).points;
    expect(points).toHaveLength(24);
    const sum = (key: string) => points.reduce((total, p) => total + (p[key] as number), 0);
    expect(sum('completed') + sum('failed') + sum('cancelled')).toBe(3);
    expect(sum('failed')).toBe(failed);
    expect(sum('started')).toBe(3);

    const week = await api.call('/api/panel/operations/timeline?period=7d');
    expect((week.body as { points: Json[]; period: { bucket: string } }).points).toHaveLength(7);
  },
  scaled(120_000),
);

it(
  'says what runs now and the oldest running one',
  async () => {
    await api.injectDelay('/invites/createOrgStaffRegistrationUserInvite', 4_000, 1);
    const id = await startAddUser('100003');
    const deadline = Date.now() + scaled(10_000);
    let now: Json | undefined;
    while (Date.now() < deadline) {
      now = (await api.call('/api/panel/operations/now')).body;
      if ((now?.running as number) >= 1) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(now?.running).toBeGreaterThanOrEqual(1);
    const oldest = now?.oldestRunning as Json;
    expect(typeof oldest.name).toBe('string');
    expect(oldest.runningMs).toBeGreaterThanOrEqual(0);
    await api.waitFor(id);
  },
  scaled(60_000),
);

it(
  'counts what waits for approval, and a rejected one as rejected, not as a failure',
  async () => {
    const { id } = await startDeactivation(api, { reason: 'Baja pedida por el titular' });
    await api.waitFor(id, (view) => view.approval?.state === 'pending' && view.steps !== undefined);

    const now = (await api.call('/api/panel/operations/now')).body as Json;
    expect(now.awaitingApproval).toBe(1);
    expect(now.oldestAwaitingApproval).toMatchObject({ id, type: 'subscriber.deactivateUser' });
    expect(typeof (now.oldestAwaitingApproval as Json).name).toBe('string');
    // Waiting for approval is not running; the console has no scheduled starts yet (null), or none.
    expect((now.oldestRunning as Json | null)?.id).not.toBe(id);
    expect([null, 0]).toContain(now.scheduled);

    const rejected = await api.call(`/api/operations/${encodeURIComponent(id)}/reject`, {
      method: 'POST',
      as: 'admin@consola.test',
      json: { reason: 'No corresponde' },
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(await api.waitFor(id, (view) => view.status === 'rejected')).toMatchObject({ status: 'rejected' });

    let deactivate: Json | undefined;
    for (let i = 0; i < 50 && !deactivate; i++) {
      const types = (await api.call('/api/panel/operations/types?period=24h')).body as { types: Json[] };
      deactivate = types.types.find((t) => t.type === 'subscriber.deactivateUser');
      if (!deactivate) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(deactivate).toMatchObject({ ended: 1, rejected: 1, expired: 0, failed: 0, failureRate: 0 });
    const points = ((await api.call('/api/panel/operations/timeline?period=24h')).body as { points: Json[] })
      .points;
    expect(points.reduce((sum, p) => sum + (p.rejected as number), 0)).toBe(1);
    const after = (await api.call('/api/panel/operations/now')).body as Json;
    expect(after).toMatchObject({ awaitingApproval: 0, oldestAwaitingApproval: null });
  },
  scaled(90_000),
);

it('is for administrators and support engineers only, through the gate', async () => {
  for (const path of ['timeline', 'types', 'now']) {
    expect((await api.call(`/api/panel/operations/${path}`, { as: 'admin@consola.test' })).status).toBe(200);
    expect((await api.call(`/api/panel/operations/${path}`, { as: 'soporte@consola.test' })).status).toBe(
      200,
    );
    expect((await api.call(`/api/panel/operations/${path}`, { as: 'comercial@consola.test' })).status).toBe(
      403,
    );
    expect((await api.call(`/api/panel/operations/${path}`, { token: null })).status).toBe(401);
  }
});

it('refuses a range without its days, backwards, or longer than a year, in Spanish', async () => {
  const missing = await api.call('/api/panel/operations/types?period=range&from=2026-11-01');
  expect(missing.status).toBe(400);
  expect(JSON.stringify(missing.body)).toContain('Indique hasta qué día');
  const backwards = await api.call('/api/panel/operations/types?period=range&from=2026-11-10&to=2026-11-01');
  expect(backwards.status).toBe(400);
  const long = await api.call('/api/panel/operations/timeline?period=range&from=2025-01-01&to=2026-11-01');
  expect(long.status).toBe(400);
  expect(JSON.stringify(long.body)).toContain('366 días');
  const badDay = await api.call('/api/panel/operations/timeline?period=range&from=2026-02-30&to=2026-03-01');
  expect(badDay.status).toBe(400);
  const range = await api.call('/api/panel/operations/timeline?period=range&from=2026-11-01&to=2026-11-02');
  expect((range.body as { period: { bucket: string }; points: Json[] }).points).toHaveLength(48);
});
