import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';
import type { RecycleSearch } from '../search';

export const RECYCLE_PAGE_SIZE = 25;

export const recycleKeys = {
  all: ['storage', 'recycle'] as const,
  bin: (studyId: string, search: RecycleSearch) => ['storage', 'recycle', studyId, search] as const,
};

/** GET /api/storage/recycle/{studyId}: a page of the study's permanently deleted documents. */
export const recycleBinQueryOptions = (studyId: string, search: RecycleSearch) =>
  queryOptions({
    queryKey: recycleKeys.bin(studyId, search),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/storage/recycle/{studyId}', {
          params: {
            path: { studyId: Number(studyId) },
            query: {
              ...(search.name ? { documentName: search.name } : {}),
              ...(search.from && search.to ? { start: search.from, end: search.to } : {}),
              ...(search.path ? { path: search.path } : {}),
              offset: search.offset ?? 0,
              limit: RECYCLE_PAGE_SIZE,
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** The study's name for breadcrumbs, once its bin has loaded. */
export function useRecycleStudyName(studyId: string | undefined): string | undefined {
  return useQuery({
    ...recycleBinQueryOptions(studyId ?? '', {}),
    enabled: Boolean(studyId && /^\d+$/.test(studyId)),
  }).data?.study.suborganizationName;
}
