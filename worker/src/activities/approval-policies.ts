// The approval policy a type follows now, as the api's starts and retries read it: an
// administrator's latest change in the console's store, else the contract's default. The
// worker reads it where it starts runs on someone's behalf (a bulk retry's elements), so a
// type that now asks for a second person is not run past that person by a bulk retry.
import { createApprovalPolicies, type Db } from '@cgi/console-store';
import { policyInForce, type ApprovalPolicy, type OperationContract } from '@cgi/workflows';

/** Null where approvals are off (test stacks; never in PROD). */
export type ApprovalPolicyReader = (contract: OperationContract) => Promise<ApprovalPolicy | null>;

export function storedApprovalPolicies(db: Db): ApprovalPolicyReader {
  const store = createApprovalPolicies<ApprovalPolicy>(db);
  return async (contract) => policyInForce(contract, await store.of(contract.type));
}
