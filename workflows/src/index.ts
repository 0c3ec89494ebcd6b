// What clients (api, tests, scripts) import from the workflows package: names, input
// schemas, the progress query and types. Never the workflow functions themselves.
export * from './core/progress';
export * from './core/operation-context';
export * from './core/business-failure';
export { OPERATION_FAILED_TYPE, OPERATION_CANCELLED_CODE, PROGRESS_MEMO_KEY } from './core/step-runner';
export type { RetryPolicy } from './core/step-runner';
export * from './core/memo';
export * from './client/start-envelope';
export * from './operations/catalog';
export * from './inputs';
export type * from './operations/subscriber-add-user/activities';
export type * from './operations/operations-activities';
export { operationsBulkRetrySteps, OPERATIONS_BULK_RETRY } from './operations/bulk-retry/steps';
export { subscriberAddUserSteps, SUBSCRIBER_ADD_USER } from './operations/subscriber-add-user/steps';
export type * from './operations/subscriber-create/activities';
export * from './operations/subscriber-create/steps';
export type * from './operations/subscriber-users/activities';
export * from './operations/subscriber-users/steps';
export { isSelfDeactivation, pickInvite, planUserEdit } from './operations/subscriber-users/decide';
export type * from './operations/organizations/activities';
export * from './operations/organizations/steps';
export { isMeConfigurable, planOrganizationUpdate } from './operations/organizations/decide';
export type * from './operations/storage/activities';
export * from './operations/storage/steps';
export * from './core/search-attributes';
export type * from './operations/me-instance-detail/activities';
export * from './operations/me-instance-detail/steps';
export { ME_INSTANCE_ROLES } from './operations/me-instance-detail/definitions';
