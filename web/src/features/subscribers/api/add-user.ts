import { useMutation } from '@tanstack/react-query';
import type { SubscriberAddUserInput } from '@cgi/workflows/inputs';
import { api, unwrap } from '../../../shared/api/client';

/**
 * POST /api/operations {type: 'subscriber.addUser'}: answers 202 with the started operation.
 * The idempotency key makes a double submit start it only once.
 */
export function useStartAddUser() {
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: SubscriberAddUserInput; idempotencyKey: string }) =>
      unwrap(
        api.POST('/api/operations', {
          params: { header: { 'idempotency-key': idempotencyKey, 'x-consola-source': 'ui' } },
          body: {
            type: 'subscriber.addUser',
            input: {
              subscriberNumber: input.subscriberNumber,
              email: input.email,
              firstName: input.firstName,
              lastName: input.lastName,
              ...(input.phone ? { phone: input.phone } : {}),
              userTypeCode: input.userTypeCode,
            },
          },
        }),
      ),
    // The form shows these errors itself (field messages, failure text).
    meta: { handlesErrors: true },
  });
}
