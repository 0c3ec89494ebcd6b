// Idempotency keys over real HTTP, in front of a real Temporal server, worker and platform: a
// key belongs to its caller alone, whatever the type or target, and of many concurrent starts
// with one key exactly one operation starts.
import { randomUUID } from 'node:crypto';
import { notificationInstant as at } from '@cgi/workflows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '../http/errors';
import { FAST_RETRY, startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';
import { scaled } from '@cgi/test-support/slowdown';

let api: ApiTestEnv;

beforeAll(async () => {
  api = await startApiTestEnv({ stepRetry: FAST_RETRY });
});

afterAll(async () => {
  await api?.stop();
});

const addUser = (subscriberNumber: string, tag: string) => ({
  subscriberNumber,
  email: `clave.${tag}@demo.com.ar`,
  firstName: 'Clave',
  lastName: 'Prueba',
  userTypeCode: 'ORG-STAFF',
});

/** A notification no other one overlaps: its start checks pass. */
const advertisement = (year: number): Json => ({
  notificationTitle: `Publicidad ${year}`,
  notificationText: 'Texto',
  validityStartDate: at(`${year}-05-01`, '10:00'),
  validityFinishDate: at(`${year}-05-02`, '10:00'),
  notificationTypeCode: 'ADVERTISEMENT',
  communicationChannelCodes: ['WEB-APP-PUSH'],
  blocking: false,
  suspensionStartDate: '',
  notificationConditionType: null,
  suborganizationGroupId: null,
});

const start = (key: string, json: Json, as = 'admin@consola.test') =>
  api.call('/api/operations', { method: 'POST', as, json, headers: { 'idempotency-key': key } });

/** Every run in the test's namespace, once visibility has caught up with `expected`. */
async function runsSettleAt(expected: number): Promise<void> {
  const count = async () => (await api.env.temporal.client.workflow.count()).count;
  await expect.poll(count, { timeout: scaled(20_000) }).toBe(expected);
  // And no late second start shows up after it.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(await count()).toBe(expected);
}

describe('Idempotency-Key', () => {
  it('20 concurrent starts with one key and the same input start one operation', async () => {
    const before = (await api.env.temporal.client.workflow.count()).count;
    const key = randomUUID();
    const input = addUser('100001', randomUUID().slice(0, 8));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => start(key, { type: 'subscriber.addUser', input })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(202));
    const ids = new Set(answers.map((answer) => answer.body?.id as string));
    expect(ids.size).toBe(1);
    await runsSettleAt(before + 1);
    // Sent again once it has ended: the same operation, as it stands now.
    const [id] = [...ids];
    const ended = await api.waitFor(id!);
    const again = await start(key, { type: 'subscriber.addUser', input });
    expect(again).toMatchObject({ status: 202, body: { id, status: ended.status } });
  });

  it('20 concurrent starts with one key and other inputs, targets and types start one; the rest are 409', async () => {
    const before = (await api.env.temporal.client.workflow.count()).count;
    const key = randomUUID();
    const bodies = Array.from({ length: 20 }, (_, i): Json => {
      const tag = `${randomUUID().slice(0, 6)}.${i}`;
      if (i % 4 === 3) return { type: 'subscriber.addUser', input: addUser('100002', tag) };
      if (i % 4 === 1)
        return { type: 'notification.create', input: advertisement(2090 + i), reason: 'Aviso' };
      if (i % 4 === 2) {
        return {
          type: 'subscriber.addUser',
          input: { ...addUser('100001', tag), userTypeCode: 'ORG-ADMIN' },
        };
      }
      return { type: 'subscriber.addUser', input: addUser('100001', tag) };
    });
    const answers = await Promise.all(bodies.map((body) => start(key, body)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body).toEqual({
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: apiMessages.idempotencyKeyReused,
      });
    }
    await runsSettleAt(before + 1);
    // The winner's input again: its operation.
    const winner = answers.findIndex((answer) => answer.status === 202);
    const again = await start(key, bodies[winner]!);
    expect(again).toMatchObject({ status: 202, body: { id: answers[winner]!.body!.id } });
  });

  it('refuses the same key with another type or target, one after another', async () => {
    const key = randomUUID();
    const first = await start(key, {
      type: 'subscriber.addUser',
      input: addUser('100001', randomUUID().slice(0, 8)),
    });
    expect(first.status).toBe(202);
    const otherTarget = await start(key, {
      type: 'subscriber.addUser',
      input: addUser('100002', randomUUID().slice(0, 8)),
    });
    expect(otherTarget).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    const otherType = await start(key, {
      type: 'subscriber.deactivateUser',
      input: { subscriberNumber: '100001', userId: 6 },
      reason: 'Prueba de clave',
    });
    expect(otherType).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_KEY_REUSED' } });
  });

  it("keeps each caller's keys apart: another person's same key starts their own operation", async () => {
    const key = randomUUID();
    const input = addUser('100001', randomUUID().slice(0, 8));
    const admin = await start(key, { type: 'subscriber.addUser', input });
    const support = await start(key, { type: 'subscriber.addUser', input }, 'soporte@consola.test');
    expect([admin.status, support.status]).toEqual([202, 202]);
    expect(support.body?.id).not.toBe(admin.body?.id);
  });
});
