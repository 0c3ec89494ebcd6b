// Every workflow the worker registers: each area's workflows.ts, whole (it exports its workflow
// functions and nothing else). The worker bundles this file (workflowsPath); a new operation of
// an existing area needs no line here, a new area adds one. registration.test.ts pairs each
// contract's workflowType with an export of this file, and the other way round.
export * from './operations/subscribers/workflows';
export * from './operations/bulk-retry/workflows';
export * from './operations/organizations/workflows';
export * from './operations/storage/workflows';
export * from './operations/me-instances/workflows';
export * from './operations/me-instance-detail/workflows';
export * from './operations/me-bulk/workflows';
export * from './operations/me-eventanilla/workflows';
export * from './operations/versions/workflows';
export * from './operations/notifications/workflows';
export * from './operations/security/workflows';
export * from './operations/undo/workflows';
export * from './operations/record-admin/workflows';
export * from './alerts/workflows';
export * from './record/workflows';
