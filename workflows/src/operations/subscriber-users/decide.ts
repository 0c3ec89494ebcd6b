// Rules of the operations on a subscriber's user that need no service call (spec 1 §4, §8).
// Pure, so they are unit-tested alone.
import type { OperationActor } from '../../core/operation-context';
import type { UserEditInput } from '../../inputs/subscriber-users';
import type { ActiveInvite, SubscriberUserTarget } from './activities';

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
