import { EVENTANILLA_FILTER_STATUSES } from '@cgi/workflows/inputs';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';
import type { components, paths } from '../../../../../openapi/schema';
import type { EventanillaSearch } from '../search';

export type Subscription = components['schemas']['EventanillaSubscription'];
export type SubscriptionDetail = components['schemas']['EventanillaDetail'];

type FilterStatus = NonNullable<
  NonNullable<paths['/api/me/eventanilla']['get']['parameters']['query']>['status']
>[number];

/** Only the statuses the filter offers (spec 2 §4): a hand-edited URL's others are left out. */
const offered = (statuses: string[] | undefined): FilterStatus[] =>
  (statuses ?? []).filter((status): status is FilterStatus =>
    (EVENTANILLA_FILTER_STATUSES as readonly string[]).includes(status),
  );

export const eventanillaKeys = {
  all: ['me', 'eventanilla'] as const,
  list: (search: EventanillaSearch) => ['me', 'eventanilla', 'list', search] as const,
  detail: (cuit: string) => ['me', 'eventanilla', 'detail', cuit] as const,
  clients: ['me', 'eventanilla', 'clients'] as const,
};

/** GET /api/me/eventanilla: the subscriptions matching the filters, in the chosen date order. */
export const subscriptionsQueryOptions = (search: EventanillaSearch) => {
  const statuses = offered(search.status);
  return queryOptions({
    queryKey: eventanillaKeys.list({ ...search, status: statuses.length > 0 ? statuses : undefined }),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/me/eventanilla', {
          params: {
            query: {
              ...(search.cuit ? { cuit: search.cuit } : {}),
              ...(search.client ? { client: search.client } : {}),
              ...(statuses.length > 0 ? { status: statuses } : {}),
              order: search.order ?? 'desc',
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
};

/** GET /api/me/eventanilla/clients: the names 'Buscar por cliente' offers. */
export const eventanillaClientsQueryOptions = queryOptions({
  queryKey: eventanillaKeys.clients,
  queryFn: ({ signal }) => unwrap(api.GET('/api/me/eventanilla/clients', { signal })),
  staleTime: 60_000,
});

/** GET /api/me/eventanilla/{cuit}: details, studies and history of one CUIT. */
export const subscriptionQueryOptions = (cuit: string) =>
  queryOptions({
    queryKey: eventanillaKeys.detail(cuit),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/me/eventanilla/{cuit}', { params: { path: { cuit } }, signal })),
    retry: false,
  });
