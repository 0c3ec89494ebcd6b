// The operations' inputs as forms see them: zod schemas shared by the api (validation), the
// web app (form errors) and the workflows (typed input), with the texts and small rules the
// forms show. Each area declares its inputs in its contracts.ts, beside the contracts that use
// them. Browser-safe: no Temporal workflow code.
export * from './core/validation';
export { messages, operationStatusLabels } from './messages';
export * from './operations/subscribers/contracts';
export * from './operations/bulk-retry/contracts';
export * from './operations/organizations/contracts';
export * from './operations/storage/contracts';
export * from './operations/me-bulk/contracts';
export * from './operations/me-bulk/messages';
export {
  csvBatches,
  CSV_BATCH_ORGANIZATIONS,
  CSV_MAX_FAILURES_KEPT,
  UNLOCK_BATCH,
} from './operations/me-bulk/decide';
export type { CsvSummary, CsvBatchItem } from './operations/me-bulk/decide';
export type { CsvOrganizationFailure } from './operations/me-bulk/activities';
export * from './operations/notifications/contracts';
export * from './operations/notifications/messages';
export * from './operations/me-instances/contracts';
export { meInstancesMessages, meAccessStatusLabel } from './operations/me-instances/messages';
export * from './operations/me-instance-detail/contracts';
export * from './operations/me-eventanilla/contracts';
export * from './operations/versions/contracts';
export * from './operations/security/contracts';
export * from './operations/record-admin/contracts';
