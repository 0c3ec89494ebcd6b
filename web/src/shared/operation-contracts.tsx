// What the screens know of an operation type comes from its contract (workflows'
// defineOperation, read through @cgi/workflows/contracts): its label, who may start it and
// whether it asks for a reason. No screen keeps a role or risk list of its own, so a contract
// that changes its roles or its risk changes what the screens offer and ask.
import { contractOf, type OperationContract } from '@cgi/workflows/contracts';
import { createContext, useContext } from 'react';

/** The part of a contract the screens read. */
export type OperationTerms = Pick<OperationContract, 'type' | 'label' | 'highRisk' | 'access'>;

export type ContractLookup = (type: string) => OperationTerms | undefined;

const ContractsContext = createContext<ContractLookup>(contractOf);

/** The contracts the screens below read; the app uses the catalogue's, a test may pass its own. */
export const OperationContractsProvider = ContractsContext.Provider;

/** The contract of `type`; a type no contract declares is a programming error, caught here. */
export function termsOf(type: string, lookup: ContractLookup = contractOf): OperationTerms {
  const terms = lookup(type);
  if (!terms) throw new Error(`No operation contract declares ${type}`);
  return terms;
}

export function useOperationTerms(type: string): OperationTerms {
  return termsOf(type, useContext(ContractsContext));
}

/** The api refuses a high-risk operation without a reason, so the screen asks for one first. */
export function useAsksReason(type: string | undefined): boolean {
  const lookup = useContext(ContractsContext);
  return type === undefined ? false : termsOf(type, lookup).highRisk;
}

/** Whether any of the roles may start `type` (its contract's `access.start`). */
export function mayStart(
  type: string,
  roles: readonly string[],
  lookup: ContractLookup = contractOf,
): boolean {
  const allowed: readonly string[] = termsOf(type, lookup).access.start;
  return roles.some((role) => allowed.includes(role));
}

export function useMayStart(type: string, roles: readonly string[]): boolean {
  return mayStart(type, roles, useContext(ContractsContext));
}
