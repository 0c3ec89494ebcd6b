import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';
import { userKeys } from './get-user';

/** GET /api/users/{loginAccountId}/organizations. */
export const userOrganizationsQueryOptions = (loginAccountId: string) =>
  queryOptions({
    queryKey: userKeys.organizations(loginAccountId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/users/{loginAccountId}/organizations', {
          params: { path: { loginAccountId: Number(loginAccountId) } },
          signal,
        }),
      ),
  });
