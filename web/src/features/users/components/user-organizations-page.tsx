// 'Organizaciones asociadas al usuario {name}' (/users/{loginAccountId}/organizations): the
// user's status in each organization (icon with tooltip), name, legal name, CUIT and user
// type, and the row menu: 'Ver detalles' (organization and user fields), 'Ver suscriptores',
// 'Ver usuarios', 'Ver instancias ME'.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { UserOrganization } from '../../../shared/api/common-area-types';
import { formatCuit, formatDate, orBlank } from '../../../shared/lib/format';
import { messages } from '../../../shared/messages';
import { Button } from '../../../shared/ui/button';
import { Drawer } from '../../../shared/ui/drawer';
import { FieldList } from '../../../shared/ui/field-list';
import { Building2Icon } from 'lucide-react';
import { DataTable, menuColumn, type DataColumn } from '../../../shared/ui/data-table';
import { PageHeader } from '../../../shared/ui/page';
import { UserStatusIcon } from '../../../shared/ui/status-icon';
import { TruncatedText } from '../../../shared/ui/tooltip';
import { userOrganizationsQueryOptions } from '../api/get-user-organizations';

const t = messages.userOrganizations;

function OrganizationPanel({ link, onClose }: { link: UserOrganization | null; onClose: () => void }) {
  const f = t.fields;
  return (
    <Drawer
      open={link !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t.panelTitle}
      description={link?.organizationName}
      testId="user-organization-panel"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {messages.app.close}
        </Button>
      }
    >
      {link ? (
        <FieldList
          fields={[
            { label: f.name, value: orBlank(link.organizationName) },
            { label: f.legalName, value: orBlank(link.organizationLegalName) },
            { label: f.cuit, value: formatCuit(link.organizationCuit) },
            { label: f.type, value: orBlank(link.organizationTypeName) },
            { label: f.maxAccess, value: orBlank(link.organizationMaxAccessCount) },
            { label: f.id, value: orBlank(link.organizationId) },
            { label: f.creationDate, value: formatDate(link.creationDate) },
            { label: f.creationUser, value: orBlank(link.creationUser) },
            // Spec 1 §3: the last modification shown reads creationDate.
            { label: f.modificationDate, value: formatDate(link.creationDate) },
            { label: f.modificationUser, value: orBlank(link.modificationUser) },
            { label: f.userType, value: orBlank(link.userTypeName) },
            { label: f.commercialType, value: orBlank(link.commercialTypeName) },
            { label: f.userStatus, value: orBlank(link.userStatusLabel) },
            { label: f.userId, value: orBlank(link.userId) },
          ]}
        />
      ) : null}
    </Drawer>
  );
}

export function UserOrganizationsPage({ loginAccountId }: { loginAccountId: string }) {
  const navigate = useNavigate();
  const query = useQuery(userOrganizationsQueryOptions(loginAccountId));
  const [detail, setDetail] = useState<UserOrganization | null>(null);
  const user = query.data?.user;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : '';

  const columns = useMemo<DataColumn<UserOrganization>[]>(
    () => [
      {
        id: 'status',
        header: t.columns.status,
        cell: ({ row }) => (
          <UserStatusIcon code={row.original.userStatusCode} label={row.original.userStatusLabel} />
        ),
        meta: { className: 'w-16' },
      },
      {
        id: 'name',
        header: t.columns.name,
        cell: ({ row }) => (
          <TruncatedText
            className="font-medium text-zinc-900"
            text={orBlank(row.original.organizationName)}
          />
        ),
        meta: { className: 'max-w-[16rem]' },
      },
      {
        id: 'legalName',
        header: t.columns.legalName,
        cell: ({ row }) => <TruncatedText text={orBlank(row.original.organizationLegalName)} />,
        meta: { hideBelow: 'md', className: 'max-w-[18rem]' },
      },
      {
        id: 'cuit',
        header: t.columns.cuit,
        cell: ({ row }) => formatCuit(row.original.organizationCuit),
        meta: { hideBelow: 'sm', className: 'whitespace-nowrap tabular-nums' },
      },
      {
        id: 'userType',
        header: t.columns.userType,
        cell: ({ row }) => orBlank(row.original.userTypeName),
        meta: { hideBelow: 'sm', className: 'whitespace-nowrap' },
      },
      menuColumn(
        (link) => t.rowActions(link.organizationName),
        (link) => {
          const id = String(link.organizationId);
          return [
            { label: t.viewDetails, onSelect: () => setDetail(link) },
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
      ),
    ],
    [navigate],
  );

  return (
    <div>
      <PageHeader title={t.title(name)} subtitle={user?.email} />
      <DataTable
        label={t.title(name)}
        testId="user-organizations-table"
        rowTestId="user-organization-row"
        columns={columns}
        data={query.data?.items ?? []}
        getRowId={(link) => String(link.userId)}
        loading={query.isPending}
        error={query.isError ? query.error.message : null}
        empty={t.empty}
        icon={<Building2Icon size={28} />}
      />
      <OrganizationPanel link={detail} onClose={() => setDetail(null)} />
    </div>
  );
}
