// Starts one operation from a drawer or modal and follows it: the steps show live through the
// operations port, and the outcome callback runs even if the drawer was closed meanwhile.
import { useRef, useState } from 'react';
import type { Operation } from '../../shared/api/types';
import { useOperations } from '../../shared/operations';
import { newIdempotencyKey, useStartOperation, type StartOperationRequest } from './api/start-operation';

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

  return {
    run,
    reset,
    /** A changed input must not reuse the key of the previous attempt. */
    renewKey: () => {
      idempotencyKey.current = newIdempotencyKey();
    },
    operationId,
    operation,
    starting: start.isPending,
    Progress: operations.Progress,
  };
}
