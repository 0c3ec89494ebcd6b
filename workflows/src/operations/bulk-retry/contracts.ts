// Support engineers' own operation (issue 5): retries a selection of failed operations, each
// element through the same gate as a single retry (see the worker's describeLatestOperation).
import { defineOperation, OPERATIONS_SUPPORT_ROLES, accessFor } from '../contract';
import { fields } from '../field-labels';
import { messages } from '../../messages';
import { operationsBulkRetryInput } from './inputs';
import { OPERATIONS_BULK_RETRY, operationsBulkRetrySteps } from './steps';

export const bulkRetryContracts = [
  defineOperation({
    type: OPERATIONS_BULK_RETRY,
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
    },
    target: (input) => messages.bulkTarget(input.ids.length),
    publicTarget: true,
  }),
];
