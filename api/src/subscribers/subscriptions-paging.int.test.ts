// A subscriber with more subscriptions than the spec's page (size 50, page 1) over real HTTP:
// the console reads the service page after page, keeps the active ones first across all of
// them, pages and searches on its side, and counts them all in the subscriber's detail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagingMessages } from '../http/paging';
import { startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';

let api: ApiTestEnv;
let crowd: Json;
const TOTAL = 130;

beforeAll(async () => {
  api = await startApiTestEnv();
  crowd = await api.seedCrowd({
    users: 3,
    instance: false,
    subscriberNumber: '990330',
    subscriptions: TOTAL,
  });
});

afterAll(async () => {
  await api?.stop();
});

type Subscription = {
  product_subscription_id: number;
  is_active: boolean;
  product: { product_name: string };
};
const items = (body: Json | undefined) => (body?.items ?? []) as Subscription[];

describe('GET /api/subscribers/by-id/{subscriberId}/subscriptions beyond the first 50', () => {
  it('pages every subscription, the active ones first across all pages', async () => {
    const base = `/api/subscribers/by-id/${crowd.subscriberId}/subscriptions`;
    const pages: Subscription[][] = [];
    for (const offset of [0, 50, 100]) {
      const res = await api.call(`${base}?offset=${offset}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ offset, limit: 50, total: TOTAL, hasMore: offset + 50 < TOTAL });
      pages.push(items(res.body));
    }
    expect(pages.map((page) => page.length)).toEqual([50, 50, 30]);
    const all = pages.flat();
    expect(new Set(all.map((s) => s.product_subscription_id)).size).toBe(TOTAL);
    // Subscription n is finished when n is a multiple of 3: 43 of 130.
    const firstFinished = all.findIndex((s) => !s.is_active);
    expect(firstFinished).toBe(TOTAL - 43);
    expect(all.slice(firstFinished).every((s) => !s.is_active)).toBe(true);
  });

  it('counts every subscription in the detail', async () => {
    const detail = await api.call('/api/subscribers/990330');
    expect(detail.body!.subscriptionsCount).toBe(TOTAL);
  });

  it('searches by product name across every page, accents and case ignored', async () => {
    const base = `/api/subscribers/by-id/${crowd.subscriberId}/subscriptions`;
    const all = (
      await Promise.all([0, 50, 100].map((offset) => api.call(`${base}?offset=${offset}`)))
    ).flatMap((res) => items(res.body));
    const name = all.at(-1)!.product.product_name;
    const expected = all.filter((s) => s.product.product_name === name).length;
    const word = name.split(' ').at(-1)!.toUpperCase();
    const res = await api.call(`${base}?search=${encodeURIComponent(word)}`);
    expect(res.status).toBe(200);
    expect(items(res.body).length).toBeGreaterThan(0);
    expect(items(res.body).every((s) => s.product.product_name.toUpperCase().includes(word))).toBe(true);
    expect(res.body!.total).toBeGreaterThanOrEqual(expected);
    const none = await api.call(`${base}?search=zzzz-ningun-producto`);
    expect(none.body).toMatchObject({ items: [], total: 0, hasMore: false });
  });

  it('refuses bad paging with Spanish messages', async () => {
    const base = `/api/subscribers/by-id/${crowd.subscriberId}/subscriptions`;
    const cases: [string, string, string][] = [
      ['offset=-1', 'offset', pagingMessages.offset],
      ['limit=51', 'limit', pagingMessages.limit(50)],
      [`search=${'x'.repeat(101)}`, 'search', pagingMessages.search(100)],
    ];
    for (const [query, field, message] of cases) {
      const res = await api.call(`${base}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body!.fields?.[field], query).toBe(message);
    }
  });
});
