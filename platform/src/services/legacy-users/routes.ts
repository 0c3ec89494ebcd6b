// Legacy users service: a user's subscriber number by e-mail (path ours, spec 2 §7).
import { z } from 'zod';
import { familyPrefixes } from '../../client/http';
import type { Db } from '../../db/types';
import { fail } from '../../http/errors';
import { parse, type ServiceFamily } from '../../http/route';
import { errors } from '../messages';
import { email } from '../values';

export function legacyUserRoutes(db: Db): ServiceFamily {
  return {
    prefix: familyPrefixes.legacyUsers,
    routes: [
      {
        method: 'GET',
        path: '/getSubscriberByEmailLegacyUsers',
        handle: async (req) => {
          const q = parse(z.object({ email }), req.query);
          const [account] = await db.query<{ login_account_id: number }>(
            'select login_account_id from login_account where lower(email) = lower($1)',
            [q.email],
          );
          if (!account) throw fail(404, errors.loginAccountNotFound);
          // The oldest subscriber of any of the account's organization users.
          const [row] = await db.query<{
            subscriber_ref_id: string;
            subscriber_id: number;
            subscriber_name: string;
          }>(
            `select s.subscriber_ref_id, s.subscriber_id, s.subscriber_name
               from organization_user ou
               join subscriber_user su on su.user_id = ou.user_id
               join subscriber s on s.subscriber_id = su.subscriber_id
              where ou.login_account_id = $1
              order by s.subscriber_id limit 1`,
            [account.login_account_id],
          );
          if (!row) throw fail(404, errors.userWithoutSubscriber);
          return {
            subscriptionNumber: row.subscriber_ref_id,
            subscriberId: row.subscriber_id,
            subscriberName: row.subscriber_name,
          };
        },
      },
    ],
  };
}
