import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';
import type { components } from '../../../../../openapi/schema';
import { meInstanceKeys } from './get-instance';

export type MeInstanceUsers = components['schemas']['MeInstanceUsers'];
export type MeInstanceUser = components['schemas']['MeInstanceUser'];

/** GET /api/me/application-instances/{id}/users: 'Usuarios asociados a Mi Estudio'. */
export const meInstanceUsersQueryOptions = (id: string) =>
  queryOptions({
    queryKey: meInstanceKeys.users(id),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/me/application-instances/{applicationInstanceId}/users', {
          params: { path: { applicationInstanceId: Number(id) } },
          signal,
        }),
      ),
  });
