// Activities of the operations on one user of a subscriber: deactivate, cancel and resend the
// invitation, edit. Each is safe to run more than once: status and name updates set a value,
// and the invitation ones look for their own earlier effect first.
import type { PlatformClient } from '@cgi/platform/client';
import { PlatformError } from '@cgi/platform/client';
import {
  businessFailure,
  messages,
  pickInvite,
  type ActiveInvite,
  type SubscriberUserActivities,
} from '@cgi/workflows';
import { activeInvitesOf, sendInviteOnce, STAFF_REGISTRATION_INVITE } from './invites';
import { defineArea } from './area';

function isOrganizationUserNotFound(error: unknown): boolean {
  return error instanceof PlatformError && error.body.codeMessageLanguage === 'organizationUserNotFound';
}

/** Spec 1 §8: 'El usuario no existe' when the code is organizationUserNotFound. */
async function orUserNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isOrganizationUserNotFound(error)) throw businessFailure('USER_NOT_FOUND', messages.userNotFound);
    throw error;
  }
}

export function createSubscriberUserActivities(platform: PlatformClient): SubscriberUserActivities {
  async function activeStaffInvites(email: string): Promise<ActiveInvite[]> {
    return (await activeInvitesOf(platform, email, STAFF_REGISTRATION_INVITE)).map((invite) => ({
      inviteId: invite.inviteId,
      email: invite.destinationEmail,
      inviteData: {
        subscriberRefId: invite.inviteData.subscriberRefId,
        userId: invite.inviteData.userId,
        firstName: invite.inviteData.firstName,
        lastName: invite.inviteData.lastName,
        organizationName: invite.inviteData.organizationName,
        organizationCuit: invite.inviteData.organizationCuit,
      },
    }));
  }

  return {
    async getSubscriberUserTarget({ subscriberNumber, userId }) {
      let subscriber;
      try {
        subscriber = await platform.subscribers.byNumber(subscriberNumber);
      } catch (error) {
        if (error instanceof PlatformError && error.messageIncludes('datos no encontrados')) {
          throw businessFailure('SUBSCRIBER_NOT_FOUND', messages.subscriberNotFound);
        }
        throw error;
      }
      const user = await orUserNotFound(platform.organizations.userData(userId));
      return {
        subscriberId: subscriber.subscriber_id,
        subscriberNumber: subscriber.subscriber_ref_id,
        userId: user.userId,
        loginAccountId: user.loginAccountId,
        organizationId: user.organizationId,
        email: user.account.email,
        userStatusCode: user.status.userStatusCode,
      };
    },

    async setOrganizationUserStatus({ userId, userStatusCode }) {
      const user = await orUserNotFound(platform.organizations.userData(userId));
      if (user.status.userStatusCode === userStatusCode) return { changed: false };
      await orUserNotFound(platform.organizations.updateUser({ organizationUserId: userId, userStatusCode }));
      return { changed: true };
    },

    async unassignUserFromSubscriber({ subscriberId, userId, missingIsDone }) {
      try {
        await platform.subscribers.unassignUser({ subscriber_id: subscriberId, user_id: userId });
        return { wasAssigned: true };
      } catch (error) {
        if (error instanceof PlatformError && error.messageIncludes('No existe la asociacion')) {
          if (missingIsDone) return { wasAssigned: false };
          throw businessFailure('ASSOCIATION_NOT_FOUND', messages.associationNotFound);
        }
        throw error;
      }
    },

    async findActiveInvite({ email, subscriberNumber, userId, notFoundMessage }) {
      const invite = pickInvite(await activeStaffInvites(email), subscriberNumber, userId);
      if (!invite) throw businessFailure('INVITE_NOT_FOUND', notFoundMessage);
      return invite;
    },

    async cancelInvite({ inviteId }) {
      await platform.invites.update({ inviteId, inviteStatusCode: 'CANCELLED' });
    },

    async recreateInvite({ previous }) {
      // The earlier invite is cancelled by now, so an active one for the same user and
      // subscriber is the one an earlier attempt of this step sent.
      const to = {
        email: previous.email,
        subscriberNumber: previous.inviteData.subscriberRefId,
        userId: previous.inviteData.userId,
        except: previous.inviteId,
      };
      return sendInviteOnce(platform, STAFF_REGISTRATION_INVITE, to, () =>
        platform.invites.createOrgStaffRegistration({
          inviteDate: new Date().toISOString(),
          accountEmail: previous.email,
          ...previous.inviteData,
        }),
      );
    },

    async updateLoginAccountNames({ userId, firstName, lastName }) {
      const user = await orUserNotFound(platform.organizations.userData(userId));
      await platform.loginAccounts.update({
        loginAccountId: user.loginAccountId,
        ...(firstName !== undefined ? { firstName } : {}),
        ...(lastName !== undefined ? { lastName } : {}),
      });
    },

    async updateOrganizationUser({ userId, userTypeCode, commercialTypeCode, userStatusCode }) {
      await orUserNotFound(
        platform.organizations.updateUser({
          organizationUserId: userId,
          ...(userTypeCode !== undefined ? { organizationUserTypeCode: userTypeCode } : {}),
          ...(commercialTypeCode !== undefined
            ? { organizationCommercialUserTypeCode: commercialTypeCode }
            : {}),
          ...(userStatusCode !== undefined ? { userStatusCode } : {}),
        }),
      );
    },
  };
}

export const subscriberUsersArea = defineArea(({ platform }) => ({
  activities: createSubscriberUserActivities(platform),
}));
