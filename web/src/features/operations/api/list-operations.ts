import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';
import type { OperationPage } from '../../../shared/api/types';
import { filterOf, type OperationsSearch } from '../search';

/** While something on the page runs, the list refreshes every 2 s; otherwise every 10 s. */
export const LIVE_REFRESH_MS = 2_000;
export const IDLE_REFRESH_MS = 10_000;

export const PAGE_SIZE = 25;

/** GET /api/operations: one server page for the filter in the URL. */
export const operationsListQueryOptions = (search: OperationsSearch) =>
  queryOptions({
    queryKey: ['operations', 'list', search],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/operations', {
          params: {
            query: {
              ...filterOf(search),
              pageSize: PAGE_SIZE,
              ...(search.cursor ? { pageToken: search.cursor } : {}),
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      (query.state.data as OperationPage | undefined)?.items.some((item) => item.status === 'running')
        ? LIVE_REFRESH_MS
        : IDLE_REFRESH_MS,
  });

/** GET /api/operations/count: how many operations the filter holds, for the list's total. */
export const operationsCountQueryOptions = (search: OperationsSearch, live: boolean) =>
  queryOptions({
    queryKey: ['operations', 'count', filterOf(search)],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/operations/count', { params: { query: filterOf(search) }, signal })),
    placeholderData: keepPreviousData,
    refetchInterval: live ? LIVE_REFRESH_MS : IDLE_REFRESH_MS,
  });

/** GET /api/operations/bulk-retry: how many failed, not yet retried, operations a bulk retry touches. */
export const bulkRetryPreviewQueryOptions = (search: OperationsSearch) => {
  const { status: _status, ...filter } = filterOf(search);
  return queryOptions({
    queryKey: ['operations', 'bulk-retry-preview', filter],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/operations/bulk-retry', { params: { query: filter }, signal })),
  });
};

/** GET /api/catalog/operation-types: names for the type filter, and which types are high-risk. */
export const operationTypesQueryOptions = queryOptions({
  queryKey: ['catalog', 'operation-types'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/catalog/operation-types', { signal })).then((b) => b.items),
  staleTime: Number.POSITIVE_INFINITY,
});
