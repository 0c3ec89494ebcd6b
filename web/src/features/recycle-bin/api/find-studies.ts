import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';

/** GET /api/organizations (testing organizations, or by name) for choosing a study's bin. */
export const organizationsForBinQueryOptions = (name: string | undefined, offset: number) =>
  queryOptions({
    queryKey: ['organizations', 'list', { name, types: undefined, offset }],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/organizations', {
          params: { query: { ...(name ? { name } : {}), offset, limit: 50 } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** GET /api/organizations/{id}/suborganizations: the organization's studies. */
export const studiesOfOrganizationQueryOptions = (organizationId: number) =>
  queryOptions({
    queryKey: ['organizations', String(organizationId), 'suborganizations'],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/organizations/{id}/suborganizations', {
          params: { path: { id: organizationId } },
          signal,
        }),
      ),
  });
