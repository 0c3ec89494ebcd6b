// Every workflow the worker registers. The worker bundles this file (workflowsPath).
export { subscriberAddUser } from './operations/subscriber-add-user/workflow';
export { operationsBulkRetry } from './operations/bulk-retry/workflow';
export { subscriberCreate } from './operations/subscriber-create/workflow';
export {
  subscriberCancelInvitation,
  subscriberDeactivateUser,
  subscriberResendInvitation,
  userEdit,
} from './operations/subscriber-users/workflows';
export { organizationConfigureMeUser, organizationEdit } from './operations/organizations/workflows';
export { storageRestoreDocuments, studyCreateSystemFolder } from './operations/storage/workflows';
export * from './operations/me-instances/workflows';
export * from './operations/me-instance-detail/workflows';
export * from './operations/me-bulk/workflows';
export * from './operations/me-eventanilla/workflows';
export * from './operations/versions/workflows';
export * from './operations/notifications/workflows';
export * from './operations/security/workflows';
