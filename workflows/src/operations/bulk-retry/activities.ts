// What the workflows of this area run, plain data and types the workflow sandbox may import:
// each operation's type and steps (the contract reads the same steps) and the activities the
// steps call (implemented in worker/).

// Step keys and Spanish labels of the bulk retry, in order.
export const OPERATIONS_BULK_RETRY = 'operations.bulkRetry';

export const operationsBulkRetrySteps = [
  { key: 'review', label: 'Revisar las operaciones seleccionadas' },
  { key: 'retry', label: 'Reintentar las operaciones' },
] as const;
