// An ME instance with 1,000 users over real HTTP (api, platform on PGlite): each table pages on
// the server, the search narrows both, and bad paging answers Spanish 400s. The crowd comes
// from the platform's test hook (users n = 1..1000: n % 4 of 2 or 3 associated, 0 or 1 not).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagingMessages } from '../http/paging';
import { startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';

let api: ApiTestEnv;
let crowd: Json;
let path: string;

beforeAll(async () => {
  api = await startApiTestEnv({ defaultAs: 'soporte@consola.test' });
  crowd = await api.seedCrowd({ users: 1000 });
  path = `/api/me/application-instances/${crowd.applicationInstanceId}/users`;
});

afterAll(async () => {
  await api?.stop();
});

const emailOf = (n: number) => `${crowd.emailPrefix}${String(n).padStart(4, '0')}@${crowd.emailDomain}`;
const emails = (page: Json) => (page.items as Json[]).map((u) => u.email as string);

describe('GET /api/me/application-instances/{id}/users with 1,000 users', () => {
  it('answers the first 25 of each group by default, with the totals', async () => {
    const res = await api.call(path);
    expect(res.status).toBe(200);
    const { associated, notAssociated } = res.body!;
    expect(associated).toMatchObject({ offset: 0, limit: 25, total: 500, hasMore: true });
    expect(notAssociated).toMatchObject({ offset: 0, limit: 25, total: 500, hasMore: true });
    expect(associated.items).toHaveLength(25);
    expect(notAssociated.items).toHaveLength(25);
    // In the service's order: users 2, 3, 6, 7… are associated; 1, 4, 5, 8… are not.
    expect(emails(associated).slice(0, 4)).toEqual([2, 3, 6, 7].map(emailOf));
    expect(emails(notAssociated).slice(0, 4)).toEqual([1, 4, 5, 8].map(emailOf));
    expect(res.body!.search).toBeNull();
  });

  it('pages each group apart, to a short last page and past the end', async () => {
    const res = await api.call(`${path}?limit=100&associatedOffset=400&notAssociatedOffset=100`);
    expect(res.status).toBe(200);
    const { associated, notAssociated } = res.body!;
    expect(associated).toMatchObject({ offset: 400, limit: 100, total: 500, hasMore: false });
    expect(associated.items).toHaveLength(100);
    expect(emails(associated).at(-1)).toBe(emailOf(999));
    expect(notAssociated).toMatchObject({ offset: 100, total: 500, hasMore: true });
    expect(emails(notAssociated)[0]).toBe(emailOf(201));

    const last = (await api.call(`${path}?limit=30&associatedOffset=480`)).body!.associated;
    expect(last).toMatchObject({ offset: 480, total: 500, hasMore: false });
    expect(last.items).toHaveLength(20);

    const beyond = (await api.call(`${path}?associatedOffset=5000`)).body!.associated;
    expect(beyond).toMatchObject({ items: [], total: 500, hasMore: false });
  });

  it('reads every user of an organization larger than the service page (no user past 1,000 lost)', async () => {
    const big = await api.seedCrowd({ users: 1201 });
    const res = await api.call(
      `/api/me/application-instances/${big.applicationInstanceId}/users?limit=100&notAssociatedOffset=600`,
    );
    expect(res.status).toBe(200);
    // 1..1201: 600 with n % 4 of 2 or 3, 601 with 0 or 1; the last of them is user 1201.
    expect([res.body!.associated.total, res.body!.notAssociated.total]).toEqual([600, 601]);
    expect(res.body!.notAssociated.items).toHaveLength(1);
    expect(res.body!.notAssociated.items[0].email).toBe(`${big.emailPrefix}1201@${big.emailDomain}`);
  });

  it('searches by e-mail, by name in any order, without accents or case, and by user number', async () => {
    const one = await api.call(`${path}?search=${encodeURIComponent(emailOf(742))}`);
    expect(one.status).toBe(200);
    expect(one.body!.search).toBe(emailOf(742));
    expect(emails(one.body!.associated)).toEqual([emailOf(742)]);
    expect(one.body!.notAssociated).toMatchObject({ items: [], total: 0, hasMore: false });

    // First names cycle over 10, last names over 7: 'Lucía Núñez' is n % 10 = 2 and n % 7 = 2,
    // n = 2, 72, 142 … 982 (n % 70 = 2): 15 users, n % 4 alternating 2 (associated) and 0.
    const accentless = await api.call(`${path}?search=${encodeURIComponent('  NUNEZ lucia ')}&limit=100`);
    expect(accentless.body!.search).toBe('NUNEZ lucia');
    const { associated, notAssociated } = accentless.body!;
    expect([associated.total, notAssociated.total]).toEqual([8, 7]);
    const all = [...associated.items, ...notAssociated.items] as Json[];
    expect(all.every((u) => u.fullName === 'Lucía Núñez')).toBe(true);
    expect(emails(associated)).toContain(emailOf(982));
    expect(emails(notAssociated)).toContain(emailOf(72));

    // The legacy user number is the organization id and the user's, in five digits.
    const byNumber = await api.call(`${path}?search=${crowd.organizationId}00005`);
    expect(emails(byNumber.body!.notAssociated)).toEqual([emailOf(5)]);
    expect(byNumber.body!.notAssociated.items[0].legacyUserRefId).toBe(`${crowd.organizationId}00005`);

    const none = await api.call(`${path}?search=nadie-se-llama-asi`);
    expect(none.body!.associated.total + none.body!.notAssociated.total).toBe(0);
  });

  it('pages within a search', async () => {
    // Every user's e-mail has the domain: a search for it keeps all 1,000, paged.
    const res = await api.call(`${path}?search=${crowd.emailDomain}&limit=50&associatedOffset=450`);
    expect(res.body!.associated).toMatchObject({ total: 500, offset: 450, hasMore: false });
    expect(res.body!.associated.items).toHaveLength(50);
  });

  it('refuses bad paging and search parameters with Spanish messages', async () => {
    const cases: [string, string, string][] = [
      ['limit=0', 'limit', pagingMessages.limit(100)],
      ['limit=101', 'limit', pagingMessages.limit(100)],
      ['limit=abc', 'limit', pagingMessages.limit(100)],
      ['limit=2.5', 'limit', pagingMessages.limit(100)],
      ['associatedOffset=-1', 'associatedOffset', pagingMessages.offset],
      ['notAssociatedOffset=x', 'notAssociatedOffset', pagingMessages.offset],
      ['associatedOffset=99999999999', 'associatedOffset', pagingMessages.offset],
      [`search=${'a'.repeat(101)}`, 'search', pagingMessages.search(100)],
    ];
    for (const [query, field, message] of cases) {
      const res = await api.call(`${path}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body!.fields?.[field], query).toBe(message);
    }
  });
});
