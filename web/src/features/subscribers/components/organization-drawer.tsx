// 'Información de la organización' as the subscribers area shows it. The spec does not list
// its fields; these are the organization's (spec 1 §3). The last-modified date reads
// creationDate, as the spec notes the original does.
import type { SubscriberOrganization } from '../../../shared/api/types';
import { formatCuit, formatDate, orBlank } from '../../../shared/lib/format';
import { messages } from '../../../shared/messages';
import { InfoDrawer } from '../../../shared/ui/dialog';
import { FieldList } from '../../../shared/ui/field-list';
import { OrganizationStatus } from './organization-status';

const t = messages.organizationDrawer;

export function OrganizationDrawer({
  organization,
  onClose,
}: {
  organization: SubscriberOrganization | null;
  onClose: () => void;
}) {
  return (
    <InfoDrawer
      item={organization}
      onClose={onClose}
      title={t.title}
      description={(organization) => organization.organizationName}
      testId="organization-drawer"
    >
      {(organization) => (
        <FieldList
          fields={[
            { label: t.fields.name, value: orBlank(organization.organizationName) },
            { label: t.fields.legalName, value: orBlank(organization.organizationLegalName) },
            { label: t.fields.cuit, value: formatCuit(organization.organizationCuit) },
            { label: t.fields.type, value: orBlank(organization.organizationTypeName) },
            {
              label: t.fields.status,
              value: <OrganizationStatus active={organization.isActive} withLabel />,
            },
            { label: t.fields.maxAccess, value: orBlank(organization.organizationMaxAccessCount) },
            { label: t.fields.id, value: orBlank(organization.organizationId) },
            { label: t.fields.creationDate, value: formatDate(organization.creationDate) },
            { label: t.fields.creationUser, value: orBlank(organization.creationUser) },
            { label: t.fields.modificationDate, value: formatDate(organization.creationDate) },
            { label: t.fields.modificationUser, value: orBlank(organization.modificationUser) },
          ]}
        />
      )}
    </InfoDrawer>
  );
}
