// Form rules of 'Editar una organización' (spec 1 §5): name and legal name required (at most
// 100 characters), CUIT empty or 11 digits and sent only if changed, max users a number above 0.
// The fields use the operation's own schema, so the browser and the api refuse the same input.
import { organizationEditInput, type OrganizationEditInput } from '@cgi/workflows/inputs';
import { z } from 'zod';
import type { OrganizationView } from '../../shared/api/common-area-types';

const fields = organizationEditInput.shape;

export const editOrganizationForm = z.object({
  organizationName: fields.organizationName,
  organizationLegalName: fields.organizationLegalName,
  organizationCuit: fields.organizationCuit,
  organizationMaxAccessCount: fields.organizationMaxAccessCount,
});

export type EditOrganizationValues = {
  organizationName: string;
  organizationLegalName: string;
  organizationCuit: string;
  organizationMaxAccessCount: string;
};

export function initialOrganizationValues(organization: OrganizationView): EditOrganizationValues {
  return {
    organizationName: organization.organizationName,
    organizationLegalName: organization.organizationLegalName,
    organizationCuit: organization.organizationCuit,
    organizationMaxAccessCount:
      organization.organizationMaxAccessCount === null ? '' : String(organization.organizationMaxAccessCount),
  };
}

/** The operation's input: the type is sent as it is (shown disabled); the CUIT only if it changed. */
export function editOrganizationInput(
  organization: OrganizationView,
  values: z.output<typeof editOrganizationForm>,
): OrganizationEditInput {
  const { organizationCuit, ...rest } = values;
  return {
    organizationId: organization.organizationId,
    organizationTypeId: organization.organizationTypeId,
    ...rest,
    ...(organizationCuit !== undefined && organizationCuit !== organization.organizationCuit.trim()
      ? { organizationCuit }
      : {}),
  };
}
