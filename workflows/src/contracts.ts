// The operations' contracts as the browser reads them: each type's label, roles and whether it
// asks for a reason come from here, never from a list kept beside them in the web. Browser-safe:
// the contracts import only their inputs (zod, which the forms already carry), steps and texts;
// no Temporal workflow or worker code.
export { contractOf, operationContracts } from './operations/catalog';
export { ALL_CGI_ROLES, OPERATIONS_SUPPORT_ROLES } from './operations/contract';
export type { CgiRole, OperationAccess, OperationContract } from './operations/contract';
