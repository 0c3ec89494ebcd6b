import type { Subscription } from '@cgi/platform/client';
import { describe, expect, it } from 'vitest';
import { sortSubscriptions } from './views';

const createSubscription = (id: number, isActive: boolean, start: string): Subscription => ({
  product_subscription_id: id,
  account_executive_ref_id: null,
  is_active: isActive,
  subscription_start_date: start,
  subscription_finish_date: null,
  product_id: id,
  product: {
    product_name: `Producto ${id}`,
    product_code: `P${id}`,
    product_type: { product_type_name: 'Servicio' },
    product_scopes: [],
  },
});

describe('sortSubscriptions', () => {
  it('puts active subscriptions first, newest start first within each group', () => {
    const sorted = sortSubscriptions([
      createSubscription(1, false, '2024-01-01'),
      createSubscription(2, true, '2022-05-01'),
      createSubscription(3, false, '2025-01-01'),
      createSubscription(4, true, '2023-05-01'),
    ]);
    expect(sorted.map((s) => s.product_subscription_id)).toEqual([4, 2, 3, 1]);
  });

  it('does not change the list it was given', () => {
    const items = [createSubscription(1, false, '2024-01-01'), createSubscription(2, true, '2022-05-01')];
    sortSubscriptions(items);
    expect(items.map((s) => s.product_subscription_id)).toEqual([1, 2]);
  });
});
