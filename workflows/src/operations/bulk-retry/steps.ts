// Step keys and Spanish labels of the bulk retry, in order.
export const OPERATIONS_BULK_RETRY = 'operations.bulkRetry';

export const operationsBulkRetrySteps = [
  { key: 'review', label: 'Revisar las operaciones seleccionadas' },
  { key: 'retry', label: 'Reintentar las operaciones' },
] as const;
