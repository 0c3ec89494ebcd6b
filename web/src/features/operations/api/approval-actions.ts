// Approve and reject an operation waiting for approval (issue 30): the api's gate and the
// workflow's Update decide; the answer carries the operation as it stands after the decision.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';
import { operationKey } from './get-operation';

const header = { 'x-consola-source': 'ui' as const };

function useDecision(decision: 'approve' | 'reject') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, inputHash, reason }: { id: string; inputHash: string; reason?: string }) =>
      unwrap(
        decision === 'approve'
          ? api.POST('/api/operations/{id}/approve', {
              params: { path: { id }, header },
              body: { inputHash },
            })
          : api.POST('/api/operations/{id}/reject', {
              params: { path: { id }, header },
              body: { inputHash, reason },
            }),
      ),
    onSuccess: (answer, { id }) => {
      queryClient.setQueryData(operationKey(id), answer.operation);
      void queryClient.invalidateQueries({ queryKey: ['operations', 'list'] });
      // The pending list and the menu's count (features/approvals).
      void queryClient.invalidateQueries({ queryKey: ['approvals'] });
    },
    // A 403 here is the decision refused (one's own request, a role that may not approve it):
    // the card says why; the sign-in denial is not this.
    meta: { handlesErrors: true, decisionRefusals: true },
  });
}

export const useApproveOperation = () => useDecision('approve');
export const useRejectOperation = () => useDecision('reject');
