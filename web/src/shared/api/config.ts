import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client';

/** GET /api/config (public): auth mode, sign-in and logout addresses, environment, Temporal UI. */
export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: () => unwrap(api.GET('/api/config')),
  staleTime: Number.POSITIVE_INFINITY,
  retry: 2,
});
