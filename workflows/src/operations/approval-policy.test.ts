import { describe, expect, it } from 'vitest';
import {
  approvalPolicy,
  approvalPolicyOf,
  approvalStanding,
  bulkRetrySkipsUnapproved,
  policyInForce,
} from './approval-policy';
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

describe('bulkRetrySkipsUnapproved', () => {
  const contract = contractOf('subscriber.addUser')!;
  const reads: string[] = [];
  const input = (subscriberNumber: string) => async () => {
    reads.push(subscriberNumber);
    return { subscriberNumber };
  };
  const asks = (policy: ReturnType<typeof approvalPolicy> | null) => async () => policy;

  it('skips a request never approved, whatever the policy says now', async () => {
    const withdrawn = { progress: { approval: { state: 'withdrawn' } } };
    expect(await bulkRetrySkipsUnapproved(withdrawn, contract, asks(null), input('1'))).toBe(true);
  });

  it('skips a run never asked when the policy asks now, reading the input only for a condition on it', async () => {
    reads.length = 0;
    const always = approvalPolicy();
    const onSubscriber = approvalPolicy({
      when: { kind: 'fieldEquals', field: 'subscriberNumber', value: '999998' },
    });
    expect(await bulkRetrySkipsUnapproved({}, contract, asks(always), input('1'))).toBe(true);
    expect(reads).toEqual([]);
    expect(await bulkRetrySkipsUnapproved({}, contract, asks(onSubscriber), input('999998'))).toBe(true);
    expect(await bulkRetrySkipsUnapproved({}, contract, asks(onSubscriber), input('100003'))).toBe(false);
    expect(await bulkRetrySkipsUnapproved({}, contract, asks(null), input('2'))).toBe(false);
    expect(reads).toEqual(['999998', '100003']);
  });

  it('never skips an approved run', async () => {
    const approved = { approvedIn: 'subscriber.addUser/100003/a' };
    expect(await bulkRetrySkipsUnapproved(approved, contract, asks(approvalPolicy()), input('3'))).toBe(
      false,
    );
  });
});
