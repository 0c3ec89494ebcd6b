// A scheduled operation that needs approval (issue 30): it may be approved before its time and
// then waits for it; approved after its time, it runs at once. It runs at the later of the two.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_RETRY, startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';
import { startDeactivation } from '@cgi/test-support/operation-starts';

const enc = encodeURIComponent;
const UPDATE_USER = '/organizations/updateUserOrganizationCorpEntities';

let api: ApiTestEnv;

beforeAll(async () => {
  api = await startApiTestEnv({ stepRetry: FAST_RETRY, approvals: true });
});

afterAll(async () => {
  await api?.stop();
});

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function scheduleDeactivation(notBefore: string) {
  const { id, user } = await startDeactivation(api, { reason: 'Baja al cierre del contrato', notBefore });
  const waiting = await api.waitFor(id, (view) => view.approval?.state === 'pending' && !!view.schedule);
  return { id, user, waiting };
}

const approve = (id: string) =>
  api.call(`/api/operations/${enc(id)}/approve`, { method: 'POST', as: 'admin@consola.test', json: {} });

describe('scheduled and approved', () => {
  it('approved before its time, it waits Programada and runs at its time', async () => {
    await api.resetCalls();
    const at = inMs(10_000);
    const { id, waiting } = await scheduleDeactivation(at);
    expect(waiting).toMatchObject({
      status: 'awaitingApproval',
      schedule: { state: 'waiting', notBefore: at },
    });
    // The approvers' window counts from when it is due, not from the request.
    expect(Date.parse(waiting.approval.expiresAt as string)).toBeGreaterThan(Date.parse(at));

    expect(await approve(id)).toMatchObject({ status: 200, body: { state: 'approved' } });
    const scheduled = await api.waitFor(id, (view) => view.status !== 'awaitingApproval');
    expect(scheduled).toMatchObject({ status: 'scheduled', approval: { state: 'approved' } });
    const listed = await api.call('/api/operations?status=scheduled&type=subscriber.deactivateUser');
    expect((listed.body!.items as Json[]).map((item) => item.id)).toContain(id);
    expect(await api.callsTo(UPDATE_USER)).toBe(0);

    const done = await api.waitFor(id);
    expect(done.status).toBe('completed');
    expect(Date.parse(done.steps[0].startedAt as string)).toBeGreaterThanOrEqual(Date.parse(at));
    expect(await api.callsTo(UPDATE_USER)).toBe(1);
  });

  it('its time passes while it waits for approval: nothing runs until approved, then it runs at once', async () => {
    await api.resetCalls();
    const at = inMs(1_500);
    const { id } = await scheduleDeactivation(at);
    await sleep(Date.parse(at) - Date.now() + 1_500);
    const still = (await api.call(`/api/operations/${enc(id)}`)).body!;
    expect(still).toMatchObject({ status: 'awaitingApproval', schedule: { state: 'waiting' } });
    expect(await api.callsTo(UPDATE_USER)).toBe(0);

    // Its time may still move while it waits for approval.
    const moved = await api.call(`/api/operations/${enc(id)}/reschedule`, {
      method: 'POST',
      as: 'soporte@consola.test',
      json: { notBefore: inMs(2_000) },
    });
    expect(moved.status).toBe(200);
    const approvedAt = Date.now();
    expect(await approve(id)).toMatchObject({ status: 200, body: { state: 'approved' } });
    const done = await api.waitFor(id);
    expect(done).toMatchObject({ status: 'completed', schedule: { state: 'started' } });
    const ranAt = Date.parse(done.steps[0].startedAt as string);
    expect(ranAt).toBeGreaterThanOrEqual(Date.parse(moved.body!.schedule.notBefore as string));
    expect(ranAt).toBeGreaterThanOrEqual(approvedAt - 1_000);
    expect(await api.callsTo(UPDATE_USER)).toBe(1);
  });
});
