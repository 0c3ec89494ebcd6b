// Every workflow the worker registers. The worker bundles this file (workflowsPath).
export { subscriberAddUser } from './operations/subscribers/workflows';
export { operationsBulkRetry } from './operations/bulk-retry/workflows';
export { subscriberCreate } from './operations/subscribers/workflows';
export {
  subscriberCancelInvitation,
  subscriberDeactivateUser,
  subscriberResendInvitation,
  userEdit,
} from './operations/subscribers/workflows';
export { organizationConfigureMeUser, organizationEdit } from './operations/organizations/workflows';
export { storageRestoreDocuments, studyCreateSystemFolder } from './operations/storage/workflows';
export * from './operations/me-instances/workflows';
export * from './operations/me-instance-detail/workflows';
export * from './operations/me-bulk/workflows';
export * from './operations/me-eventanilla/workflows';
export * from './operations/versions/workflows';
export * from './operations/notifications/workflows';
export * from './operations/security/workflows';
export { operationUndo } from './operations/undo/workflows';
