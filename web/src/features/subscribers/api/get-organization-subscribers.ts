import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';

export const organizationSubscribersKey = (organizationId: string) =>
  ['organizations', organizationId, 'subscribers'] as const;

/** Spec 1 §9: an organization's subscribers are read 100 at a time (offset 0, then 100, …). */
export const ORGANIZATION_SUBSCRIBERS_PAGE_SIZE = 100;

/** GET /api/organizations/{id}/subscribers: the organization and a page of its subscribers. */
export const organizationSubscribersQueryOptions = (organizationId: string, offset = 0) =>
  queryOptions({
    queryKey: [...organizationSubscribersKey(organizationId), { offset }] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/organizations/{id}/subscribers', {
          params: { path: { id: Number(organizationId) }, query: offset ? { offset } : {} },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** The organization's name for breadcrumbs, once its subscribers have loaded. */
export function useOrganizationNameOfSubscribers(organizationId: string | undefined): string | undefined {
  return useQuery({
    ...organizationSubscribersQueryOptions(organizationId ?? ''),
    enabled: Boolean(organizationId),
  }).data?.organization.organizationName;
}
