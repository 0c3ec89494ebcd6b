// The operations' inputs as forms see them: zod schemas shared by the api (validation), the
// web app (form errors) and the workflows (typed input), with the texts and small rules the
// forms show. Browser-safe: no Temporal workflow code, no contracts.
export * from './core/validation';
export { messages } from './messages';
export * from './operations/subscribers/inputs';
export * from './operations/bulk-retry/inputs';
export * from './operations/organizations/inputs';
export * from './operations/storage/inputs';
export * from './operations/me-bulk/inputs';
export * from './operations/me-bulk/messages';
export {
  csvBatches,
  CSV_BATCH_ORGANIZATIONS,
  CSV_MAX_FAILURES_KEPT,
  UNLOCK_BATCH,
} from './operations/me-bulk/decide';
export type { CsvSummary, CsvBatchItem } from './operations/me-bulk/decide';
export type { CsvOrganizationFailure } from './operations/me-bulk/activities';
export * from './operations/notifications/inputs';
export * from './operations/notifications/messages';
export * from './operations/me-instances/inputs';
export { meInstancesMessages, meAccessStatusLabel } from './operations/me-instances/messages';
export * from './operations/me-instance-detail/inputs';
export * from './operations/me-eventanilla/inputs';
export * from './operations/versions/inputs';
export * from './operations/security/inputs';
