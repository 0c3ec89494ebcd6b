import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';
import type { components } from '../../../../../openapi/schema';

export type MeInstanceDetail = components['schemas']['MeInstanceDetail'];
export type MeInstanceModule = components['schemas']['MeInstanceModule'];
export type MeInstanceParameter = components['schemas']['MeInstanceParameter'];

export const meInstanceKeys = {
  detail: (id: string) => ['me', 'application-instances', id] as const,
  users: (id: string) => ['me', 'application-instances', id, 'users'] as const,
};

/** GET /api/me/application-instances/{id}: 'Informacion sobre la Instancia de aplicacion'. */
export const meInstanceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: meInstanceKeys.detail(id),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/me/application-instances/{applicationInstanceId}', {
          params: { path: { applicationInstanceId: Number(id) } },
          signal,
        }),
      ),
  });
