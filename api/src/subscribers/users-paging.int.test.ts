// A subscriber with more users than the spec's first page (offset 0, limit 100) over real HTTP:
// the first page is the spec's, later pages follow the service's offsets, the count and the
// user lookup see every user, and bad paging answers Spanish 400s. The crowd comes from the
// platform's test hook (the subscriber's users in the users' order, n = 1..230).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagingMessages } from '../http/paging';
import { mapLimited } from '../http/platform';
import { startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';

let api: ApiTestEnv;
let crowd: Json;

beforeAll(async () => {
  api = await startApiTestEnv();
  crowd = await api.seedCrowd({ users: 230, instance: false, subscriberNumber: '990230' });
});

afterAll(async () => {
  await api?.stop();
});

const emailOf = (n: number) => `${crowd.emailPrefix}${String(n).padStart(4, '0')}@${crowd.emailDomain}`;
const emails = (page: Json) => (page.items as Json[]).map((u) => u.email as string);

describe('GET /api/subscribers/{number}/users beyond the first 100', () => {
  it("answers the spec's first page, then the next ones, to a short last page", async () => {
    const first = await api.call('/api/subscribers/990230/users');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ offset: 0, limit: 100, hasMore: true });
    expect(emails(first.body!)).toHaveLength(100);
    expect(emails(first.body!)[99]).toBe(emailOf(100));

    const second = await api.call('/api/subscribers/990230/users?offset=100');
    expect(second.body).toMatchObject({ offset: 100, limit: 100, hasMore: true });
    expect(emails(second.body!)[0]).toBe(emailOf(101));

    const last = await api.call('/api/subscribers/990230/users?offset=200');
    expect(last.body).toMatchObject({ offset: 200, hasMore: false });
    expect(emails(last.body!)).toEqual(Array.from({ length: 30 }, (_, i) => emailOf(201 + i)));
  });

  it('says there is no more after a full page that is the last one', async () => {
    await api.seedCrowd({ users: 100, instance: false, subscriberNumber: '990100' });
    const res = await api.call('/api/subscribers/990100/users');
    expect(res.body!.items).toHaveLength(100);
    expect(res.body!.hasMore).toBe(false);
  });

  it('counts every user in the detail and finds a user past the first page', async () => {
    const detail = await api.call('/api/subscribers/990230');
    expect(detail.body!.usersCount).toBe(230);

    const page = await api.call('/api/subscribers/990230/users?offset=200');
    const user = (page.body!.items as Json[])[10]!;
    const found = await api.call(`/api/subscribers/990230/users/${user.user_id}`);
    expect(found.status).toBe(200);
    expect(found.body!.email).toBe(emailOf(211));
  });

  it('refuses bad paging with Spanish messages', async () => {
    const cases: [string, string, string][] = [
      ['offset=-1', 'offset', pagingMessages.offset],
      ['offset=uno', 'offset', pagingMessages.offset],
      ['limit=0', 'limit', pagingMessages.limit(100)],
      ['limit=101', 'limit', pagingMessages.limit(100)],
    ];
    for (const [query, field, message] of cases) {
      const res = await api.call(`/api/subscribers/990230/users?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body!.fields?.[field], query).toBe(message);
    }
  });
});

describe('GET /api/organizations/{id}/subscribers beyond the first 100', () => {
  it("answers the spec's first page, then the 101st subscriber on the next", async () => {
    // The crowd's organization holds subscriber 990230; 100 more are created through the service.
    await mapLimited(
      Array.from({ length: 100 }, (_, i) => i),
      8,
      (i) =>
        api.env.platform.subscribers.create({
          clicod: String(991000 + i),
          subscriber_name: `Suscriptor ${i}`,
          organization_cuit: crowd.organizationCuit,
          organization_legal_name: crowd.organizationName,
          subscriber_status_id: 1,
          subscriber_max_user_count: 1,
          creation_user: 'test',
          creation_date: new Date().toISOString(),
        }),
    );
    const path = `/api/organizations/${crowd.organizationId}/subscribers`;
    const first = await api.call(path);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ offset: 0, limit: 100, hasMore: true });
    expect(first.body!.items).toHaveLength(100);
    const next = await api.call(`${path}?offset=100`);
    expect(next.body).toMatchObject({ offset: 100, hasMore: false });
    expect((next.body!.items as Json[]).map((s) => s.subscriber_ref_id)).toEqual(['991099']);
    expect((await api.call(`${path}?offset=-5`)).body!.fields?.offset).toBe(pagingMessages.offset);
  });
});
