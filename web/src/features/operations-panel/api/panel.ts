// GET /api/panel/operations/{timeline,types,now}: the panel's figures (refreshed every 30 s,
// what runs now every 10 s).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';
import type { PanelSearch } from '../search';
import { periodQuery } from '../search';

export const panelTimelineQueryOptions = (search: PanelSearch) =>
  queryOptions({
    queryKey: ['panel', 'timeline', periodQuery(search)],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/panel/operations/timeline', { params: { query: periodQuery(search) }, signal })),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });

export const panelTypesQueryOptions = (search: PanelSearch) =>
  queryOptions({
    queryKey: ['panel', 'types', periodQuery(search)],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/panel/operations/types', { params: { query: periodQuery(search) }, signal })),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });

export const panelNowQueryOptions = queryOptions({
  queryKey: ['panel', 'now'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/panel/operations/now', { signal })),
  refetchInterval: 10_000,
});
