// Customers and products service: a subscriber's subscriptions with their products.
import { z } from 'zod';
import { familyPrefixes } from '../../client/http';
import type { Subscription } from '../../client/types';
import type { Db } from '../../db/types';
import { fail } from '../../http/errors';
import { parse, type ServiceFamily } from '../../http/route';
import { errors } from '../messages';
import { id, iso, isoOrNull } from '../values';

interface SubscriptionRow {
  product_subscription_id: number;
  account_executive_ref_id: string | null;
  is_active: boolean;
  subscription_start_date: Date;
  subscription_finish_date: Date | null;
  product_id: number;
  product_name: string;
  product_code: string;
  product_type_name: string;
  product_scopes: Subscription['product']['product_scopes'];
}

const query = z.object({
  subscriberId: id,
  size: z.coerce.number().int().min(1).max(500).default(50),
  page: z.coerce.number().int().min(1).default(1),
});

export function productRoutes(db: Db): ServiceFamily {
  return {
    prefix: familyPrefixes.products,
    routes: [
      {
        method: 'GET',
        path: '/getSubscriberSuscriptionCommProduct/:subscriberId',
        handle: async (req) => {
          const q = parse(query, { ...req.query, ...req.params });
          const exists = await db.query('select 1 from subscriber where subscriber_id = $1', [
            q.subscriberId,
          ]);
          if (exists.length === 0) throw fail(404, errors.subscriberNotFound);
          const rows = await db.query<SubscriptionRow>(
            `select ps.product_subscription_id, ps.account_executive_ref_id, ps.is_active,
                    ps.subscription_start_date, ps.subscription_finish_date, ps.product_id,
                    p.product_name, p.product_code, pt.product_type_name,
                    coalesce((select json_agg(json_build_object(
                                'product_max_access_count', sc.product_max_access_count,
                                'product_max_user_count', sc.product_max_user_count,
                                'is_active', sc.is_active) order by sc.product_scope_id)
                                from product_scope sc where sc.product_id = p.product_id), '[]'::json)
                      as product_scopes
               from product_subscription ps
               join product p on p.product_id = ps.product_id
               join product_type pt on pt.product_type_id = p.product_type_id
              where ps.subscriber_id = $1
              order by ps.product_subscription_id
              limit $2 offset $3`,
            [q.subscriberId, q.size, (q.page - 1) * q.size],
          );
          return rows.map((row): Subscription => ({
            product_subscription_id: row.product_subscription_id,
            account_executive_ref_id: row.account_executive_ref_id,
            is_active: row.is_active,
            subscription_start_date: iso(row.subscription_start_date),
            subscription_finish_date: isoOrNull(row.subscription_finish_date),
            product_id: row.product_id,
            product: {
              product_name: row.product_name,
              product_code: row.product_code,
              product_type: { product_type_name: row.product_type_name },
              product_scopes: row.product_scopes,
            },
          }));
        },
      },
    ],
  };
}
