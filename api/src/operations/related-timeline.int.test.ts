// Timelines that are complete (issue 28): an operation that creates a user lists itself under
// that user as soon as it knows the user's id, and a retry of it is listed there too. Real
// Temporal dev server, worker, platform on PGlite and api over HTTP.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';
import { scaled } from '@cgi/test-support/slowdown';

let api: ApiTestEnv;

beforeAll(async () => {
  api = await startApiTestEnv({ stepRetry: { maxAttempts: 2, initialBackoffMs: 50, maxBackoffMs: 50 } });
});

afterAll(async () => {
  await api?.stop();
});

const enc = encodeURIComponent;
const ASSIGN_PATH = '/subscribers/assignUserSubscriberCorpEntity';

function addUserInput(subscriberNumber: string) {
  return {
    subscriberNumber,
    email: `timeline.${randomUUID().slice(0, 8)}@demo.com.ar`,
    firstName: 'Línea',
    lastName: 'Detiempo',
    userTypeCode: 'ORG-STAFF',
  };
}

async function startAddUser(
  subscriberNumber = '100003',
  input = addUserInput(subscriberNumber),
): Promise<string> {
  const res = await api.call('/api/operations', {
    method: 'POST',
    json: { type: 'subscriber.addUser', input },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return res.body?.id as string;
}

/** The ids the timeline of `related` lists, once visibility shows every id in `expected`. */
async function timelineOf(related: string, expected: string[]): Promise<string[]> {
  const deadline = Date.now() + scaled(20_000);
  for (;;) {
    const res = await api.call(`/api/operations?related=${enc(related)}&pageSize=50`);
    expect(res.status).toBe(200);
    const ids = (res.body?.items as Json[]).map((item) => item.id as string);
    if (expected.every((id) => ids.includes(id)) || Date.now() > deadline) return ids;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the timeline of a user the console added', () => {
  it('lists the add-user under the new user and its organization', async () => {
    const id = await startAddUser();
    const view = await api.waitFor(id);
    expect(view.status).toBe('completed');
    const userId = view.result.userId as number;
    expect(await timelineOf(`user:${userId}`, [id])).toEqual([id]);
    // Subscriber 100003's organization (the platform's seed) lists it too.
    const subscriber = await api.call('/api/subscribers/100003');
    const organizationId = subscriber.body?.subscriber.organization_id as number;
    expect(organizationId).toBeTypeOf('number');
    expect(await timelineOf(`organization:${organizationId}`, [id])).toContain(id);
  });

  it('lists a failed add-user and its retry under the user the first run created', async () => {
    // The last step fails on both attempts: the user exists, the run has failed.
    await api.injectFault(ASSIGN_PATH, 503, 2);
    const id = await startAddUser();
    const failed = await api.waitFor(id);
    await api.clearFaults();
    expect(failed.status).toBe('failed');
    expect(failed.steps.find((s: Json) => s.key === 'linkOrganization')?.status).toBe('done');

    const retried = await api.call(`/api/operations/${enc(id)}/retry`, { method: 'POST' });
    expect(retried.status, JSON.stringify(retried.body)).toBe(202);
    const retryId = retried.body?.id as string;
    const done = await api.waitFor(retryId);
    expect(done.status).toBe('completed');
    const userId = done.result.userId as number;

    const timeline = await timelineOf(`user:${userId}`, [id, retryId]);
    expect(timeline.sort()).toEqual([id, retryId].sort());
  });

  it('keeps each timeline to its own user when many users are added at once', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => startAddUser('100003')));
    const views = await Promise.all(ids.map((id) => api.waitFor(id)));
    expect(views.map((view) => view.status)).toEqual(ids.map(() => 'completed'));
    const userIds = views.map((view) => view.result.userId as number);
    expect(new Set(userIds).size).toBe(ids.length);
    for (const [index, userId] of userIds.entries()) {
      expect(await timelineOf(`user:${userId}`, [ids[index] as string])).toEqual([ids[index]]);
    }
  });
});

describe('whom each operation acts on (issue 43)', () => {
  it('two add-users on one subscriber read apart: the list, its timeline and each detail say whom', async () => {
    const inputs = [addUserInput('100003'), addUserInput('100003')];
    const ids = await Promise.all(inputs.map((input) => startAddUser('100003', input)));
    const views = await Promise.all(ids.map((id) => api.waitFor(id)));
    expect(views.map((view) => view.subject)).toEqual(inputs.map((input) => input.email));
    for (const path of [
      '/api/operations?type=subscriber.addUser&target=100003&pageSize=50',
      `/api/operations?related=${enc('subscriber:100003')}&pageSize=50`,
    ]) {
      const res = await api.call(path);
      expect(res.status).toBe(200);
      const rows = (res.body?.items as Json[]).filter((item) => ids.includes(item.id as string));
      expect(rows.map((row) => [row.id, row.name, row.subject]).sort()).toEqual(
        ids.map((id, i) => [id, 'Añadir un usuario al suscriptor 100003', inputs[i]!.email]).sort(),
      );
    }
    // The workflow id names no one: the subject is computed when the api answers.
    for (const [i, id] of ids.entries()) expect(id).not.toContain(inputs[i]!.email);
  });
});
