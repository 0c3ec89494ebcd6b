// Four-eyes approval (issue 30): what an operation that needs approval carries, the updates
// that approve or reject it, and the rules both the api's gate and the workflow's update
// validator apply. Pure and free of zod: the workflow sandbox imports it.
import { defineUpdate } from '@temporalio/workflow';
import { operationStatusLabels } from '../messages';
import { formatConsoleTime, sourceName } from './schedule';

/** Marks the runs that may wait for approval before their first step (replay of older runs). */
export const APPROVAL_WAIT_PATCH = 'approval-wait';

/** What the api asks of a run that needs approval, fixed when it starts (in its envelope). */
export interface ApprovalRequest {
  /** Who asked: the requester's name as operations record it (e-mail or service account). */
  requester: string;
  /** Distinct people who must approve. */
  approvers: 1 | 2;
  /** Roles that may approve (each also allowed to start the type). */
  roles: string[];
  /** sha256 of the input as requested: an approval binds to it. */
  inputHash: string;
  /** When the request lapses ('Vencida'), ISO UTC. */
  expiresAt: string;
}

export type ApprovalState = 'pending' | 'approved' | 'rejected' | 'expired' | 'withdrawn';

/** One decision, as the detail shows it: who, when, from where (and why, for a rejection). */
export interface ApprovalDecision {
  by: string;
  at: string;
  source: string;
  decision: 'approved' | 'rejected';
  reason?: string;
}

/** The approval as the progress (and so the memo, the api and the detail) carries it. */
export interface ApprovalProgress {
  state: ApprovalState;
  requester: string;
  /**
   * When a service account asked: the people who own or owned it (from the run's envelope). None
   * of them approves or rejects it, as the requester does not (issue 40). Absent for a person.
   */
  requesterOwners?: string[];
  approvers: 1 | 2;
  roles: string[];
  inputHash: string;
  requestedAt: string;
  expiresAt: string;
  decisions: ApprovalDecision[];
  /** When it stopped waiting (approved, rejected, expired or withdrawn). */
  settledAt?: string;
}

/** Who approves or rejects, as the api (after its own gate) tells the workflow. */
export interface ApprovalVote {
  by: string;
  roles: string[];
  /** True for an automation token: a person approves, never a service account. */
  serviceAccount: boolean;
  /** The input hash the approver reviewed; it must be the one requested. */
  inputHash: string;
  source: string;
  /** Required to reject. */
  reason?: string;
}

export interface ApprovalAnswer {
  state: ApprovalState;
  /** Approvals still missing (0 once approved). */
  missing: number;
}

export const approveUpdate = defineUpdate<ApprovalAnswer, [ApprovalVote]>('approve');
export const rejectUpdate = defineUpdate<ApprovalAnswer, [ApprovalVote]>('reject');

/** Stable codes of a refused approval; the api maps them to its answer (403, 409 or 400). */
export type ApprovalRefusalCode =
  | 'SELF_APPROVAL'
  | 'OWNER_APPROVAL'
  | 'SERVICE_ACCOUNT_APPROVAL'
  | 'APPROVER_ROLE'
  | 'ALREADY_APPROVED_BY_YOU'
  | 'NOT_AWAITING_APPROVAL'
  | 'INPUT_CHANGED'
  | 'REASON_REQUIRED';

