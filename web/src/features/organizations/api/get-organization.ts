import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';
import { organizationKeys } from './get-organizations';

/** GET /api/organizations/{id}. */
export const organizationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: organizationKeys.detail(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/organizations/{id}', { params: { path: { id: Number(id) } }, signal })),
  });

/** The organization's name for breadcrumbs (undefined until it loads, or for a non-numeric id). */
export function useOrganizationName(id: string | undefined): string | undefined {
  const valid = Boolean(id && /^\d+$/.test(id));
  return useQuery({ ...organizationQueryOptions(id ?? ''), enabled: valid }).data?.organizationName;
}
