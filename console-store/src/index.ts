// The console's own state (not the platform's): the refusal record now; service accounts,
// worker heartbeats and bulk operation elements build on the same database.
export { openConsoleDb, consoleMigrations, type ConsoleDbOptions } from './db';
export { startEmbeddedConsoleDb, type EmbeddedConsoleDb } from './embedded-server';
export {
  CONSOLE_DB_PASSWORD_FILE_NAME,
  consoleDbPasswordPath,
  loadOrCreateConsoleDbPassword,
  readConsoleDbPassword,
  withoutPassword,
  withPassword,
} from './embedded-password';
export {
  createRefusalLog,
  type Refusal,
  type RefusalFilter,
  type RefusalLog,
  type StoredRefusal,
} from './refusals';
export {
  createWorkerHeartbeats,
  type QueueLiveness,
  type WorkerHeartbeats,
  type WorkerIdentity,
} from './worker-heartbeats';
export type { Db } from '@cgi/platform/db';
export {
  createBulkElements,
  elementOwner,
  type ElementProtection,
  type BulkElements,
  type ElementCounts,
  type ElementOutcome,
  type ElementStatus,
  type NewElement,
  type StoredElement,
} from './bulk-elements';
export {
  callerKeyOf,
  createIdempotencyKeys,
  type IdempotencyKeys,
  type KeyBinding,
  type KeyUse,
} from './idempotency-keys';
export { createOperationFollowUps } from './operation-follow-ups';
export {
  createOperationOutcomes,
  type OperationOutcome,
  type OperationOutcomes,
  type OutcomeStatus,
} from './operation-outcomes';
export {
  CONSOLE_TIME_ZONE,
  createOperationsPanel,
  type Bucket,
  type OperationsPanel,
  type PanelPeriod,
  type TimelinePoint,
  type TypeFigures,
} from './operations-panel';
export { createApprovalPolicies, type ApprovalPolicies, type PolicyChange } from './approval-policies';
export {
  createAlertStore,
  NOT_A_FAULT_CODES,
  type AlertDelivery,
  type AlertKind,
  type AlertRule,
  type AlertRuleInput,
  type AlertStore,
  type FailedOutcome,
  type NewAlert,
  type StoredAlert,
  type WaitingStatus,
} from './alerts';
export * from './operation-record';
export { rebuildRollups } from './outcome-rollups';
export { copyLegacyOutcomes } from './copy-legacy-outcomes';
