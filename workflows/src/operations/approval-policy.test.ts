import { describe, expect, it } from 'vitest';
import { approvalPolicy, approvalPolicyOf, approvalStanding, policyInForce } from './approval-policy';
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

describe('approvalStanding', () => {
  const asked = (state: string) => ({ progress: { approval: { state } } });

  it('counts a run approved by its own request or by the run it retries', () => {
    expect(approvalStanding(asked('approved'))).toBe('approved');
    expect(approvalStanding({ approvedIn: 'subscriber.deactivateUser/1/a' })).toBe('approved');
  });

  it('tells a request never approved from a run that was never asked', () => {
    for (const state of ['pending', 'withdrawn', 'rejected', 'expired']) {
      expect(approvalStanding(asked(state))).toBe('notApproved');
    }
    expect(approvalStanding({})).toBe('notAsked');
    expect(approvalStanding({ progress: {} })).toBe('notAsked');
  });
});
