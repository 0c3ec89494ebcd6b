import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';
import { studyKeys } from './get-study';

/** GET /api/suborganizations/{id}/users. */
export const studyUsersQueryOptions = (id: string) =>
  queryOptions({
    queryKey: studyKeys.users(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/suborganizations/{id}/users', { params: { path: { id: Number(id) } }, signal })),
  });
