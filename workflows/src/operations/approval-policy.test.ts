import { describe, expect, it } from 'vitest';
import { approvalPolicy, approvalPolicyOf, policyInForce } from './approval-policy';
import { contractOf, operationContracts } from './catalog';

describe('policyInForce', () => {
  const withDefault = operationContracts.find((contract) => approvalPolicyOf(contract) !== null)!;
  const withoutDefault = contractOf('subscriber.addUser')!;

  it("follows the contract's default while no administrator changed the type", () => {
    expect(policyInForce(withDefault, undefined)).toEqual(approvalPolicyOf(withDefault));
    expect(policyInForce(withoutDefault, undefined)).toBeNull();
  });

  it('follows the latest change, also when it turns approvals off for a type that had them', () => {
    const twoApprovers = approvalPolicy({ approvers: 2 });
    expect(policyInForce(withoutDefault, { policy: twoApprovers })).toEqual(twoApprovers);
    expect(policyInForce(withDefault, { policy: null })).toBeNull();
  });
});
