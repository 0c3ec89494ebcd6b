// Which operations wait for a second person (issue 30): the policy a contract declares, the
// default every bulk operation gets, and what a start asks of its workflow. Read by the api
// (start, retry, approvals), the catalogue and the OpenAPI document; never by workflow code.
import type { ApprovalRequest } from '../core/approval';
import type { ApprovalCondition } from './approval-conditions';
import type { ApprovalPolicy, CgiRole, OperationContract } from './contract';

export type { ApprovalCondition, ApprovalPolicy };
export { conditionMessages, conditionProblem } from './approval-conditions';

export const DEFAULT_APPROVAL_EXPIRY_HOURS = 72;

/** Every bulk operation above this many elements needs approval unless its contract says otherwise. */
export const BULK_APPROVAL_THRESHOLD = 100;

const SUPERVISORS = ['CGI.Admin', 'CGI.CustomerSupport'] as const satisfies readonly CgiRole[];

/** A policy with the defaults filled in: one approver among the supervisors, always, 72 h. */
export function approvalPolicy(options: Partial<ApprovalPolicy> = {}): ApprovalPolicy {
  return {
    approvers: options.approvers ?? 1,
    roles: options.roles ?? SUPERVISORS,
    when: options.when ?? { kind: 'always' },
    expiresInHours: options.expiresInHours ?? DEFAULT_APPROVAL_EXPIRY_HOURS,
    ...(options.text ? { text: options.text } : {}),
  };
}

/** The policy of a type: its contract's (null: never), else, for a bulk one, above 100 elements. */
export function approvalPolicyOf(contract: OperationContract): ApprovalPolicy | null {
  if (contract.approval !== undefined) return contract.approval;
  if (contract.bulk) {
    return approvalPolicy({
      roles: contract.access.start,
      when: { kind: 'elementsAbove', count: BULK_APPROVAL_THRESHOLD },
    });
  }
  return null;
}

/**
 * The policy a type follows now: an administrator's latest change (whose policy may be null:
 * approvals turned off for it), else the contract's default. The api's starts and retries and
 * the worker's bulk retries read it the same way.
 */
export function policyInForce(
  contract: OperationContract,
  latestChange: { policy: ApprovalPolicy | null } | undefined,
): ApprovalPolicy | null {
  return latestChange ? latestChange.policy : approvalPolicyOf(contract);
}

/** The roles that may approve a type: the policy's that may also start it. */
export function approverRolesOf(contract: OperationContract, policy: ApprovalPolicy): string[] {
  return policy.roles.filter((role) => contract.access.start.includes(role));
}

/** Whether the policy applies to this (validated, unsealed) input. */
export function approvalApplies(
  contract: OperationContract,
  policy: ApprovalPolicy,
  input: Record<string, unknown>,
): boolean {
  const when = policy.when;
  switch (when.kind) {
    case 'always':
      return true;
    case 'elementsAbove':
      return elementCount(contract, input) > when.count;
    case 'fieldEquals':
      return input[when.field] === when.value;
  }
}

/**
 * How many elements an input lists: from the start's input, or a retry's run input (which holds
 * their number in its `countField`); unknown counts as many (the workflow finds them: every session).
 */
function elementCount(contract: OperationContract, input: Record<string, unknown>): number {
  const counted = contract.elements ? input[contract.elements.countField] : undefined;
  if (typeof counted === 'number') return counted;
  try {
    if (contract.elements) return contract.elements.of(input).length;
  } catch {
    // A run input without its elements: unknown.
  }
  return Number.POSITIVE_INFINITY;
}

/** The condition in Spanish, for the catalogue and the policy screen (a contract may say it better: `text`). */
export function describeCondition(condition: ApprovalCondition, fieldLabel?: string): string {
  switch (condition.kind) {
    case 'always':
      return 'Siempre';
    case 'elementsAbove':
      return `Con más de ${condition.count} elementos`;
    case 'fieldEquals':
      return `Cuando «${fieldLabel ?? condition.field}» es ${condition.value === true ? 'sí' : String(condition.value)}`;
  }
}

/**
 * What a start asks of its workflow, or null when this input needs no approval. `now` is the
 * start's time: the request lapses `expiresInHours` later. `policy` is the type's as it stands
 * (an administrator's change, see the api's approval-policies), by default its contract's.
 */
export function approvalRequestFor(
  contract: OperationContract,
  input: Record<string, unknown>,
  request: { requester: string; inputHash: string; now: Date },
  policy: ApprovalPolicy | null = approvalPolicyOf(contract),
): ApprovalRequest | null {
  if (!policy || !approvalApplies(contract, policy, input)) return null;
  return {
    requester: request.requester,
    approvers: policy.approvers,
    roles: approverRolesOf(contract, policy),
    inputHash: request.inputHash,
    expiresAt: new Date(request.now.getTime() + policy.expiresInHours * 3_600_000).toISOString(),
  };
}

/**
 * Where a failed run stands toward approval, from its memo: approved (its own request, or the
 * run it retries carried an approval of the same input), asked and never approved (withdrawn,
 * or ended while waiting), or never asked. A bulk retry runs neither of the last two past a
 * second person when the type's policy asks now; a retry of its own asks.
 */
export function approvalStanding(memo: {
  approvedIn?: string;
  progress?: { approval?: { state: string } };
}): 'approved' | 'notApproved' | 'notAsked' {
  if (memo.progress?.approval?.state === 'approved' || memo.approvedIn) return 'approved';
  return memo.progress?.approval ? 'notApproved' : 'notAsked';
}

/**
 * Whether a bulk retry skips a failed run for want of approval: asked and never approved, or
 * never asked while the policy in force asks now (a retry of its own would ask another person).
 * The worker's bulk retry decides with it and the api's preview counts with it; the input is
 * read only when the policy's condition looks at it.
 */
export async function bulkRetrySkipsUnapproved(
  memo: Parameters<typeof approvalStanding>[0],
  contract: OperationContract | undefined,
  policyNow: (contract: OperationContract) => Promise<ApprovalPolicy | null>,
  input: () => Promise<Record<string, unknown>>,
): Promise<boolean> {
  const standing = approvalStanding(memo);
  if (standing !== 'notAsked') return standing === 'notApproved';
  const policy = contract ? await policyNow(contract) : null;
  if (!contract || !policy) return false;
  return policy.when.kind === 'always' || approvalApplies(contract, policy, await input());
}
