// The approval policy each type follows now (issue 30): an administrator's latest change, kept in
// the console's store with who, when and why, else its contract's default. Starts and retries read
// it here; a run already waiting keeps the request it started with (roles, approvers, expiry).
import type { ApprovalPolicies, PolicyChange } from '@cgi/console-store';
import {
  approvalPolicyOf,
  approverRolesOf,
  conditionMessages,
  conditionProblem,
  describeCondition,
  operationContracts,
  policyInForce,
  type ApprovalPolicy,
  type OperationContract,
} from '@cgi/workflows';
import { HttpError } from '../http/errors';

/** What the store holds for a changed type: the policy, or null for 'needs no approval'. */
export type StoredPolicy = ApprovalPolicy;

/** A policy as the screen and the api show it. */
export interface PolicyView {
  required: boolean;
  approvers: 1 | 2;
  roles: string[];
  when: ApprovalPolicy['when'];
  condition: string;
  expiresInHours: number;
}

export const policyMessages = {
  reasonRequired: 'Indique el motivo del cambio',
  unknownType: 'No existe ese tipo de operación',
  rolesRequired: 'Elija al menos un rol que pueda aprobar',
  roleCannotStart: (role: string) =>
    `El rol ${role} no puede iniciar este tipo de operación, así que no puede aprobarla`,
  ...conditionMessages,
} as const;

/** Shown for a type that needs no approval (the form keeps sensible values to start from). */
function viewOf(contract: OperationContract, policy: ApprovalPolicy | null): PolicyView {
  const shown = policy ?? {
    approvers: 1 as const,
    roles: contract.access.start.filter((role) => role === 'CGI.Admin' || role === 'CGI.CustomerSupport'),
    when: { kind: 'always' as const },
    expiresInHours: 72,
  };
  const field = shown.when.kind === 'fieldEquals' ? contract.inputFields[shown.when.field] : undefined;
  return {
    required: policy !== null,
    approvers: shown.approvers,
    roles: policy ? approverRolesOf(contract, policy) : [...shown.roles],
    when: { ...shown.when },
    condition: policy ? (policy.text ?? describeCondition(policy.when, field)) : 'Nunca',
    expiresInHours: shown.expiresInHours,
  };
}

export interface PolicyChangeView {
  id: number;
  operationType: string;
  policy: PolicyView;
  changedBy: string;
  changedAt: string;
  reason: string;
}

/** The change a PUT asks for, after the schema (policy.schema.ts) took it. */
export interface PolicyChangeRequest {
  required: boolean;
  approvers: 1 | 2;
  roles: string[];
  when: ApprovalPolicy['when'];
  expiresInHours: number;
  reason: string;
}

export function createPolicyBook(store: ApprovalPolicies<StoredPolicy>) {
  const contractNamed = (type: string) => {
    const contract = operationContracts.find((candidate) => candidate.type === type);
    if (!contract) throw new HttpError(404, 'OPERATION_TYPE_NOT_FOUND', policyMessages.unknownType);
    return contract;
  };
  const changeView = (contract: OperationContract, change: PolicyChange<StoredPolicy>): PolicyChangeView => ({
    id: change.id,
    operationType: change.operationType,
    policy: viewOf(contract, change.policy),
    changedBy: change.changedBy,
    changedAt: change.changedAt,
    reason: change.reason,
  });

  /** The policy a start of this type follows now. */
  async function policyOf(contract: OperationContract): Promise<ApprovalPolicy | null> {
    return policyInForce(contract, await store.of(contract.type));
  }

  /** Every type: its default, the policy in force, and its latest change. */
  async function list() {
    const changes = await store.current();
    return operationContracts.map((contract) => {
      const change = changes.get(contract.type);
      const defaultPolicy = approvalPolicyOf(contract);
      return {
        type: contract.type,
        label: contract.label,
        bulk: contract.bulk,
        startRoles: [...contract.access.start],
        fields: Object.entries(contract.inputFields).map(([name, label]) => ({ name, label })),
        default: viewOf(contract, defaultPolicy),
        current: viewOf(contract, policyInForce(contract, change)),
        changed: change ? changeView(contract, change) : null,
      };
    });
  }

  /** One type with its history of changes, newest first. */
  async function detail(type: string) {
    const contract = contractNamed(type);
    const item = (await list()).find((entry) => entry.type === type)!;
    const history = await store.history(type);
    return { ...item, history: history.map((change) => changeView(contract, change)) };
  }

  /** Checks a change against the type (roles that may start it, its fields) and records it. */
  async function change(type: string, request: PolicyChangeRequest, changedBy: string) {
    const contract = contractNamed(type);
    const fields: Record<string, string> = {};
    if (request.required) {
      if (request.roles.length === 0) fields.roles = policyMessages.rolesRequired;
      const outsider = request.roles.find(
        (role) => !(contract.access.start as readonly string[]).includes(role),
      );
      if (outsider) fields.roles = policyMessages.roleCannotStart(outsider);
      // A condition that could never apply would leave the type unguarded without a word.
      const problem = conditionProblem(contract, request.when);
      if (problem) fields.when = problem;
    }
    const first = Object.values(fields)[0];
    if (first) throw new HttpError(400, 'VALIDATION', first, fields);
    const policy: StoredPolicy | null = request.required
      ? {
          approvers: request.approvers,
          roles: [...new Set(request.roles)] as ApprovalPolicy['roles'],
          when: request.when,
          expiresInHours: request.expiresInHours,
        }
      : null;
    const recorded = await store.change({ operationType: type, policy, changedBy, reason: request.reason });
    return changeView(contract, recorded);
  }

  return { policyOf, list, detail, change };
}

export type PolicyBook = ReturnType<typeof createPolicyBook>;
