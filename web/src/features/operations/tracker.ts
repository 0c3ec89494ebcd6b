// Follows operations outside any component, so closing a drawer does not lose the outcome:
// the completion callback (snackbar, refetch) still runs.
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/client';
import type { Operation } from '../../shared/api/types';
import { messages } from '../../shared/messages';
import { createStore, useStore } from '../../shared/lib/store';
import { operationKey, operationQueryOptions } from './api/get-operation';
import { isTerminal, watchOperation } from './api/watch-operation';

export type TrackedOperation = { operation: Operation; watchError?: string };

const tracked = createStore<Record<string, TrackedOperation>>({});

export function useTrackedOperation(id: string | null): TrackedOperation | undefined {
  const all = useStore(tracked);
  return id ? all[id] : undefined;
}

export function useTrackedOperationState(id: string | null): Operation | undefined {
  return useTrackedOperation(id)?.operation;
}

export function createOperationTracker(queryClient: QueryClient) {
  const watching = new Set<string>();

  const update = (operation: Operation) => {
    queryClient.setQueryData(operationKey(operation.id), operation);
    tracked.set((all) => ({ ...all, [operation.id]: { operation } }));
  };

  return function track(accepted: Operation, onSettled: (operation: Operation) => void): void {
    update(accepted);
    if (isTerminal(accepted)) {
      onSettled(accepted);
      return;
    }
    if (watching.has(accepted.id)) return;
    watching.add(accepted.id);
    const controller = new AbortController();
    watchOperation(accepted.id, update, controller.signal, {
      openStream: (id, signal) =>
        apiFetch(`/api/operations/${encodeURIComponent(id)}/events`, {
          headers: { Accept: 'text/event-stream' },
          signal,
        }),
      // Through the query cache, so a 401 or 403 reaches the app's single handler.
      fetchOperation: (id) => queryClient.fetchQuery(operationQueryOptions(id)),
    })
      .then((operation) => {
        if (operation) onSettled(operation);
      })
      .catch(() => {
        tracked.set((all) => {
          const current = all[accepted.id];
          return current
            ? { ...all, [accepted.id]: { ...current, watchError: messages.app.genericError } }
            : all;
        });
      })
      .finally(() => watching.delete(accepted.id));
  };
}