export const approvalMessages = {
  awaiting: operationStatusLabels.awaitingApproval,
  selfApproval: 'No puede aprobar ni rechazar una operación que pidió usted: debe hacerlo otra persona',
  ownAccount: (account: string) =>
    `No puede aprobar ni rechazar una operación que pidió la cuenta de servicio ${account}, que es o fue suya: debe hacerlo otra persona`,
  serviceAccount: 'Una cuenta de servicio no puede aprobar ni rechazar operaciones: debe hacerlo una persona',
  approverRole: 'Su rol no permite aprobar ni rechazar esta operación',
  alreadyApproved: 'Usted ya aprobó esta operación; falta la aprobación de otra persona',
  notAwaiting: 'La operación ya no espera aprobación',
  inputChanged: 'Los datos de la operación no son los que se revisaron; vuelva a abrirla antes de aprobar',
  reasonRequired: 'Indique el motivo del rechazo',
  /** A start that will wait for approval: the approver reads why before deciding (issue 43). */
  reasonForApproval:
    'Indique el motivo: esta operación necesita la aprobación de otra persona, que lo leerá antes de decidir',
  rejected: (by: string, reason: string) => `Rechazada por ${by}: ${reason}`,
  expired: 'Vencida: nadie la aprobó a tiempo; no se hizo ningún cambio',
  withdrawn: 'Retirada por quien la pidió antes de ser aprobada; no se hizo ningún cambio',
  stepNotRunRejected: 'No se ejecutó: la operación fue rechazada',
  stepNotRunExpired: 'No se ejecutó: la aprobación venció',
  requestedLog: (approvers: number, expiresAt: string) =>
    `Pedido de aprobación (${approvers === 2 ? 'dos aprobaciones' : 'una aprobación'}; vence ${formatConsoleTime(expiresAt)})`,
  approvedLog: (by: string, source: string) => `Aprobada por ${by} (desde ${sourceName(source)})`,
  rejectedLog: (by: string, source: string, reason: string) =>
    `Rechazada por ${by} (desde ${sourceName(source)}): ${reason}`,
  expiredLog: 'La aprobación venció sin decisión',
  withdrawnLog: 'Pedido de aprobación retirado',
  /** The run's closing line after a rejection (the rejection itself is logged once, with who and why). */
  endedAfterRejectionLog: 'Termina sin ningún cambio: no se ejecutó ningún paso',
} as const;

export const APPROVAL_REJECTED_CODE = 'APPROVAL_REJECTED';
export const APPROVAL_EXPIRED_CODE = 'APPROVAL_EXPIRED';

export interface ApprovalRefusal {
  code: ApprovalRefusalCode;
  message: string;
}

const samePerson = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Who may not decide on a request because they stand behind it (issue 40): the requester, and
 * when a service account asked, every person who owns or owned it. A service account never
 * decides at all (refuseVote), so none acts for its owner either. Null: not one of them.
 */
export function refuseRequesterSide(
  requester: { name: string; owners?: readonly string[] },
  by: string,
): ApprovalRefusal | null {
  if (samePerson(by, requester.name)) {
    return { code: 'SELF_APPROVAL', message: approvalMessages.selfApproval };
  }
  if (requester.owners?.some((owner) => samePerson(owner, by))) {
    return { code: 'OWNER_APPROVAL', message: approvalMessages.ownAccount(requester.name) };
  }
  return null;
}

/**
 * The rules every approval and rejection passes, in the order a caller should learn them: a
 * person, not the requester nor an owner of the requesting account (administrators included),
 * with a role that may approve, on the input as requested, still waiting, once per person, and
 * a reason to reject. Null allows.
 */
export function refuseVote(
  approval: Pick<
    ApprovalProgress,
    'state' | 'requester' | 'requesterOwners' | 'roles' | 'inputHash' | 'decisions'
  >,
  vote: ApprovalVote,
  decision: 'approved' | 'rejected',
): ApprovalRefusal | null {
  const m = approvalMessages;
  if (vote.serviceAccount) return { code: 'SERVICE_ACCOUNT_APPROVAL', message: m.serviceAccount };
  const side = refuseRequesterSide({ name: approval.requester, owners: approval.requesterOwners }, vote.by);
  if (side) return side;
  if (!vote.roles.some((role) => approval.roles.includes(role))) {
    return { code: 'APPROVER_ROLE', message: m.approverRole };
  }
  if (approval.state !== 'pending') return { code: 'NOT_AWAITING_APPROVAL', message: m.notAwaiting };
  if (vote.inputHash !== approval.inputHash) return { code: 'INPUT_CHANGED', message: m.inputChanged };
  const by = vote.by.trim().toLowerCase();
  if (approval.decisions.some((d) => d.decision === 'approved' && d.by.trim().toLowerCase() === by)) {
    return { code: 'ALREADY_APPROVED_BY_YOU', message: m.alreadyApproved };
  }
  if (decision === 'rejected' && !vote.reason?.trim()) {
    return { code: 'REASON_REQUIRED', message: m.reasonRequired };
  }
  return null;
}

/** Approvals still missing. */
export function missingApprovals(approval: Pick<ApprovalProgress, 'approvers' | 'decisions'>): number {
  const approved = new Set(
    approval.decisions.filter((d) => d.decision === 'approved').map((d) => d.by.trim().toLowerCase()),
  );
  return Math.max(0, approval.approvers - approved.size);
}
