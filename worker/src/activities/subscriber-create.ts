// Activities of 'Añadir suscriptor'. Each is safe to run more than once: writes look for
// their own earlier effect first, and "already exists" answers count as success when the
// existing row is the one this operation would have written.
import type { PlatformClient } from '@cgi/platform/client';
import { PlatformError } from '@cgi/platform/client';
import { businessFailure, messages, type SubscriberCreateActivities } from '@cgi/workflows';
import { registrationInviteOf, sendInviteOnce, SUBSCRIBER_REGISTRATION_INVITE } from './invites';
import { createLoginAccountOnce, toOrganizationLink } from './lookups';
import { defineArea } from './area';

/** Spec 1 §9: subscriber initial status id 1. */
const INITIAL_SUBSCRIBER_STATUS_ID = 1;

function isSubscriberMissing(error: unknown): boolean {
  return (
    error instanceof PlatformError && (error.messageIncludes('datos no encontrados') || error.isNotFound)
  );
}

export function createSubscriberCreateActivities(platform: PlatformClient): SubscriberCreateActivities {
  return {
    async checkNewSubscriber({ subscriberNumber, organizationId }) {
      let organization;
      try {
        organization = await platform.organizations.byId(organizationId);
      } catch (error) {
        if (error instanceof PlatformError && error.isNotFound) {
          throw businessFailure('ORGANIZATION_NOT_FOUND', messages.organizationMissing);
        }
        throw error;
      }
      let taken = true;
      try {
        await platform.subscribers.byNumber(subscriberNumber);
      } catch (error) {
        // 'datos no encontrados' means the number is free (spec 1 §8); anything else is an error.
        if (!isSubscriberMissing(error)) throw error;
        taken = false;
      }
      if (taken) throw businessFailure('SUBSCRIBER_EXISTS', messages.subscriberExists);
      return {
        organizationId: organization.organizationId,
        organizationName: organization.organizationName,
        organizationLegalName: organization.organizationLegalName,
        organizationCuit: organization.organizationCuit,
      };
    },

    async createSubscriber({ subscriberNumber, subscriberName, maxUsers, organization, actorEmail }) {
      try {
        const created = await platform.subscribers.create({
          clicod: subscriberNumber,
          subscriber_name: subscriberName,
          organization_cuit: organization.organizationCuit,
          organization_legal_name: organization.organizationLegalName,
          subscriber_status_id: INITIAL_SUBSCRIBER_STATUS_ID,
          subscriber_max_user_count: maxUsers,
          creation_user: actorEmail,
          creation_date: new Date().toISOString(),
        });
        return { subscriberId: created.subscriber_id, reused: false };
      } catch (error) {
        if (error instanceof PlatformError && error.messageIncludes('Suscriptor ya existente')) {
          // A retry after a lost answer finds the subscriber it created; anything else is taken.
          const existing = await platform.subscribers.byNumber(subscriberNumber);
          if (
            existing.organization_id === organization.organizationId &&
            existing.subscriber_name === subscriberName &&
            existing.creation_user === actorEmail
          ) {
            return { subscriberId: existing.subscriber_id, reused: true };
          }
          throw businessFailure('SUBSCRIBER_EXISTS', messages.subscriberExists);
        }
        throw error;
      }
    },

    async createActiveLoginAccount({ externalRefId, email, firstName, lastName, actorEmail }) {
      return createLoginAccountOnce(platform, {
        accountExternalRefId: externalRefId,
        email,
        firstName,
        lastName,
        modificationUser: actorEmail,
        accountStatusCode: 'ACTIVE',
        loginAccountPhone: null,
      });
    },

    async ensureSubscriberAdminLink({ loginAccountId, organizationId }) {
      const links = await platform.organizations.linksOfLoginAccount(loginAccountId);
      const existing = links.find((link) => link.organizationId === organizationId);
      if (existing && existing.status.userStatusCode !== 'DELETED') {
        return { ...toOrganizationLink(existing), outcome: 'kept' };
      }
      if (existing) {
        // A deactivated user becomes the subscriber's admin again.
        const reopened = await platform.organizations.updateUser({
          organizationUserId: existing.userId,
          userStatusCode: 'ACTIVE',
          organizationUserTypeCode: 'ORG-ADMIN',
          organizationCommercialUserTypeCode: 'SUBSCRIBER',
        });
        return { ...toOrganizationLink(reopened), outcome: 'reopened' };
      }
      try {
        const created = await platform.organizations.addUser({
          loginAccountId,
          organizationId,
          organizationUserTypeCode: 'ORG-ADMIN',
          organizationCommercialUserTypeCode: 'SUBSCRIBER',
          userStatusCode: 'ACTIVE',
        });
        return { ...toOrganizationLink(created), outcome: 'created' };
      } catch (error) {
        if (error instanceof PlatformError && error.status === 409) {
          const again = await platform.organizations.linksOfLoginAccount(loginAccountId);
          const raced = again.find((link) => link.organizationId === organizationId);
          if (raced) return { ...toOrganizationLink(raced), outcome: 'kept' };
        }
        throw error;
      }
    },

    async sendSubscriberRegistrationInvite({
      email,
      userId,
      firstName,
      lastName,
      organization,
      subscriberNumber,
    }) {
      const to = { email, userId, firstName, lastName, subscriberNumber };
      return sendInviteOnce(platform, SUBSCRIBER_REGISTRATION_INVITE, to, () =>
        platform.invites.createSubscriberRegistration(registrationInviteOf(to, organization)),
      );
    },
  };
}

export const subscriberCreateArea = defineArea(({ platform }) => ({
  activities: createSubscriberCreateActivities(platform),
}));
