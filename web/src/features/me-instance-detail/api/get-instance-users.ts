import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';
import type { components } from '../../../../../openapi/schema';
import type { InstanceUsersSearch } from '../search';
import { meInstanceKeys } from './get-instance';

export type MeInstanceUsers = components['schemas']['MeInstanceUsers'];
export type MeInstanceUser = components['schemas']['MeInstanceUser'];
export type MeInstanceUserPage = components['schemas']['MeInstanceUserPage'];

/** Rows of each table per page (the api pages and searches on the server). */
export const INSTANCE_USERS_PAGE_SIZE = 25;

/**
 * GET /api/me/application-instances/{id}/users: 'Usuarios asociados a Mi Estudio', a page of
 * each table for the search. The key starts with meInstanceKeys.users(id), so a reload after an
 * operation refreshes whatever page and search are shown.
 */
export const meInstanceUsersQueryOptions = (id: string, search: InstanceUsersSearch = {}) => {
  const query = {
    ...(search.search ? { search: search.search } : {}),
    associatedOffset: search.associatedOffset ?? 0,
    notAssociatedOffset: search.notAssociatedOffset ?? 0,
    limit: INSTANCE_USERS_PAGE_SIZE,
  };
  return queryOptions({
    queryKey: [...meInstanceKeys.users(id), query] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/me/application-instances/{applicationInstanceId}/users', {
          params: { path: { applicationInstanceId: Number(id) }, query },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
};
