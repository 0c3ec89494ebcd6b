import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';

/** GET /api/me: the signed-in staff member as the API sees them. */
export const meQueryOptions = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/me', { signal })),
  staleTime: 5 * 60_000,
});
