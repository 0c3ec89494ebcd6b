// Starts one operation from a drawer or modal and follows it: the steps show live through the
// operations port, and the outcome callback runs even if the drawer was closed meanwhile.
// Used by the organizations, users, studies and recycle-bin screens.
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { api, unwrap } from './api/client';
import type { Operation } from './api/types';
import { useOperations } from './operations';

export type StartOperationRequest = {
  type: string;
  input: Record<string, unknown>;
  /** Required by the api for high-risk operations. */
  reason?: string | undefined;
  /** Run not before this UTC instant ('Programar', issue 30). */
  notBefore?: string | undefined;
  idempotencyKey: string;
};

export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** POST /api/operations: 202 with the started operation; the key makes a double submit start it once. */
function useStartOperation() {
  return useMutation({
    mutationFn: ({ type, input, reason, notBefore, idempotencyKey }: StartOperationRequest) =>
      unwrap(
        api.POST('/api/operations', {
          params: { header: { 'idempotency-key': idempotencyKey, 'x-consola-source': 'ui' } },
          body: { type, input, ...(reason ? { reason } : {}), ...(notBefore ? { notBefore } : {}) },
        }),
      ),
    // The forms and modals show these errors themselves.
    meta: { handlesErrors: true },
  });
}

export type OperationRun = ReturnType<typeof useOperationRun>;

export function useOperationRun() {
  const operations = useOperations();
  const start = useStartOperation();
  const [operationId, setOperationId] = useState<string | null>(null);
  const operation = operations.useOperation(operationId);
  const idempotencyKey = useRef(newIdempotencyKey());

  const run = (
    request: Omit<StartOperationRequest, 'idempotencyKey'>,
    handlers: { onSettled: (operation: Operation) => void; onError: (error: Error) => void },
  ) => {
    if (start.isPending) return;
    start.mutate(
      { ...request, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: (accepted) => {
          setOperationId(accepted.id);
          operations.track(accepted, handlers.onSettled);
        },
        onError: handlers.onError,
      },
    );
  };

  /** Forgets the run; the next one is a new operation (new idempotency key). */
  const reset = () => {
    setOperationId(null);
    start.reset();
    idempotencyKey.current = newIdempotencyKey();
  };

  /** A changed input must not reuse the key of the previous attempt. */
  const renewKey = useCallback(() => {
    idempotencyKey.current = newIdempotencyKey();
  }, []);

  return {
    run,
    reset,
    renewKey,
    operationId,
    operation,
    starting: start.isPending,
    Progress: operations.Progress,
  };
}
