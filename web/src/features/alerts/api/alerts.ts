// /api/alert-rules (administrators) and /api/alerts (the bell): queries and mutations. The bell's
// count is read every 20 s.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, toApiError, unwrap } from '../../../shared/api/client';
import type { components } from '../../../../../openapi/schema';

export type AlertRule = components['schemas']['AlertRule'];
export type AlertRuleInput = components['schemas']['AlertRuleInput'];
export type Alert = components['schemas']['Alert'];

/** The catalogue's operation types (the same cache entry as the operations list's filter). */
export const alertOperationTypesQueryOptions = queryOptions({
  queryKey: ['catalog', 'operation-types'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/catalog/operation-types', { signal })).then((b) => b.items),
  staleTime: Number.POSITIVE_INFINITY,
});

export const alertRulesQueryOptions = queryOptions({
  queryKey: ['alerts', 'rules'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/alert-rules', { signal })).then((body) => body.items),
});

export const alertsQueryOptions = queryOptions({
  queryKey: ['alerts', 'list'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/alerts', { params: { query: { limit: 50 } }, signal })),
  refetchInterval: 20_000,
});

export const unreadAlertsQueryOptions = queryOptions({
  queryKey: ['alerts', 'unread'],
  queryFn: ({ signal }) =>
    unwrap(api.GET('/api/alerts/unread-count', { signal })).then((body) => body.unread),
  refetchInterval: 20_000,
});

export function useSaveAlertRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rule }: { id?: string; rule: AlertRuleInput }) =>
      unwrap(
        id
          ? api.PUT('/api/alert-rules/{id}', { params: { path: { id } }, body: rule })
          : api.POST('/api/alert-rules', { body: rule }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['alerts', 'rules'] }),
    meta: { handlesErrors: true },
  });
}

export function useDeleteAlertRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      // 204 has no body: unwrap() would read that as a failure.
      const { response } = await api.DELETE('/api/alert-rules/{id}', { params: { path: { id } } });
      if (!response.ok) throw await toApiError(response);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['alerts', 'rules'] }),
  });
}

export function useMarkAlertsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => unwrap(api.POST('/api/alerts/read', { body: ids ? { ids } : {} })),
    onSuccess: (answer) => {
      queryClient.setQueryData(unreadAlertsQueryOptions.queryKey, answer.unread);
      void queryClient.invalidateQueries({ queryKey: ['alerts', 'list'] });
    },
  });
}
