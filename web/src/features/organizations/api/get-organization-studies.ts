import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';
import { organizationKeys } from './get-organizations';

/** GET /api/organizations/{id}/suborganizations: the organization and its studies. */
export const organizationStudiesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: organizationKeys.studies(id),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/organizations/{id}/suborganizations', { params: { path: { id: Number(id) } }, signal }),
      ),
  });
