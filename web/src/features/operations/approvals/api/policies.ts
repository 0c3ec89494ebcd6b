// 'Políticas de aprobación' (issue 30): every type's policy and its changes, and a change with
// its reason (PUT /api/approval-policies/{type}, administrators only).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../../shared/api/client';
import type { components } from '../../../../../../openapi/schema';

export type PolicyItem = components['schemas']['ApprovalPolicyItem'];
export type PolicyDetail = components['schemas']['ApprovalPolicyDetail'];
export type PolicyChangeRequest = components['schemas']['ApprovalPolicyChangeRequest'];

export const policiesKey = ['approval-policies'] as const;

export const policiesQueryOptions = queryOptions({
  queryKey: policiesKey,
  queryFn: ({ signal }) => unwrap(api.GET('/api/approval-policies', { signal })),
});

export const policyQueryOptions = (type: string) =>
  queryOptions({
    queryKey: [...policiesKey, type],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/approval-policies/{type}', { params: { path: { type } }, signal })),
  });

export function useChangePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, change }: { type: string; change: PolicyChangeRequest }) =>
      unwrap(api.PUT('/api/approval-policies/{type}', { params: { path: { type } }, body: change })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: policiesKey }),
    meta: { handlesErrors: true },
  });
}
