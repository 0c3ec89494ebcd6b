import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';
import { subscriberKeys } from './get-subscriber';

/** GET /api/subscribers/{number}/users. */
export const subscriberUsersQueryOptions = (subscriberNumber: string) =>
  queryOptions({
    queryKey: subscriberKeys.users(subscriberNumber),
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/subscribers/{number}/users', {
            params: { path: { number: subscriberNumber } },
            signal,
          }),
        )
      ).items,
  });
