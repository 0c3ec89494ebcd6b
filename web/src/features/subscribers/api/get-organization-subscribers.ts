import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';

export const organizationSubscribersKey = (organizationId: string) =>
  ['organizations', organizationId, 'subscribers'] as const;

/** GET /api/organizations/{id}/subscribers: the organization and its subscribers. */
export const organizationSubscribersQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: organizationSubscribersKey(organizationId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/organizations/{id}/subscribers', {
          params: { path: { id: Number(organizationId) } },
          signal,
        }),
      ),
  });

/** The organization's name for breadcrumbs, once its subscribers have loaded. */
export function useOrganizationNameOfSubscribers(organizationId: string | undefined): string | undefined {
  return useQuery({
    ...organizationSubscribersQueryOptions(organizationId ?? ''),
    enabled: Boolean(organizationId),
  }).data?.organization.organizationName;
}
