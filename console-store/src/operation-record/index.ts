// The console's own record of every operation (issue 42; migrations/020_operation_record.sql).
export { canonicalJson, entryHash, GENESIS_HASH } from './chain';
export { RECORD_STAGES, type NewRecordEntry, type RecordStage, type StoredEntry } from './entries';
export { isEndedStatus, type RunRow } from './runs';
export {
  endedRunEntries,
  initialStatusOf,
  requestedEntry,
  type IndexedKeys,
  type RequestMemo,
  type RunSnapshot,
} from './run-entries';
export { createRecordWriter, rebuildRuns, type RecordWriter } from './writer';
export {
  createRecordReader,
  type DecodedEntry,
  type RecordedRun,
  type RecordReader,
  type RunCursor,
  type RunFilter,
} from './reader';
export { verifyChain, type ChainProblem, type ChainVerdict } from './verify';
export { purgeRecord, type PurgeSummary } from './purge';
export { createRecordJobs, type RecordJob, type RecordJobs } from './jobs';
export {
  recordVerifyMessages,
  verifyRecord,
  type RecordVerification,
  type TamperKind,
} from './verify-report';
export {
  createRecordStream,
  streamedEntryOf,
  type RecordStream,
  type StreamDestination,
  type StreamedEntry,
  type StreamProtection,
  type StreamState,
} from './stream';
export { storedEntryOf } from './entries';
export {
  eraseOperations,
  ERASED_ELEMENT_LABEL,
  findPersonOperations,
  type ErasureSummary,
  type PersonKeys,
  type PersonOperations,
} from './erasure';
