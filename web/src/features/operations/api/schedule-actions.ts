// A new time for a scheduled operation that has not started (issue 30): the api's gate and the
// workflow's Update decide; the answer is the operation as it stands after the change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';
import { operationKey } from './get-operation';

export function useRescheduleOperation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, notBefore }: { id: string; notBefore: string }) =>
      unwrap(
        api.POST('/api/operations/{id}/reschedule', {
          params: { path: { id }, header: { 'x-consola-source': 'ui' } },
          body: { notBefore },
        }),
      ),
    onSuccess: (operation, { id }) => {
      queryClient.setQueryData(operationKey(id), operation);
      void queryClient.invalidateQueries({ queryKey: ['operations', 'list'] });
    },
    meta: { handlesErrors: true },
  });
}
