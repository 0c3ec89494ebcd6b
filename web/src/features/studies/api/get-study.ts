import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';

export const studyKeys = {
  all: ['suborganizations'] as const,
  detail: (id: string) => ['suborganizations', id] as const,
  users: (id: string) => ['suborganizations', id, 'users'] as const,
};

/** GET /api/suborganizations/{id}: 'Detalles del Estudio' (study, system folder, users' folders). */
export const studyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: studyKeys.detail(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/suborganizations/{id}', { params: { path: { id: Number(id) } }, signal })),
  });

/** The study's name for breadcrumbs (undefined until it loads). */
export function useStudyName(id: string | undefined): string | undefined {
  return useQuery({ ...studyQueryOptions(id ?? ''), enabled: Boolean(id && /^\d+$/.test(id)) }).data?.study
    .suborganizationName;
}
