import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';
import { subscriberKeys } from './get-subscriber';

/** GET /api/subscribers/{number}/users/{userId}: what the edit drawer starts from. */
export const subscriberUserQueryOptions = (subscriberNumber: string, userId: number) =>
  queryOptions({
    queryKey: [...subscriberKeys.users(subscriberNumber), userId] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/subscribers/{number}/users/{userId}', {
          params: { path: { number: subscriberNumber, userId } },
          signal,
        }),
      ),
  });
