import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';
import { userKeys } from './get-user';

/** GET /api/users/{loginAccountId}/subscribers (notice: 'Usuario no posee suscriptor asignado'). */
export const userSubscribersQueryOptions = (loginAccountId: string) =>
  queryOptions({
    queryKey: userKeys.subscribers(loginAccountId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/users/{loginAccountId}/subscribers', {
          params: { path: { loginAccountId: Number(loginAccountId) } },
          signal,
        }),
      ),
  });
