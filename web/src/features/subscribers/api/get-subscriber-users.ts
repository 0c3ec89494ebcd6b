import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';
import { subscriberKeys } from './get-subscriber';

/** Spec 1 §9: the users list is read 100 at a time (offset 0 first, then 100, 200, …). */
export const SUBSCRIBER_USERS_PAGE_SIZE = 100;

/** GET /api/subscribers/{number}/users: the page of users from `offset`. */
export const subscriberUsersQueryOptions = (subscriberNumber: string, offset = 0) =>
  queryOptions({
    queryKey: [...subscriberKeys.users(subscriberNumber), { offset }] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/subscribers/{number}/users', {
          params: { path: { number: subscriberNumber }, query: offset ? { offset } : {} },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
