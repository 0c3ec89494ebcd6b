// The one authorization gate every path that runs an operation goes through: a start, a retry,
// each element of a bulk retry, a cancel; from the web, the CLI, a script or a service account.
// It reads only the contract, so what a role may do is declared in one place.
import { messages } from '../messages';
import {
  OperationRefusal,
  type OperationAction,
  type OperationContract,
  type OperationRequest,
} from './contract';
import { contractOf } from './catalog';
import { approvalMessages, refuseRequesterSide } from '../core/approval';
import { approvalPolicyOf, approverRolesOf } from './approval-policy';

const forbiddenText: Record<OperationAction, string> = {
  start: messages.forbiddenStart,
  retry: messages.forbiddenRetry,
  cancel: messages.forbiddenCancel,
  undo: messages.forbiddenUndo,
};

/** The roles an action needs: undoing a run is finishing it another way, so retry's. */
function rolesFor(contract: OperationContract, action: OperationAction): readonly string[] {
  return action === 'undo' ? contract.access.retry : contract.access[action];
}

/** The role check alone, before the input is read (a refused caller learns nothing about it). */
export function refuseRole(
  contract: OperationContract,
  action: OperationAction,
  roles: readonly string[],
): OperationRefusal | null {
  return rolesFor(contract, action).some((role) => roles.includes(role))
    ? null
    : new OperationRefusal(403, 'FORBIDDEN', forbiddenText[action]);
}

/** Roles, then the contract's finer rule on the (validated) input. Null allows. */
export async function authorize<TInput>(
  contract: OperationContract<TInput>,
  request: OperationRequest<TInput>,
): Promise<OperationRefusal | null> {
  const byRole = refuseRole(contract as OperationContract, request.action, request.roles);
  if (byRole) return byRole;
  return (await contract.rule?.(request)) ?? null;
}

/** The contract of a type, or the refusal an unknown type gets. */
export function contractOrRefusal(type: string): OperationContract | OperationRefusal {
  return (
    contractOf(type) ?? new OperationRefusal(400, 'UNKNOWN_OPERATION_TYPE', messages.unknownOperationType)
  );
}

/** Who asks to approve or reject: the person, their roles, and whether they are an automation. */
export interface Approver {
  name: string;
  roles: readonly string[];
  serviceAccount: boolean;
}

/**
 * The gate of an approval or a rejection, before the workflow's own validator runs the same
 * rules on the request as it stands: a person (never a service account), not the requester nor
 * anyone who owns or owned the requesting service account (administrators included), whose role
 * may approve the type and start it. Null allows.
 */
export function refuseApprover(
  contract: OperationContract,
  approver: Approver,
  requester: { name: string; owners?: readonly string[] },
  roles?: readonly string[],
): OperationRefusal | null {
  if (approver.serviceAccount) {
    return new OperationRefusal(403, 'SERVICE_ACCOUNT_APPROVAL', approvalMessages.serviceAccount);
  }
  const side = refuseRequesterSide(requester, approver.name);
  if (side) return new OperationRefusal(403, side.code, side.message);
  const policy = approvalPolicyOf(contract);
  const allowed = roles ?? (policy ? approverRolesOf(contract, policy) : []);
  const mayStart = contract.access.start.some((role) => approver.roles.includes(role));
  if (!mayStart || !allowed.some((role) => approver.roles.includes(role))) {
    return new OperationRefusal(403, 'APPROVER_ROLE', approvalMessages.approverRole);
  }
  return null;
}
