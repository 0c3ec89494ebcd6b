// Platform payloads reshaped for the organizations screens, and the name search's merge.
// Pure, so the rules are unit-tested without a platform.
import type { Organization, OrganizationUser, Suborganization } from '@cgi/platform/client';
import { userStatusLabel } from '../subscribers/labels';

export function organizationViewOf(organization: Organization) {
  return {
    organizationId: organization.organizationId,
    organizationName: organization.organizationName,
    organizationLegalName: organization.organizationLegalName,
    organizationCuit: organization.organizationCuit,
    organizationTypeId: organization.organizationTypeId,
    organizationTypeCode: organization.organizationType.organizationTypeCode,
    organizationTypeName: organization.organizationType.organizationTypeName,
    organizationMaxAccessCount: organization.organizationMaxAccessCount ?? null,
    isActive: organization.isActive,
    creationDate: organization.creationDate,
    creationUser: organization.creationUser,
    modificationUser: organization.modificationUser ?? null,
  };
}

export type OrganizationView = ReturnType<typeof organizationViewOf>;

export function organizationHeaderOf(organization: Organization) {
  return {
    organizationId: organization.organizationId,
    organizationName: organization.organizationName,
    organizationLegalName: organization.organizationLegalName,
    organizationCuit: organization.organizationCuit,
  };
}

/**
 * Spec 1 §5: the name search runs as name and as legal name; the results are merged and
 * de-duplicated by organizationId (in id order, as the service lists them).
 */
export function mergeOrganizations(...lists: readonly (readonly Organization[])[]): Organization[] {
  const byId = new Map<number, Organization>();
  for (const list of lists)
    for (const organization of list) byId.set(organization.organizationId, organization);
  return [...byId.values()].sort((a, b) => a.organizationId - b.organizationId);
}

/** The types present in a result set, with how many of each (for the type filter menu). */
export function typesOf(
  organizations: readonly Organization[],
): { code: string; name: string; count: number }[] {
  const counts = new Map<string, { code: string; name: string; count: number }>();
  for (const { organizationType } of organizations) {
    const entry = counts.get(organizationType.organizationTypeCode) ?? {
      code: organizationType.organizationTypeCode,
      name: organizationType.organizationTypeName,
      count: 0,
    };
    entry.count += 1;
    counts.set(entry.code, entry);
  }
  return [...counts.values()].sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

export function organizationUserViewOf(user: OrganizationUser) {
  return {
    userId: user.userId,
    loginAccountId: user.loginAccountId,
    organizationId: user.organizationId,
    firstName: user.account.firstName,
    lastName: user.account.lastName,
    email: user.account.email,
    userTypeCode: user.type.organizationUserTypeCode,
    userTypeName: user.type.organizationUserTypeName,
    commercialTypeCode: user.commercialType?.organizationCommercialUserTypeCode ?? null,
    commercialTypeName: user.commercialType?.organizationCommercialUserTypeName ?? null,
    userStatusCode: user.status.userStatusCode,
    userStatusLabel: userStatusLabel(user.status.userStatusCode),
    legacyUserRefId: user.legacyUserRefId ?? null,
    startDate: user.startDate,
  };
}

export function studyViewOf(study: Suborganization) {
  return {
    suborganizationId: study.suborganizationId,
    suborganizationName: study.suborganizationName,
    suborganizationLegalName: study.suborganizationLegalName,
    suborganizationCuit: study.suborganizationCuit ?? study.cuit ?? null,
    suborganizationTypeCode: study.suborganizationTypeCode,
    suborganizationTypeName: study.suborganizationTypeName,
    avatar: study.suborganizationAvatar,
    organizationId: study.organizationId,
    isActive: study.isActive,
    creationDate: study.creationDate,
    creationUser: study.creationUser,
  };
}
