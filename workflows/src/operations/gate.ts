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
