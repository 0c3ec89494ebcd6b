// 'Información de la organización'. The spec does not list its fields; these are the
// organization's (spec 1 §3). The last-modified date reads creationDate, as the spec notes the
// original does.
import type { OrganizationView } from '../../../shared/api/common-area-types';
import { formatCuit, formatDate, orBlank } from '../../../shared/lib/format';
import { messages } from '../../../shared/messages';
import { relatedKeyOf, useOperations } from '../../../shared/operations';
import { InfoDrawer } from '../../../shared/ui/dialog';
import { FieldList } from '../../../shared/ui/field-list';
import { OrganizationStatusBadge } from './status';

const t = messages.organizationDrawer;

export function organizationFields(organization: OrganizationView) {
  return [
    { label: t.fields.name, value: orBlank(organization.organizationName) },
    { label: t.fields.legalName, value: orBlank(organization.organizationLegalName) },
    { label: t.fields.cuit, value: formatCuit(organization.organizationCuit) },
    { label: t.fields.type, value: orBlank(organization.organizationTypeName) },
    { label: t.fields.status, value: <OrganizationStatusBadge active={organization.isActive} /> },
    { label: t.fields.maxAccess, value: orBlank(organization.organizationMaxAccessCount) },
    { label: t.fields.id, value: orBlank(organization.organizationId) },
    { label: t.fields.creationDate, value: formatDate(organization.creationDate) },
    { label: t.fields.creationUser, value: orBlank(organization.creationUser) },
    { label: t.fields.modificationDate, value: formatDate(organization.creationDate) },
    { label: t.fields.modificationUser, value: orBlank(organization.modificationUser) },
  ];
}

export function OrganizationInfoDrawer({
  organization,
  onClose,
}: {
  organization: OrganizationView | null;
  onClose: () => void;
}) {
  const { HistoryLink } = useOperations();
  return (
    <InfoDrawer
      item={organization}
      onClose={onClose}
      title={t.title}
      description={(organization) => organization.organizationName}
      testId="organization-info-drawer"
    >
      {(organization) => (
        <div className="flex flex-col gap-4">
          <FieldList fields={organizationFields(organization)} />
          <HistoryLink related={relatedKeyOf('organization', organization.organizationId)} />
        </div>
      )}
    </InfoDrawer>
  );
}
