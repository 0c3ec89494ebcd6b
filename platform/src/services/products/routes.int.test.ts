import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFixtures } from '../../seed';
import { failureOf, startTestPlatform, type TestPlatform } from '@cgi/test-support/platform';

describe('products service', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform();
  });
  afterAll(() => t.platform.close());

  it("lists a subscriber's subscriptions with their products, paged", async () => {
    const { subscriber_id } = await t.client.subscribers.byNumber(demoFixtures.subscriberWithRoom);
    const subscriptions = await t.client.products.subscriptionsOfSubscriber(subscriber_id);
    expect(subscriptions.map((s) => [s.product.product_code, s.is_active])).toEqual([
      ['ME-BASIC', true],
      ['PAYROLL', false],
    ]);
    expect(subscriptions[0]!.product).toMatchObject({
      product_name: 'Mi Estudio Básico',
      product_type: { product_type_name: 'Suscripción' },
      product_scopes: [{ product_max_access_count: 1, product_max_user_count: 3, is_active: true }],
    });
    expect(subscriptions[1]!.subscription_finish_date).not.toBeNull();
    const secondPage = await t.client.products.subscriptionsOfSubscriber(subscriber_id, 1, 2);
    expect(secondPage.map((s) => s.product.product_code)).toEqual(['PAYROLL']);
  });

  it('answers 404 for an unknown subscriber', async () => {
    expect(await failureOf(t.client.products.subscriptionsOfSubscriber(999_999))).toMatchObject({
      status: 404,
    });
  });
});
