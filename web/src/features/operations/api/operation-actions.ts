// Retry, cancel and bulk retry: each answers 202 with the operation it started or asked to stop.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';
import type { Operation } from '../../../shared/api/types';
import { filterOf, type OperationsSearch } from '../search';
import { operationKey } from './get-operation';

const header = { 'x-consola-source': 'ui' as const };

export function useRetryOperation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      unwrap(
        api.POST('/api/operations/{id}/retry', {
          params: { path: { id }, header },
          body: reason ? { reason } : {},
        }),
      ),
    onSuccess: (operation: Operation, { id }) => {
      queryClient.setQueryData(operationKey(operation.id), operation);
      void queryClient.invalidateQueries({ queryKey: operationKey(id) });
      void queryClient.invalidateQueries({ queryKey: ['operations', 'list'] });
    },
    // The reason dialog shows field errors itself.
    meta: { handlesErrors: true },
  });
}

/** 'Deshacer': starts the operation that runs the inverses of a failed one's completed steps. */
export function useUndoOperation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      unwrap(
        api.POST('/api/operations/{id}/undo', {
          params: { path: { id }, header },
          body: { reason },
        }),
      ),
    onSuccess: (operation: Operation, { id }) => {
      queryClient.setQueryData(operationKey(operation.id), operation);
      void queryClient.invalidateQueries({ queryKey: operationKey(id) });
      void queryClient.invalidateQueries({ queryKey: ['operations', 'list'] });
    },
    meta: { handlesErrors: true },
  });
}

export function useCancelOperation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.POST('/api/operations/{id}/cancel', { params: { path: { id } } })),
    onSuccess: (operation: Operation) => {
      queryClient.setQueryData(operationKey(operation.id), operation);
      void queryClient.invalidateQueries({ queryKey: ['operations', 'list'] });
    },
  });
}

export function useBulkRetry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ search, reason }: { search: OperationsSearch; reason: string }) => {
      const { status: _status, ...filter } = filterOf(search);
      return unwrap(
        api.POST('/api/operations/bulk-retry', {
          params: { header },
          body: { filter, reason },
        }),
      );
    },
    onSuccess: (operation: Operation) => {
      queryClient.setQueryData(operationKey(operation.id), operation);
      void queryClient.invalidateQueries({ queryKey: ['operations', 'list'] });
    },
    meta: { handlesErrors: true },
  });
}
