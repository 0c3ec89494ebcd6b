// The crowd hook over the real services: what it writes is what they answer (the organization's
// users, the instance's roles and accesses, the subscriber's users), and it is off without faults.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '@cgi/test-support/platform';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers read as JSON
type Json = any;

let hooked: TestPlatform;
let plain: TestPlatform;

beforeAll(async () => {
  [hooked, plain] = await Promise.all([
    startTestPlatform({ faults: true }),
    startTestPlatform({ seed: 'none' }),
  ]);
});

afterAll(async () => {
  await Promise.all([hooked?.platform.close(), plain?.platform.close()]);
});

async function post(base: string, body: unknown) {
  const response = await fetch(`${base}/__seed/crowd`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: Json } };
}

async function get(path: string) {
  const response = await fetch(`${hooked.platform.url}${path}`);
  return ((await response.json()) as { data: Json }).data;
}

describe('POST /__seed/crowd', () => {
  it('adds an organization whose users, roles, accesses and subscriber the services answer', async () => {
    const { status, body } = await post(hooked.platform.url, { users: 120, subscriberNumber: '990120' });
    expect(status).toBe(201);
    const crowd = body.data;
    const users = await get(
      `/organizations/getAllUsersOrganizationCorpEntities?organizationId=${crowd.organizationId}`,
    );
    expect(users).toHaveLength(120);
    expect(users[0].account.email).toBe(`${crowd.emailPrefix}0001@${crowd.emailDomain}`);
    expect(users[119].account.email).toBe(`${crowd.emailPrefix}0120@${crowd.emailDomain}`);
    const id = crowd.applicationInstanceId;
    expect(
      await get(`/authorization/getAllUserGrantedAppRoleEAuthz?applicationInstanceId=${id}&appCode=ME`),
    ).toHaveLength(90);
    const accesses = await get(
      `/authorization/getUserApplicationInstanceEAuthz?applicationInstanceId=${id}&applicationCode=ME`,
    );
    expect(accesses.applicationInstances).toHaveLength(60);
    const second = await get(
      '/subscribers/getUsersSubscriberCorpEntities?clicod=990120&offset=100&limit=100',
    );
    expect(second).toHaveLength(20);
    expect(second[19].login_account.email).toBe(`${crowd.emailPrefix}0120@${crowd.emailDomain}`);
  });

  it('is not served without the fault hooks', async () => {
    expect((await fetch(`${plain.platform.url}/__seed/crowd`, { method: 'POST' })).status).toBe(404);
  });
});
