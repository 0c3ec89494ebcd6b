import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';

/** The organization user type never offered in pickers (spec 1 §3). */
const EXCLUDED_USER_TYPE_ID = 2;

/** GET /api/catalog/organization-types (the edit form's type, shown disabled). */
export const organizationTypesQueryOptions = queryOptions({
  queryKey: ['catalog', 'organization-types'],
  queryFn: async ({ signal }) => (await unwrap(api.GET('/api/catalog/organization-types', { signal }))).items,
  staleTime: 10 * 60_000,
});

/** GET /api/catalog/organization-user-types, without id 2 (the add-user drawer's type). */
export const organizationUserTypesQueryOptions = queryOptions({
  queryKey: ['catalog', 'organization-user-types'],
  queryFn: async ({ signal }) =>
    (await unwrap(api.GET('/api/catalog/organization-user-types', { signal }))).items,
  select: (items) => items.filter((item) => item.organizationUserTypeId !== EXCLUDED_USER_TYPE_ID),
  staleTime: 10 * 60_000,
});

/** GET /api/catalog/organization-commercial-user-types. */
export const commercialUserTypesQueryOptions = queryOptions({
  queryKey: ['catalog', 'organization-commercial-user-types'],
  queryFn: async ({ signal }) =>
    (await unwrap(api.GET('/api/catalog/organization-commercial-user-types', { signal }))).items,
  staleTime: 10 * 60_000,
});
