import { z } from 'zod';
import { messages } from '../../messages';

import { BULK_RETRY_MAX_ITEMS } from '../../core/bulk-limits';

export { BULK_RETRY_MAX_ITEMS };

export const operationsBulkRetryInput = z.object({
  ids: z
    .array(z.string().trim().min(1, { error: messages.required }), { error: messages.required })
    .min(1, { error: messages.required })
    .max(BULK_RETRY_MAX_ITEMS, {
      error: `Como máximo ${BULK_RETRY_MAX_ITEMS.toLocaleString('es-AR')} operaciones por vez`,
    })
    .transform((ids) => [...new Set(ids)]),
});

export type OperationsBulkRetryInput = z.output<typeof operationsBulkRetryInput>;

/** What the bulk retry workflow receives: the operations to retry are in the console's store. */
export interface OperationsBulkRetryRunInput {
  count: number;
}
