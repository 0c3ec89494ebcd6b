// Factories for tests of the subscribers area: a fresh user of a subscriber (login account,
// organization link, assignment, invitation) written straight to the platform, so each test
// owns its data instead of sharing the demo fixtures' state.
import { randomUUID } from 'node:crypto';
import type { PlatformClient, UserStatusCode } from '@cgi/platform/client';

export interface SubscriberUserFixture {
  email: string;
  userId: number;
  loginAccountId: number;
  subscriberId: number;
  subscriberNumber: string;
  organizationId: number;
  inviteId: number | null;
}

export async function createSubscriberUser(
  platform: PlatformClient,
  overrides: {
    subscriberNumber?: string;
    status?: Extract<UserStatusCode, 'ACTIVE' | 'WAITING_VALIDATION'>;
    assigned?: boolean;
    invited?: boolean;
    email?: string;
  } = {},
): Promise<SubscriberUserFixture> {
  const subscriberNumber = overrides.subscriberNumber ?? '100003';
  const status = overrides.status ?? 'WAITING_VALIDATION';
  const email = overrides.email ?? `fixture.${randomUUID().slice(0, 8)}@demo.com.ar`;
  const subscriber = await platform.subscribers.byNumber(subscriberNumber);
  if (subscriber.organization_id === null) throw new Error(`${subscriberNumber} has no organization`);
  const organization = await platform.organizations.byId(subscriber.organization_id);
  const { loginAccount } = await platform.loginAccounts.create({
    accountExternalRefId: randomUUID(),
    email,
    firstName: 'Fixture',
    lastName: 'Usuario',
    modificationUser: 'test',
    accountStatusCode: status,
    loginAccountPhone: { phoneNumber: '1155550000', phoneNumberTypeCode: 'MOBILE' },
  });
  const link = await platform.organizations.addUser({
    loginAccountId: loginAccount.loginAccountId,
    organizationId: organization.organizationId,
    organizationUserTypeCode: 'ORG-STAFF',
    organizationCommercialUserTypeCode: 'REGISTER',
    userStatusCode: status,
  });
  if (overrides.assigned ?? true) {
    await platform.subscribers.assignUser({
      user_id: link.userId,
      subscriber_id: subscriber.subscriber_id,
      creation_user: 'test',
      creation_date: new Date().toISOString(),
    });
  }
  let inviteId: number | null = null;
  if (overrides.invited ?? status === 'WAITING_VALIDATION') {
    const invite = await platform.invites.createOrgStaffRegistration({
      inviteDate: new Date().toISOString(),
      accountEmail: email,
      userId: link.userId,
      firstName: 'Fixture',
      lastName: 'Usuario',
      organizationName: organization.organizationName,
      organizationCuit: organization.organizationCuit,
      subscriberRefId: subscriberNumber,
    });
    inviteId = invite.inviteId;
  }
  return {
    email,
    userId: link.userId,
    loginAccountId: loginAccount.loginAccountId,
    subscriberId: subscriber.subscriber_id,
    subscriberNumber,
    organizationId: organization.organizationId,
    inviteId,
  };
}

/** A subscriber number nobody uses yet (generated numbers of the demo seed start at 100010). */
export function freshSubscriberNumber(): string {
  return String(700_000_000 + Math.floor(Math.random() * 99_999_999));
}

/** A new subscriber of 100003's organization with room for `maxUsers`, none taken; its number. */
export async function createSubscriberWithRoom(platform: PlatformClient, maxUsers: number): Promise<string> {
  const base = await platform.subscribers.byNumber('100003');
  const organization = await platform.organizations.byId(base.organization_id!);
  const number = freshSubscriberNumber();
  await platform.subscribers.create({
    clicod: number,
    subscriber_name: `Pruebas ${number}`,
    organization_cuit: organization.organizationCuit,
    organization_legal_name: organization.organizationLegalName,
    subscriber_status_id: 1,
    subscriber_max_user_count: maxUsers,
    creation_user: 'test',
    creation_date: new Date().toISOString(),
  });
  return number;
}

/** The active staff registration invitations sent to `email`. */
export async function activeStaffInvites(platform: PlatformClient, email: string) {
  const found = await platform.invites.search({
    destinationEmail: [email],
    inviteTypeCode: ['ORG-STAFF-USER-REGISTRATION'],
    inviteStatusCode: ['ACTIVE'],
  });
  return found.flatMap((entry) => entry.invites);
}

/** The status of the organization link of the login account of `email` (its first one). */
export async function organizationLinkStatus(
  platform: PlatformClient,
  email: string,
): Promise<string | undefined> {
  const { loginAccount } = await platform.loginAccounts.byEmail(email);
  const links = await platform.organizations.linksOfLoginAccount(loginAccount.loginAccountId);
  return links[0]?.status.userStatusCode;
}
