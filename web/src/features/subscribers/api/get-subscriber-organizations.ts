import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';
import { subscriberKeys } from './get-subscriber';

/** GET /api/subscribers/{number}/organizations. */
export const subscriberOrganizationsQueryOptions = (subscriberNumber: string) =>
  queryOptions({
    queryKey: [...subscriberKeys.detail(subscriberNumber), 'organizations'] as const,
    queryFn: async ({ signal }) =>
      (
        await unwrap(
          api.GET('/api/subscribers/{number}/organizations', {
            params: { path: { number: subscriberNumber } },
            signal,
          }),
        )
      ).items,
  });
