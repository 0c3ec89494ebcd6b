import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';

/**
 * GET /api/operations/{id}/log: the event-log entries the operation wrote. The workflow writes its
 * lines in batches, the last ones as it ends: the read made while it ran (empty, for a run that
 * failed at its first step) is not the log of the ended run, so each state has its own entry.
 */
export const operationLogQueryOptions = (id: string, running: boolean) =>
  queryOptions({
    queryKey: ['operations', id, 'log', running ? 'running' : 'ended'],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/operations/{id}/log', { params: { path: { id } }, signal })).then((b) => b.items),
    refetchInterval: running ? 2_000 : false,
  });
