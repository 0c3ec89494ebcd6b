// The console's role names and the support roles, without the contracts: the web's route gate
// reads them on its first page, which should not carry every operation's contract.
export { ALL_CGI_ROLES, OPERATIONS_SUPPORT_ROLES } from './operations/contract';
export type { CgiRole } from './operations/contract';
