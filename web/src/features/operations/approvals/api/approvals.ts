// What the signed-in person may approve (GET /api/approvals): the screen's list and the menu's
// count, polled so a request another person makes shows up without a reload.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../../shared/api/client';

export const approvalsKey = ['approvals'] as const;

/** How often the menu's count asks again. */
const POLL_MS = 15_000;

export const approvalsQueryOptions = queryOptions({
  queryKey: approvalsKey,
  queryFn: ({ signal }) => unwrap(api.GET('/api/approvals', { signal })),
  refetchInterval: POLL_MS,
  staleTime: 5_000,
});

export const usePendingApprovals = () => useQuery(approvalsQueryOptions);
