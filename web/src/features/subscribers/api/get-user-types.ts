import { queryOptions } from '@tanstack/react-query';
import { assignableUserTypeCodes } from '@cgi/workflows/inputs';
import { api, unwrap } from '../../../shared/api/client';
import type { OrganizationUserType } from '../../../shared/api/types';

/** The organization user type never offered in pickers (spec 1 §3). */
export const EXCLUDED_USER_TYPE_ID = 2;

/** Types offered as 'Permiso de colaborador': not id 2, and accepted by the operation's input schema. */
export function assignableUserTypes(items: OrganizationUserType[]): OrganizationUserType[] {
  const accepted: readonly string[] = assignableUserTypeCodes;
  return items.filter(
    (item) =>
      item.organizationUserTypeId !== EXCLUDED_USER_TYPE_ID &&
      accepted.includes(item.organizationUserTypeCode),
  );
}

/** GET /api/catalog/organization-user-types, reduced to the assignable ones. */
export const userTypesQueryOptions = queryOptions({
  queryKey: ['catalog', 'organization-user-types'],
  queryFn: async ({ signal }) =>
    (await unwrap(api.GET('/api/catalog/organization-user-types', { signal }))).items,
  select: assignableUserTypes,
  staleTime: 10 * 60_000,
});
