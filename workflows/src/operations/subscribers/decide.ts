// The rules that decide what the subscribers area's operations do once the data is known
// (spec 1 §4, §5, §8). Pure, so they are unit-tested alone.
import { messages } from '../../messages';
import type { ActiveInvite, FoundLoginAccount, OrganizationLink, SubscriberUserTarget } from './activities';
import type { SubscriberCreateInput, UserEditInput } from './contracts';
import type { OperationActor } from '../../core/operation-context';

const OPEN_LINK_STATUSES = new Set(['ACTIVE', 'WAITING_VALIDATION']);

export type LinkPlan =
  { kind: 'create' } | { kind: 'reopen'; link: OrganizationLink } | { kind: 'keep'; link: OrganizationLink };

export type AddUserDecision =
  | { kind: 'reject'; code: string; message: string }
  | { kind: 'proceed'; link: LinkPlan; sendInvite: boolean };

export function decideAddUser(
  account: FoundLoginAccount | null,
  links: OrganizationLink[],
  organizationId: number,
): AddUserDecision {
  const accountStatus = account?.accountStatusCode ?? null;
  const link = links.find((l) => l.organizationId === organizationId);
  const linkStatus = link?.userStatusCode ?? null;

  if (accountStatus === 'ACTIVE' && linkStatus === 'ACTIVE') {
    return { kind: 'reject', code: 'USER_ALREADY_ACTIVE', message: messages.userAlreadyActive };
  }
  if (linkStatus === 'ACTIVE' && accountStatus !== 'ACTIVE') {
    return {
      kind: 'reject',
      code: 'USER_ACTIVE_ACCOUNT_PENDING',
      message: messages.userActiveAccountPending,
    };
  }
  if (!link && links.some((l) => OPEN_LINK_STATUSES.has(l.userStatusCode))) {
    return {
      kind: 'reject',
      code: 'EMAIL_IN_OTHER_ORGANIZATION',
      message: messages.emailInOtherOrganization,
    };
  }

  let plan: LinkPlan;
  if (!link) plan = { kind: 'create' };
  else if (OPEN_LINK_STATUSES.has(link.userStatusCode)) plan = { kind: 'keep', link };
  else plan = { kind: 'reopen', link };

  const accountAbsentOrWaiting = accountStatus === null || accountStatus === 'WAITING_VALIDATION';
  const linkAbsentOrWaiting = plan.kind !== 'keep' || linkStatus === 'WAITING_VALIDATION';
  return { kind: 'proceed', link: plan, sendInvite: accountAbsentOrWaiting && linkAbsentOrWaiting };
}

/**
 * The add-subscriber form asks for no names (spec 1 §2), but a login account and its
 * invitation need them: the razón social and the subscriber number stand in until the
 * owner completes the registration.
 */
export function newAccountNames(input: Pick<SubscriberCreateInput, 'subscriberName' | 'subscriberNumber'>): {
  firstName: string;
  lastName: string;
} {
  return { firstName: input.subscriberName.trim(), lastName: `Suscriptor ${input.subscriberNumber}` };
}

/** Spec 1 §4: the registration invite goes out only when this operation created the account. */
export function shouldInviteNewSubscriberUser(accountCreated: boolean): boolean {
  return accountCreated;
}

/** 'Un usuario no se puede dar de baja a si mismo': the signed-in user by id or by e-mail. */
export function isSelfDeactivation(
  actor: Pick<OperationActor, 'email' | 'userId'>,
  target: Pick<SubscriberUserTarget, 'userId' | 'email'>,
): boolean {
  if (actor.userId !== null && actor.userId !== undefined && actor.userId === target.userId) return true;
  return actor.email.trim().toLowerCase() === target.email.trim().toLowerCase();
}

/**
 * The invite a cancel or resend acts on, among the user's active registration invites
 * (newest first): the one for this subscriber, else the one for this user; none otherwise.
 */
export function pickInvite<
  T extends { inviteData: Pick<ActiveInvite['inviteData'], 'subscriberRefId' | 'userId'> },
>(invites: readonly T[], subscriberNumber: string, userId: number): T | undefined {
  return (
    invites.find((invite) => invite.inviteData.subscriberRefId === subscriberNumber) ??
    invites.find((invite) => invite.inviteData.userId === userId)
  );
}

export interface EditPlan {
  loginAccount: { firstName?: string; lastName?: string } | null;
  organizationUser: { userTypeCode?: string; commercialTypeCode?: string; userStatusCode?: string } | null;
}

/** Spec 1 §4: a name change goes to the login account; type, commercial type or status to the organization user. */
export function planUserEdit(input: UserEditInput): EditPlan {
  const defined = <T extends object>(value: T): T | null => {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return entries.length > 0 ? (Object.fromEntries(entries) as T) : null;
  };
  return {
    loginAccount: defined({ firstName: input.firstName, lastName: input.lastName }),
    organizationUser: defined({
      userTypeCode: input.userTypeCode,
      commercialTypeCode: input.commercialTypeCode,
      userStatusCode: input.userStatusCode,
    }),
  };
}
