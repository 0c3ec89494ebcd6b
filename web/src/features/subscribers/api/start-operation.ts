import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';

/** The operations the subscribers screens start besides 'subscriber.addUser'. */
export type SubscriberOperationType =
  | 'subscriber.create'
  | 'subscriber.deactivateUser'
  | 'subscriber.cancelInvitation'
  | 'subscriber.resendInvitation'
  | 'user.edit';

export type StartOperationRequest = {
  type: SubscriberOperationType;
  input: Record<string, unknown>;
  /** Required by the api for high-risk operations (deactivation, invitation cancel). */
  reason?: string | undefined;
  idempotencyKey: string;
};

/** POST /api/operations: answers 202 with the started operation; the key makes a double submit start it once. */
export function useStartOperation() {
  return useMutation({
    mutationFn: ({ type, input, reason, idempotencyKey }: StartOperationRequest) =>
      unwrap(
        api.POST('/api/operations', {
          params: { header: { 'idempotency-key': idempotencyKey, 'x-consola-source': 'ui' } },
          body: { type, input, ...(reason ? { reason } : {}) },
        }),
      ),
    // The forms and modals show these errors themselves.
    meta: { handlesErrors: true },
  });
}

export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
