// 'Organizaciones asociadas al usuario {name}' (/users/{loginAccountId}/organizations): the
// user's status in each organization (icon with tooltip), name, legal name, CUIT and user
// type, and the row menu: 'Ver detalles' (organization and user fields), 'Ver suscriptores',
// 'Ver usuarios', 'Ver instancias ME'.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { UserOrganization } from '../../../shared/api/common-area-types';
import { formatCuit, formatDate, orBlank } from '../../../shared/lib/format';
import { messages } from '../../../shared/messages';
import { cuitColumn, legalNameColumn } from '../../../shared/organization-columns';
import { Building2Icon } from 'lucide-react';
import { column, type DataColumn } from '../../../shared/ui/data-table';
import { ListPage } from '../../../shared/ui/list-page';
import { userStatusColumn } from '../../../shared/ui/status-icon';
import { TruncatedText } from '../../../shared/ui/tooltip';
import { userOrganizationsQueryOptions } from '../api/get-user-organizations';

const t = messages.userOrganizations;
const f = t.fields;

const columns: DataColumn<UserOrganization>[] = [
  userStatusColumn(t.columns.status),
  column(
    'name',
    t.columns.name,
    (row) => <TruncatedText className="font-medium text-zinc-900" text={orBlank(row.organizationName)} />,
    { className: 'max-w-[16rem]' },
  ),
  legalNameColumn(t.columns.legalName),
  cuitColumn(t.columns.cuit),
  column('userType', t.columns.userType, (row) => orBlank(row.userTypeName), {
    hideBelow: 'sm',
    className: 'whitespace-nowrap',
  }),
];

export function UserOrganizationsPage({ loginAccountId }: { loginAccountId: string }) {
  const navigate = useNavigate();
  const query = useQuery(userOrganizationsQueryOptions(loginAccountId));
  const user = query.data?.user;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : '';

  return (
    <ListPage
      title={t.title(name)}
      subtitle={user?.email}
      testId="user-organizations-table"
      rowTestId="user-organization-row"
      columns={columns}
      query={query}
      rows={query.data?.items ?? []}
      getRowId={(link) => String(link.userId)}
      empty={t.empty}
      icon={<Building2Icon size={28} />}
      rowMenu={{
        label: (link) => t.rowActions(link.organizationName),
        items: (link) => {
          const id = String(link.organizationId);
          return [
            {
              label: t.viewSubscribers,
              onSelect: () => void navigate({ to: '/organizations/$id/subscribers', params: { id } }),
            },
            {
              label: t.viewUsers,
              onSelect: () => void navigate({ to: '/organizations/$id/users', params: { id } }),
            },
            {
              label: t.viewMeInstances,
              onSelect: () =>
                void navigate({
                  to: '/ME/applicationInstances/$organizationId/instance',
                  params: { organizationId: id },
                }),
            },
          ];
        },
      }}
      detail={{
        title: t.panelTitle,
        testId: 'user-organization-panel',
        description: (org) => org.organizationName,
        fields: (org) => [
          { label: f.name, value: orBlank(org.organizationName) },
          { label: f.legalName, value: orBlank(org.organizationLegalName) },
          { label: f.cuit, value: formatCuit(org.organizationCuit) },
          { label: f.type, value: orBlank(org.organizationTypeName) },
          { label: f.maxAccess, value: orBlank(org.organizationMaxAccessCount) },
          { label: f.id, value: orBlank(org.organizationId) },
          { label: f.creationDate, value: formatDate(org.creationDate) },
          { label: f.creationUser, value: orBlank(org.creationUser) },
          // Spec 1 §3: the last modification shown reads creationDate.
          { label: f.modificationDate, value: formatDate(org.creationDate) },
          { label: f.modificationUser, value: orBlank(org.modificationUser) },
          { label: f.userType, value: orBlank(org.userTypeName) },
          { label: f.commercialType, value: orBlank(org.commercialTypeName) },
          { label: f.userStatus, value: orBlank(org.userStatusLabel) },
          { label: f.userId, value: orBlank(org.userId) },
        ],
      }}
    />
  );
}
