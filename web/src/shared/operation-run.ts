// Starts one operation from a drawer or modal and follows it: the steps show live through the
// operations port, and the outcome callback runs even if the drawer was closed meanwhile.
// Used by the organizations, users, studies and recycle-bin screens.
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { api, unwrap } from './api/client';
import type { Operation, OperationInput, OperationStart, OperationTypeName } from './api/types';
import { useOperations } from './operations';

/**
 * A start: `type` and its own `input`, typed from the OpenAPI document (one schema per type), so
 * a field the type does not take fails typecheck. Without T, a start of any type.
 */
export type StartOperationRequest<T extends OperationTypeName = OperationTypeName> = OperationStart<T> &
  StartOptions & { idempotencyKey: string };

export type StartOptions = {
  /** Required by the api for high-risk operations. */
  reason?: string | undefined;
  /** Run not before this UTC instant ('Programar', issue 30). */
  notBefore?: string | undefined;
};

/**
 * `{ type, input }` where `type` is one of several (a menu's action): the input must suit each of
 * them, and the start stays paired by type.
 */
export function operationStart<T extends OperationTypeName>(
  type: T,
  input: OperationInput<T>,
): OperationStart<T> {
  return { type, input } as OperationStart<T>;
}

export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** POST /api/operations: 202 with the started operation; the key makes a double submit start it once. */
function useStartOperation() {
  return useMutation({
    mutationFn: ({ idempotencyKey, reason, notBefore, ...start }: StartOperationRequest) =>
      unwrap(
        api.POST('/api/operations', {
          params: { header: { 'idempotency-key': idempotencyKey, 'x-consola-source': 'ui' } },
          body: { ...start, ...(reason ? { reason } : {}), ...(notBefore ? { notBefore } : {}) },
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

  const run = <T extends OperationTypeName>(
    request: OperationStart<T> & StartOptions,
    handlers: { onSettled: (operation: Operation) => void; onError: (error: Error) => void },
  ) => {
    if (start.isPending) return;
    start.mutate(
      // A start of T is a start of some type: widened for the mutation, which takes any.
      { ...(request as OperationStart & StartOptions), idempotencyKey: idempotencyKey.current },
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
