import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';

/** GET /api/catalog/organization-commercial-user-types. */
export const commercialTypesQueryOptions = queryOptions({
  queryKey: ['catalog', 'organization-commercial-user-types'],
  queryFn: async ({ signal }) =>
    (await unwrap(api.GET('/api/catalog/organization-commercial-user-types', { signal }))).items,
  staleTime: 10 * 60_000,
});
