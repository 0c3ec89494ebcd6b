import { z } from 'zod';
import { messages } from '../../messages';

/** At most this many operations per bulk retry (the confirmation says how many). */
export const BULK_RETRY_MAX_ITEMS = 200;

export const operationsBulkRetryInput = z.object({
  ids: z
    .array(z.string().trim().min(1, { error: messages.required }), { error: messages.required })
    .min(1, { error: messages.required })
    .max(BULK_RETRY_MAX_ITEMS, { error: `Como máximo ${BULK_RETRY_MAX_ITEMS} operaciones por vez` })
    .transform((ids) => [...new Set(ids)]),
});

export type OperationsBulkRetryInput = z.output<typeof operationsBulkRetryInput>;
