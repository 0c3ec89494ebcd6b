// Activities of "add a user to a subscriber". Each is safe to run more than once: writes
// look for their own earlier effect first, and "already exists" answers count as success.
import { randomBytes, randomInt } from 'node:crypto';
import type { PlatformClient } from '@cgi/platform/client';
import { PlatformError } from '@cgi/platform/client';
import { businessFailure, messages, type SubscriberAddUserActivities } from '@cgi/workflows';
import { registrationInviteOf, sendInviteOnce, STAFF_REGISTRATION_INVITE } from './invites';
import { createLoginAccountOnce, findLoginAccount, toOrganizationLink } from './lookups';
import { defineArea } from './area';

const ACTIVE_USER_STATUS_IDS = new Set([1, 5]);

/** Temporary identity-provider password: a prefix letter then random characters. */
export function temporaryPassword(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  return `${letters[randomInt(letters.length)]}${randomBytes(12).toString('base64url')}9a`;
}

export function createSubscriberAddUserActivities(platform: PlatformClient): SubscriberAddUserActivities {
  const findAccount = (email: string) => findLoginAccount(platform, email);

  async function allUsersOf(subscriberNumber: string) {
    const pageSize = 100;
    const users = [];
    for (let offset = 0; ; offset += pageSize) {
      const page = await platform.subscribers.users(subscriberNumber, offset, pageSize);
      users.push(...page);
      if (page.length < pageSize) return users;
    }
  }

  return {
    async checkSubscriberCapacity({ subscriberNumber }) {
      let subscriber;
      try {
        subscriber = await platform.subscribers.byNumber(subscriberNumber);
      } catch (error) {
        if (error instanceof PlatformError && error.messageIncludes('datos no encontrados')) {
          throw businessFailure('SUBSCRIBER_NOT_FOUND', messages.subscriberNotFound);
        }
        throw error;
      }
      // Only a subscriber with a limit is counted, on every page (it may have more users than the
      // first page of 100, spec 1 §9). This is the early answer; the platform's assignment
      // enforces the limit atomically.
      const maxUsers = subscriber.subscriber_max_user_count;
      let activeUsers: number | null = null;
      if (maxUsers !== null && maxUsers !== undefined) {
        const users = await allUsersOf(subscriberNumber);
        activeUsers = users.filter((u) => ACTIVE_USER_STATUS_IDS.has(u.user_status_id)).length;
        if (activeUsers >= maxUsers) {
          throw businessFailure('SUBSCRIBER_AT_CAPACITY', messages.subscriberAtCapacity);
        }
      }
      return {
        subscriberId: subscriber.subscriber_id,
        subscriberNumber: subscriber.subscriber_ref_id,
        organizationId: subscriber.organization_id,
        activeUsers,
        maxUsers: maxUsers ?? null,
      };
    },

    findLoginAccountByEmail: ({ email }) => findAccount(email),

    async createIdentityAccount({ email }) {
      try {
        const created = await platform.authentication.createBaseAccount({
          username: email,
          password: temporaryPassword(),
        });
        return { externalRefId: created.cognitoUser.idCognito ?? created.cognitoUser.User.Username };
      } catch (error) {
        // A retry after a lost answer finds the account it already created.
        if (error instanceof PlatformError && error.status === 409) {
          const { user } = await platform.authentication.getUser(email);
          const sub = user.UserAttributes.find((a) => a.Name === 'sub')?.Value;
          return { externalRefId: sub ?? user.Username };
        }
        throw error;
      }
    },

    async createLoginAccount({ externalRefId, email, firstName, lastName, phone, actorEmail }) {
      return createLoginAccountOnce(platform, {
        accountExternalRefId: externalRefId,
        email,
        firstName,
        lastName,
        modificationUser: actorEmail,
        accountStatusCode: 'WAITING_VALIDATION',
        loginAccountPhone: phone ? { phoneNumber: phone, phoneNumberTypeCode: 'MOBILE' } : null,
      });
    },

    async getOrganizationLinks({ loginAccountId }) {
      const links = await platform.organizations.linksOfLoginAccount(loginAccountId);
      return links.map(toOrganizationLink);
    },

    async createOrganizationLink({ loginAccountId, organizationId, userTypeCode }) {
      try {
        const link = await platform.organizations.addUser({
          loginAccountId,
          organizationId,
          organizationUserTypeCode: userTypeCode,
          organizationCommercialUserTypeCode: 'REGISTER',
          userStatusCode: 'WAITING_VALIDATION',
        });
        return toOrganizationLink(link);
      } catch (error) {
        if (error instanceof PlatformError && error.status === 409) {
          const links = await platform.organizations.linksOfLoginAccount(loginAccountId);
          const existing = links.find((l) => l.organizationId === organizationId);
          if (existing) return toOrganizationLink(existing);
        }
        throw error;
      }
    },

    async reopenOrganizationLink({ userId }) {
      const link = await platform.organizations.updateUser({
        organizationUserId: userId,
        userStatusCode: 'WAITING_VALIDATION',
      });
      return toOrganizationLink(link);
    },

    async sendRegistrationInvite({ email, userId, firstName, lastName, organizationId, subscriberNumber }) {
      const to = { email, userId, firstName, lastName, subscriberNumber };
      return sendInviteOnce(platform, STAFF_REGISTRATION_INVITE, to, async () =>
        platform.invites.createOrgStaffRegistration(
          registrationInviteOf(to, await platform.organizations.byId(organizationId)),
        ),
      );
    },

    async assignUserToSubscriber({ subscriberId, userId, actorEmail }) {
      try {
        await platform.subscribers.assignUser({
          user_id: userId,
          subscriber_id: subscriberId,
          creation_user: actorEmail,
          creation_date: new Date().toISOString(),
        });
        return { alreadyAssigned: false };
      } catch (error) {
        // The service checks the capacity and inserts in one transaction; each of its refusals
        // is its own outcome, and one this activity does not know is never read as success.
        if (error instanceof PlatformError && error.status === 409) {
          if (error.code === 'userAlreadyAssigned') return { alreadyAssigned: true };
          if (error.code === 'subscriberAtCapacity') {
            throw businessFailure('SUBSCRIBER_AT_CAPACITY', messages.subscriberAtCapacity);
          }
        }
        throw error;
      }
    },
  };
}

export const subscriberAddUserArea = defineArea(({ platform }) => ({
  activities: createSubscriberAddUserActivities(platform),
}));
