import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';
import { organizationKeys } from './get-organizations';

export const ORGANIZATION_USERS_PAGE_SIZE = 50;

/** GET /api/organizations/{id}/users: the organization and a page of its users. */
export const organizationUsersQueryOptions = (id: string, offset = 0) =>
  queryOptions({
    queryKey: organizationKeys.users(id, offset),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/organizations/{id}/users', {
          params: { path: { id: Number(id) }, query: { offset, limit: ORGANIZATION_USERS_PAGE_SIZE } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
