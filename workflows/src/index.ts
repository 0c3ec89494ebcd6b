// What clients (api, tests, scripts) import from the workflows package: names, input
// schemas, the progress query and types. Never the workflow functions themselves.
export * from './core/progress';
export * from './core/operation-context';
export * from './core/business-failure';
export { OPERATION_FAILED_TYPE } from './core/step-runner';
export * from './operations/catalog';
export * from './inputs';
export type * from './operations/subscriber-add-user/activities';
export { subscriberAddUserSteps, SUBSCRIBER_ADD_USER } from './operations/subscriber-add-user/steps';
export * from './core/search-attributes';
