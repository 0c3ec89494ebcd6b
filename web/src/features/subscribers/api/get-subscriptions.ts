import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';

/** Spec 1 §9: subscriptions are read 50 at a time; the api pages the same way. */
export const SUBSCRIPTIONS_PAGE_SIZE = 50;

/** What narrows the list and which page of it is shown (the route's URL state). */
export type SubscriptionsSearch = { search?: string; offset?: number };

/**
 * GET /api/subscribers/by-id/{subscriberId}/subscriptions: the subscriber and one page of its
 * subscriptions, active first, optionally searched.
 */
export const subscriptionsQueryOptions = (subscriberId: string, request: SubscriptionsSearch = {}) =>
  queryOptions({
    queryKey: [
      'subscribers',
      'by-id',
      subscriberId,
      'subscriptions',
      { search: request.search ?? '', offset: request.offset ?? 0 },
    ] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/subscribers/by-id/{subscriberId}/subscriptions', {
          params: {
            path: { subscriberId: Number(subscriberId) },
            query: {
              ...(request.search ? { search: request.search } : {}),
              ...(request.offset ? { offset: request.offset } : {}),
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** The subscriber whose subscriptions the page shows (breadcrumbs), once loaded. */
export function useSubscriberOfSubscriptions(subscriberId: string | undefined) {
  return useQuery({ ...subscriptionsQueryOptions(subscriberId ?? ''), enabled: Boolean(subscriberId) }).data
    ?.subscriber;
}
