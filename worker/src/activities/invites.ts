// The registration invitations the subscriber operations send, looked up again: an activity
// that runs twice finds the invitation its earlier attempt sent instead of sending another.
import type { Invite, PlatformClient, RegistrationInvite } from '@cgi/platform/client';
import { INVITE_TYPES } from '@cgi/workflows';

/** The platform's invite types: staff of an organization, and a new subscriber's first user. */
export const STAFF_REGISTRATION_INVITE = INVITE_TYPES.staffUser;
export const SUBSCRIBER_REGISTRATION_INVITE = INVITE_TYPES.subscriberAdmin;
export type RegistrationInviteType = typeof STAFF_REGISTRATION_INVITE | typeof SUBSCRIBER_REGISTRATION_INVITE;

export async function activeInvitesOf(
  platform: PlatformClient,
  email: string,
  type: RegistrationInviteType,
): Promise<Invite[]> {
  const found = await platform.invites.search({
    destinationEmail: [email],
    inviteTypeCode: [type],
    inviteStatusCode: ['ACTIVE'],
  });
  return found.flatMap((entry) => entry.invites);
}

/**
 * One active invitation per user and subscriber: the one an earlier attempt sent (other than
 * `except`, an invitation this step replaces), else the one `send` creates now.
 */
export async function sendInviteOnce(
  platform: PlatformClient,
  type: RegistrationInviteType,
  to: { email: string; subscriberNumber: string; userId: number; except?: number },
  send: () => Promise<Invite>,
): Promise<{ inviteId: number; reused: boolean }> {
  const earlier = (await activeInvitesOf(platform, to.email, type)).find(
    (invite) =>
      invite.inviteId !== to.except &&
      invite.inviteData.subscriberRefId === to.subscriberNumber &&
      invite.inviteData.userId === to.userId,
  );
  if (earlier) return { inviteId: earlier.inviteId, reused: true };
  return { inviteId: (await send()).inviteId, reused: false };
}

/** What a registration invitation carries: who it goes to, and the organization it names. */
export function registrationInviteOf(
  to: { email: string; userId: number; firstName: string; lastName: string; subscriberNumber: string },
  organization: { organizationName: string; organizationCuit: string },
): RegistrationInvite {
  return {
    inviteDate: new Date().toISOString(),
    accountEmail: to.email,
    userId: to.userId,
    firstName: to.firstName,
    lastName: to.lastName,
    organizationName: organization.organizationName,
    organizationCuit: organization.organizationCuit,
    subscriberRefId: to.subscriberNumber,
  };
}
