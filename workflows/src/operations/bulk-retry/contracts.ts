// Support engineers' own operation (issue 5): retries a selection of failed operations, each
// element through the same gate as a single retry (see the worker's describeLatestOperation).
import { z } from 'zod';
import { messages } from '../../messages';
import { BULK_RETRY_MAX_ITEMS } from '../../core/bulk-limits';
import { defineOperation, OPERATIONS_SUPPORT_ROLES, accessFor } from '../contract';
import { fields } from '../field-labels';
import { OPERATIONS_BULK_RETRY, operationsBulkRetrySteps } from './activities';

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

export const bulkRetryContracts = [
  defineOperation({
    type: OPERATIONS_BULK_RETRY,
    screen: 'operations',
    sample: (v) => ({ ids: [`subscriber.addUser/${v.subscriberNumber}/4c1f0a2e`] }),
    workflowType: 'operationsBulkRetry',
    label: messages.bulkRetryLabel,
    input: operationsBulkRetryInput,
    inputFields: fields('ids', 'count'),
    resultFields: fields('done', 'skipped', 'failed'),
    steps: operationsBulkRetrySteps,
    access: accessFor(OPERATIONS_SUPPORT_ROLES),
    bulk: true,
    elements: {
      of: (input) => input.ids.map((id) => ({ key: id, label: id, payload: { id } })),
      runInput: (input) => ({ count: input.ids.length }),
      countField: 'count',
    },
    target: (input) => messages.bulkTarget(input.ids.length),
    publicTarget: true,
  }),
];
