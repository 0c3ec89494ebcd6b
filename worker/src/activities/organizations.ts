// Activities of the organization operations: edit ('Editar una organización') and the
// configuration of a user for Mi Estudio. Each is safe to run more than once: the update sets
// values, and enableAdminUserMERegistration keeps whatever the user already has.
import type { Organization, PlatformClient } from '@cgi/platform/client';
import { PlatformError } from '@cgi/platform/client';
import {
  businessFailure,
  messages,
  type OrganizationActivities,
  type OrganizationSnapshot,
} from '@cgi/workflows';
import { defineArea } from './area';

/** Service names of spec 1 §8's 'Ocurrió un error en un servicio de: {service}'. */
export const SERVICE_NAMES = {
  organizations: 'OrganizationApi',
  meRegistration: 'MERegistrationApi',
  suborganizations: 'SuborganizationApi',
  storage: 'StorageApi',
} as const;

function snapshotOf(organization: Organization): OrganizationSnapshot {
  return {
    organizationId: organization.organizationId,
    organizationName: organization.organizationName,
    organizationLegalName: organization.organizationLegalName,
    organizationCuit: organization.organizationCuit,
    organizationTypeId: organization.organizationTypeId,
    organizationMaxAccessCount: organization.organizationMaxAccessCount,
  };
}

/** 4xx answers other than the ones a step names are not worth retrying: the generic text. */
function refuseClientError(error: unknown, message: string): never {
  if (error instanceof PlatformError && !error.isTransient) {
    throw businessFailure(error.body.codeMessageLanguage ?? 'REJECTED', message);
  }
  throw error;
}

export function createOrganizationActivities(platform: PlatformClient): OrganizationActivities {
  return {
    async getOrganization({ organizationId }) {
      try {
        return snapshotOf(await platform.organizations.byId(organizationId));
      } catch (error) {
        if (error instanceof PlatformError && error.isNotFound) {
          throw businessFailure(
            'ORGANIZATION_NOT_FOUND',
            messages.serviceNotFound(SERVICE_NAMES.organizations),
          );
        }
        throw error;
      }
    },

    async updateOrganization({ actorEmail, ...changes }) {
      try {
        return snapshotOf(await platform.organizations.update({ ...changes, modificationUser: actorEmail }));
      } catch (error) {
        if (error instanceof PlatformError && !error.isTransient) {
          // Spec 1 §8: an error that mentions the CUIT is the CUIT of another organization.
          if (error.messageIncludes('CUIT')) throw businessFailure('CUIT_IN_USE', messages.cuitInUse);
          if (error.isNotFound) {
            throw businessFailure(
              'ORGANIZATION_NOT_FOUND',
              messages.serviceNotFound(SERVICE_NAMES.organizations),
            );
          }
        }
        return refuseClientError(error, messages.genericErrorRetry);
      }
    },

    async getMeUserCandidate({ userId }) {
      try {
        const user = await platform.organizations.userData(userId);
        return {
          userId: user.userId,
          organizationId: user.organizationId,
          email: user.account.email,
          userTypeCode: user.type.organizationUserTypeCode,
          userStatusCode: user.status.userStatusCode,
        };
      } catch (error) {
        if (error instanceof PlatformError && error.isNotFound) {
          throw businessFailure('USER_NOT_FOUND', messages.userNotFound);
        }
        throw error;
      }
    },

    async enableMeUser({ userId, actorEmail }) {
      try {
        const done = await platform.meRegistration.enableUser({ userId, creationUser: actorEmail });
        return {
          applicationInstanceId: done.applicationInstanceId,
          suborganizationId: done.suborganizationId,
          appRoleCode: done.appRoleCode,
          userSystemFolderCreated: done.userSystemFolderCreated,
        };
      } catch (error) {
        if (error instanceof PlatformError && !error.isTransient) {
          if (error.body.codeMessageLanguage === 'userNotConfigurable') {
            throw businessFailure('USER_NOT_CONFIGURABLE', messages.meUserNotConfigurable);
          }
          if (error.body.codeMessageLanguage === 'organizationUserNotFound') {
            throw businessFailure('USER_NOT_FOUND', messages.userNotFound);
          }
          // Spec 1 §8: a 404 of the ME registration service (the organization has no ME instance).
          if (error.isNotFound) {
            throw businessFailure('ME_NOT_ENABLED', messages.serviceNotFound(SERVICE_NAMES.meRegistration));
          }
        }
        return refuseClientError(error, messages.genericErrorRetry);
      }
    },
  };
}

export const organizationsArea = defineArea(({ platform }) => ({
  activities: createOrganizationActivities(platform),
}));
