// The subscriber's user limit (spec 1 §5) under concurrent operations: many `subscriber.addUser`
// started at once through the api, on a subscriber with a few places left, below and above the
// first page of 100 users, with a fast and with a slow platform. Exactly as many complete as
// there were places; every other one fails with the spec's text and assigns nobody.
import { randomUUID } from 'node:crypto';
import type { PlatformClient } from '@cgi/platform/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAST_RETRY, startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';

const AT_CAPACITY = 'El suscriptor posee la cantidad máxima de usuarios establecida';
const ACTIVE = new Set([1, 5]);

/** A new subscriber of the organization of 100003, with `maxUsers` places and `existing` active users. */
async function subscriberWith(platform: PlatformClient, maxUsers: number, existing: number): Promise<string> {
  const base = await platform.subscribers.byNumber('100003');
  const organization = await platform.organizations.byId(base.organization_id!);
  const number = String(700_000_000 + Math.floor(Math.random() * 99_999_999));
  const { subscriber_id } = await platform.subscribers.create({
    clicod: number,
    subscriber_name: `Capacidad ${number}`,
    organization_cuit: organization.organizationCuit,
    organization_legal_name: organization.organizationLegalName,
    subscriber_status_id: 1,
    subscriber_max_user_count: maxUsers,
    creation_user: 'test',
    creation_date: new Date().toISOString(),
  });
  for (let start = 0; start < existing; start += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, existing - start) }, async () => {
        const { loginAccount } = await platform.loginAccounts.create({
          accountExternalRefId: randomUUID(),
          email: `existente.${randomUUID().slice(0, 12)}@demo.com.ar`,
          firstName: 'Existente',
          lastName: 'Usuario',
          modificationUser: 'test',
          accountStatusCode: 'ACTIVE',
          loginAccountPhone: null,
        });
        const link = await platform.organizations.addUser({
          loginAccountId: loginAccount.loginAccountId,
          organizationId: organization.organizationId,
          organizationUserTypeCode: 'ORG-STAFF',
          organizationCommercialUserTypeCode: 'REGISTER',
          userStatusCode: 'ACTIVE',
        });
        await platform.subscribers.assignUser({
          user_id: link.userId,
          subscriber_id,
          creation_user: 'test',
          creation_date: new Date().toISOString(),
        });
      }),
    );
  }
  return number;
}

async function activeUsersOf(platform: PlatformClient, number: string): Promise<number> {
  let count = 0;
  for (let offset = 0; ; offset += 100) {
    const page = await platform.subscribers.users(number, offset, 100);
    count += page.filter((u) => ACTIVE.has(u.user_status_id)).length;
    if (page.length < 100) return count;
  }
}

async function addConcurrently(api: ApiTestEnv, number: string, count: number): Promise<Json[]> {
  const started = await Promise.all(
    Array.from({ length: count }, () =>
      api.call('/api/operations', {
        method: 'POST',
        json: {
          type: 'subscriber.addUser',
          input: {
            subscriberNumber: number,
            email: `concurrente.${randomUUID().slice(0, 12)}@demo.com.ar`,
            firstName: 'Concurrente',
            lastName: 'Prueba',
            userTypeCode: 'ORG-STAFF',
          },
        },
      }),
    ),
  );
  for (const answer of started) expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  return Promise.all(started.map((answer) => api.waitFor(answer.body!.id as string, undefined, 120_000)));
}

function expectOutcomes(ended: Json[], places: number): void {
  const completed = ended.filter((op) => op.status === 'completed');
  const failed = ended.filter((op) => op.status === 'failed');
  expect(completed).toHaveLength(places);
  expect(failed).toHaveLength(ended.length - places);
  for (const op of failed) {
    expect(op.error?.message).toBe(AT_CAPACITY);
    // A refused assignment is never reported as done.
    expect((op.steps as Json[]).find((step) => step.key === 'assignUser')?.status).not.toBe('done');
  }
  for (const op of completed) expect(op.result?.message).toBe('Usuario agregado con éxito.');
}

describe.each([
  ['a fast platform', 0],
  ['a slow platform (40 ms per call)', 40],
])('the user limit with %s', (_name, latencyMs) => {
  let api: ApiTestEnv;
  beforeAll(async () => {
    api = await startApiTestEnv({ stepRetry: FAST_RETRY, latencyMs });
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('10 adds at once with 5 places left: exactly 5 complete, 5 fail with the spec text', async () => {
    const number = await subscriberWith(api.env.platform, 5, 0);
    expectOutcomes(await addConcurrently(api, number, 10), 5);
    expect(await activeUsersOf(api.env.platform, number)).toBe(5);
  });

  it('the same above the first page of 100 users (limit 105, 100 users already)', async () => {
    const number = await subscriberWith(api.env.platform, 105, 100);
    expect(await activeUsersOf(api.env.platform, number)).toBe(100);
    expectOutcomes(await addConcurrently(api, number, 10), 5);
    expect(await activeUsersOf(api.env.platform, number)).toBe(105);
  });
});
