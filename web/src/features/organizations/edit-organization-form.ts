// Form rules of 'Editar una organización' (spec 1 §5): name, legal name and type required,
// CUIT empty or 11 digits and sent only if changed, max users a number above 0. Checked with
// the operation's own schema, so the browser and the api refuse the same input.
import { organizationEditInput, type OrganizationEditInput } from '@cgi/workflows/inputs';
import type { OrganizationView } from '../../shared/api/common-area-types';

export type EditOrganizationValues = {
  organizationName: string;
  organizationLegalName: string;
  organizationCuit: string;
  organizationTypeId: string;
  organizationMaxAccessCount: string;
};

export type EditOrganizationField = keyof EditOrganizationValues;
export type EditOrganizationErrors = Partial<Record<EditOrganizationField | '_', string>>;

export function initialOrganizationValues(organization: OrganizationView): EditOrganizationValues {
  return {
    organizationName: organization.organizationName,
    organizationLegalName: organization.organizationLegalName,
    organizationCuit: organization.organizationCuit,
    organizationTypeId: String(organization.organizationTypeId),
    organizationMaxAccessCount:
      organization.organizationMaxAccessCount === null ? '' : String(organization.organizationMaxAccessCount),
  };
}

export function isOrganizationDirty(
  initial: EditOrganizationValues,
  values: EditOrganizationValues,
): boolean {
  return (Object.keys(values) as EditOrganizationField[]).some(
    (field) => values[field].trim() !== initial[field].trim(),
  );
}

export type EditOrganizationValidation =
  { ok: true; input: OrganizationEditInput } | { ok: false; errors: EditOrganizationErrors };

export function validateEditOrganization(
  organizationId: number,
  initial: EditOrganizationValues,
  values: EditOrganizationValues,
): EditOrganizationValidation {
  const cuit = values.organizationCuit.trim();
  const parsed = organizationEditInput.safeParse({
    organizationId,
    organizationName: values.organizationName,
    organizationLegalName: values.organizationLegalName,
    organizationTypeId: values.organizationTypeId ? Number(values.organizationTypeId) : undefined,
    organizationMaxAccessCount: values.organizationMaxAccessCount,
    // Sent only if it changed; empty leaves it as it is.
    ...(cuit !== initial.organizationCuit.trim() ? { organizationCuit: cuit } : {}),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: EditOrganizationErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '_') as EditOrganizationField | '_';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
