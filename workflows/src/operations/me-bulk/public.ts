// What the api, the worker, the web app and the tests use of the Mi Estudio bulk operations.
// Browser-safe: no Temporal workflow imports.
export * from './messages';
export * from './steps';
export type * from './activities';
export { ME_BULK_ROLES } from './definitions';
export { csvBatches, CSV_BATCH_ORGANIZATIONS, CSV_MAX_FAILURES_KEPT, UNLOCK_BATCH } from './decide';
export type { CsvSummary, CsvBatchItem } from './decide';
export * from '../../inputs/me-bulk';
