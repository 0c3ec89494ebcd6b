// The operations service's rules that hold whatever the action: who an operation records as its
// actor, who may read it and its secrets, the page tokens' filter fingerprint, ids, reasons, and
// the search attributes a start adds.
import { createHash } from 'node:crypto';
import {
  operationSearchAttributes,
  type ApprovalRequest,
  contractOf,
  operationContracts,
  OPERATIONS_SUPPORT_ROLES,
  refuseApprover,
  refuseRequesterSide,
  type OperationRefusal,
  type OperationContract,
  type OperationEnvelope,
} from '@cgi/workflows';
import { actionsSeenBy, type LifeView } from '@cgi/workflows/life-state';
import type { SearchAttributePair } from '@temporalio/common';
import { actorOf, type AuthContext } from '../../auth/context';
import { apiMessages, HttpError } from '../../http/errors';
import type { RunCursor } from '@cgi/console-store';
import type { PageTokens } from '../../http/page-tokens';
import type { OperationView } from '../schemas';

/** The actor an operation records: who, and with which roles (each bulk-retry element is gated with them). */
export function envelopeActor(auth: AuthContext): OperationEnvelope<unknown>['actor'] {
  return {
    email: auth.email,
    userId: auth.userId,
    serviceAccount: auth.serviceAccount ?? null,
    roles: [...auth.roles],
    // The people behind a service account travel with the run: its approval check reads them.
    ...(auth.serviceAccount && auth.owners?.length ? { owners: [...auth.owners] } : {}),
  };
}

/** Support engineers read every operation; everyone else, the ones they started. */
export function mayRead(auth: AuthContext, actor: string): boolean {
  return OPERATIONS_SUPPORT_ROLES.some((role) => auth.roles.includes(role)) || actor === actorOf(auth);
}

/** What of an approval decides who is offered its actions (the detail's and a row's alike). */
interface ApprovalFacts {
  state: string;
  requester: string;
  roles: readonly string[];
  decisions: readonly { by: string; decision: string }[];
}

/**
 * An operation's life as the caller sees it (life-state.ts `actionsSeenBy`): 'Aprobar' and
 * 'Rechazar' only for a person the approval gate lets decide (the same `refuseApprover` a
 * decision passes) who has not approved it already, 'Retirar solicitud' only for its requester.
 * The list row and the detail both pass through here with the same facts.
 */
export function lifeSeenBy(
  auth: AuthContext,
  type: string,
  approval: ApprovalFacts | null | undefined,
  life: LifeView,
): LifeView {
  const me = actorOf(auth);
  const contract = contractOf(type);
  const requester = Boolean(approval && refuseRequesterSide({ name: approval.requester }, me));
  const mayDecide = Boolean(
    approval?.state === 'pending' &&
    contract &&
    !refuseApprover(
      contract,
      { name: me, roles: auth.roles, serviceAccount: Boolean(auth.serviceAccount) },
      { name: approval.requester },
      approval.roles,
    ) &&
    !approval.decisions.some(
      (decision) =>
        decision.decision === 'approved' && decision.by.trim().toLowerCase() === me.trim().toLowerCase(),
    ),
  );
  return { ...life, actions: actionsSeenBy(life.actions, { requester, mayDecide }) };
}

/**
 * An operation as the caller may see it: the actions offered to them (lifeSeenBy); a secret of
 * its result (an impersonation's sealed token) only to the one who started it, the only one who
 * can use it; every other reader gets the result without it.
 */
export function shownTo<V extends Pick<OperationView, 'type' | 'actor' | 'result' | 'life' | 'approval'>>(
  auth: AuthContext,
  view: V,
): V {
  const seen = { ...view, life: lifeSeenBy(auth, view.type, view.approval, view.life) };
  const secrets = contractOf(view.type)?.secrets?.fields ?? [];
  const result = seen.result;
  if (!result || view.actor === actorOf(auth) || !secrets.some((field) => field in result)) return seen;
  return {
    ...seen,
    result: Object.fromEntries(Object.entries(result).filter(([field]) => !secrets.includes(field))),
  };
}

export function refused(refusal: OperationRefusal | null): void {
  if (refusal) throw refusal;
}

export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A list's page token seals the record's cursor (the last row's place in the order) with a fingerprint
 * of the filter, so a token from another filter, or one changed in any character, is refused
 * with 400 (page-tokens.ts).
 */
export function filterFingerprint(filter: object): string {
  return createHash('sha256').update(stableJson(filter)).digest('base64url');
}

export function sealCursor(
  tokens: PageTokens,
  filter: object,
  cursor: RunCursor | null,
): Promise<string | null> {
  return tokens.seal(filterFingerprint(filter), cursor ? Buffer.from(JSON.stringify(cursor)) : null);
}

/** The cursor a page token holds; null for the first page. A token that is not one is a 400. */
export async function openCursor(
  tokens: PageTokens,
  filter: object,
  pageToken: string | undefined,
): Promise<RunCursor | null> {
  const bytes = await tokens.open(filterFingerprint(filter), pageToken);
  if (bytes.length === 0) return null;
  let cursor: Partial<RunCursor> | null = null;
  try {
    cursor = JSON.parse(Buffer.from(bytes).toString('utf8')) as Partial<RunCursor>;
  } catch {
    // A token of the lists read from Temporal (before the record): back to the first page.
  }
  if (
    typeof cursor?.sortAt !== 'string' ||
    typeof cursor.startedAt !== 'string' ||
    typeof cursor.operationId !== 'string'
  ) {
    throw new HttpError(400, 'VALIDATION', apiMessages.invalidInput, {
      pageToken: apiMessages.invalidPageToken,
    });
  }
  return { sortAt: cursor.sortAt, startedAt: cursor.startedAt, operationId: cursor.operationId };
}

/** The contract of a run whose memo lacks its type (started outside the console): by workflow name. */
export function contractByWorkflow(workflowType: string): OperationContract | undefined {
  return operationContracts.find((contract) => contract.workflowType === workflowType);
}

export function idSegment(text: string): string {
  return text.replace(/[^A-Za-z0-9@._-]/g, '_').slice(0, 80) || '_';
}

export function requireReason(reason: string | undefined): string {
  const trimmed = reason?.trim();
  if (!trimmed) {
    throw new HttpError(400, 'REASON_REQUIRED', apiMessages.invalidInput, {
      reason: apiMessages.reasonRequired,
    });
  }
  return trimmed;
}

/** The start's search attributes, with OperationApproval 'pending' when it waits for approval. */
export function withApprovalAttribute(
  pairs: SearchAttributePair[],
  approval: ApprovalRequest | null,
): SearchAttributePair[] {
  return approval ? [...pairs, { key: operationSearchAttributes.approval, value: 'pending' }] : pairs;
}

/** The start's search attributes, with OperationSchedule 'waiting' when it waits for its time. */
export function withScheduleAttribute(
  pairs: SearchAttributePair[],
  notBefore: string | undefined,
): SearchAttributePair[] {
  return notBefore ? [...pairs, { key: operationSearchAttributes.schedule, value: 'waiting' }] : pairs;
}

/**
 * A scheduled run's approval request lapses as long after its time as an immediate one lapses
 * after its start: approvers have the same window, counted from when it is due.
 */
export function scheduledExpiry(
  approval: ApprovalRequest | null,
  notBefore: string | undefined,
): ApprovalRequest | null {
  if (!approval || !notBefore) return approval;
  const window = Math.max(0, Date.parse(approval.expiresAt) - Date.now());
  return { ...approval, expiresAt: new Date(Date.parse(notBefore) + window).toISOString() };
}
