// Operation inputs: zod schemas shared by the api (validation), the web app (form errors)
// and the workflows (typed input). Pure: no Temporal imports, so the browser can load it.
export * from './validation';
export * from './subscriber-add-user';
export * from './bulk-retry';
export * from './subscriber-create';
export * from './subscriber-users';
export * from './organizations';
export * from './storage';
export * from '../operations/me-bulk/public';
export { messages } from '../messages';
export * from './notifications';
export * from './me-instances';
export { meInstancesMessages, meAccessStatusLabel } from '../operations/me-instances/messages';
export * from './me-instance-detail';
export * from './me-eventanilla';
export * from './versions';
export * from './security';
