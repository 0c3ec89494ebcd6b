// What the api, the worker, the scripts and the tests import from the workflows package: the
// operation contracts and their gate, names, inputs, the progress query and types. Never the
// workflow functions themselves (see workflows.ts).
export * from './core/progress';
export * from './core/operation-context';
export * from './core/business-failure';
export { OPERATION_FAILED_TYPE, OPERATION_CANCELLED_CODE, PROGRESS_MEMO_KEY } from './core/step-runner';
export type { RetryPolicy } from './core/step-runner';
export * from './core/memo';
export * from './core/search-attributes';
export * from './core/status-clauses';
export * from './core/approval';
export * from './core/schedule';
export type * from './core/event-log';
export type * from './core/operations-activities';
export type * from './core/bulk-activities';
export { causesOf, describeError } from './core/failure-causes';
export { failedOperationProgress, operationFailureText } from './core/operation-failure';
export * from './core/request-id';
export * from './client/start-envelope';
export * from './operations/contract';
export * from './operations/catalog';
export * from './operations/operation-name';
export * from './operations/gate';
export * from './operations/approval-policy';
export * from './operations/indexed-values';
export * from './inputs';

export * from './operations/bulk-retry/activities';
export * from './operations/aftermath';
export * from './operations/undo/activities';
export * from './operations/subscribers/activities';
export { decideAddUser, isSelfDeactivation, pickInvite, planUserEdit } from './operations/subscribers/decide';
export * from './operations/organizations/activities';
export { isMeConfigurable, planOrganizationUpdate } from './operations/organizations/decide';
export * from './operations/storage/activities';
export * from './operations/notifications/activities';
export { isSameNotification } from './operations/notifications/decide';
export * from './operations/me-instances/activities';
export * from './operations/me-instances/decide';
export * from './operations/me-instance-detail/activities';
export * from './operations/me-bulk/activities';
export * from './operations/me-eventanilla/activities';
export { EVENTANILLA_STATUS_CHANGE_ROLES } from './operations/me-eventanilla/contracts';
export * from './operations/versions/activities';
export * from './operations/security/activities';
export { claimTokenContext, intermediateTokenContext, IMPERSONATION_APP } from './operations/security/decide';
export { SECURITY_ROLES } from './operations/security/contracts';
export * from './roles';
