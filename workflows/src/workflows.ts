// Every workflow the worker registers. The worker bundles this file (workflowsPath).
export { subscriberAddUser } from './operations/subscriber-add-user/workflow';
