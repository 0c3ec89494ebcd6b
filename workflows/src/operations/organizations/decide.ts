// Rules of the organization operations that need no service call. Pure, so they are
// unit-tested alone.
import type { OrganizationEditInput } from './contracts';
import type { MeUserCandidate, OrganizationSnapshot } from './activities';

/** Spec 1 §5: the CUIT is sent only if it changed; everything else is sent as edited. */
export function planOrganizationUpdate(
  current: Pick<OrganizationSnapshot, 'organizationCuit'>,
  input: OrganizationEditInput,
): Omit<OrganizationEditInput, 'organizationCuit'> & { organizationCuit?: string } {
  const { organizationCuit, ...rest } = input;
  return organizationCuit !== undefined && organizationCuit !== current.organizationCuit
    ? { ...rest, organizationCuit }
    : rest;
}

/** Spec 1 §6: only ACTIVE users of type ORG-STAFF or ORG-ADMIN can be configured for ME. */
export function isMeConfigurable(user: Pick<MeUserCandidate, 'userStatusCode' | 'userTypeCode'>): boolean {
  return (
    user.userStatusCode === 'ACTIVE' &&
    (user.userTypeCode === 'ORG-STAFF' || user.userTypeCode === 'ORG-ADMIN')
  );
}
