import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';

export const versionsKey = ['versions'] as const;

/** GET /api/versions: every platform of ME with its active versions. */
export const versionsQueryOptions = queryOptions({
  queryKey: versionsKey,
  queryFn: ({ signal }) => unwrap(api.GET('/api/versions', { signal })),
});
