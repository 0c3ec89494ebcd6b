import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';

/** GET /api/subscribers/by-id/{subscriberId}/subscriptions: the subscriber and its subscriptions, active first. */
export const subscriptionsQueryOptions = (subscriberId: string) =>
  queryOptions({
    queryKey: ['subscribers', 'by-id', subscriberId, 'subscriptions'] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/subscribers/by-id/{subscriberId}/subscriptions', {
          params: { path: { subscriberId: Number(subscriberId) } },
          signal,
        }),
      ),
  });

/** The subscriber whose subscriptions the page shows (breadcrumbs), once loaded. */
export function useSubscriberOfSubscriptions(subscriberId: string | undefined) {
  return useQuery({ ...subscriptionsQueryOptions(subscriberId ?? ''), enabled: Boolean(subscriberId) }).data
    ?.subscriber;
}
