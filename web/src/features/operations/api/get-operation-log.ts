import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';

/** GET /api/operations/{id}/log: the event-log entries the operation wrote. */
export const operationLogQueryOptions = (id: string, running: boolean) =>
  queryOptions({
    queryKey: ['operations', id, 'log'],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/operations/{id}/log', { params: { path: { id } }, signal })).then((b) => b.items),
    refetchInterval: running ? 2_000 : false,
  });
