import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';

export const operationKey = (id: string) => ['operations', id] as const;

/** GET /api/operations/{id}; openapi-fetch encodes the id ('/' included) as a path parameter. */
export const operationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: operationKey(id),
    queryFn: ({ signal }) => unwrap(api.GET('/api/operations/{id}', { params: { path: { id } }, signal })),
    staleTime: 0,
    retry: false,
  });
