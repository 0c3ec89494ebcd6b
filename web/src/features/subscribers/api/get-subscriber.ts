import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';

export const subscriberKeys = {
  all: ['subscribers'] as const,
  detail: (subscriberNumber: string) => ['subscribers', subscriberNumber] as const,
  users: (subscriberNumber: string) => ['subscribers', subscriberNumber, 'users'] as const,
};

/** GET /api/subscribers/{number}: the subscriber with its users and subscriptions counts. */
export const subscriberQueryOptions = (subscriberNumber: string) =>
  queryOptions({
    queryKey: subscriberKeys.detail(subscriberNumber),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/subscribers/{number}', { params: { path: { number: subscriberNumber } }, signal }),
      ),
  });

export function useSubscriber(subscriberNumber: string | undefined) {
  return useQuery({ ...subscriberQueryOptions(subscriberNumber ?? ''), enabled: Boolean(subscriberNumber) });
}

/** Razón social for breadcrumbs, once the subscriber has loaded (undefined until then). */
export function useSubscriberName(subscriberNumber: string | undefined): string | undefined {
  return useSubscriber(subscriberNumber).data?.subscriber.subscriber_name;
}
