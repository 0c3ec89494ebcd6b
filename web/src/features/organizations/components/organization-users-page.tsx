// 'Usuarios asociados a una organización' (/organizations/{id}/users): status, first name,
// last name, e-mail, user type and the row menu: 'Ver detalles' and, for ACTIVE ORG-STAFF or
// ORG-ADMIN users only, 'Configurar usuario' (Mi Estudio) behind '¿Desea configurar Mi Estudio
// al usuario?'.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { OrganizationUserView } from '../../../shared/api/common-area-types';
import { formatCuit, formatDate, orBlank } from '../../../shared/lib/format';
import { useIsPhone } from '../../../shared/lib/use-media-query';
import { messages } from '../../../shared/messages';
import { relatedKeyOf, useOperations } from '../../../shared/operations';
import { Button } from '../../../shared/ui/button';
import { Drawer } from '../../../shared/ui/drawer';
import { FieldList } from '../../../shared/ui/field-list';
import { UsersIcon } from 'lucide-react';
import { DataTable, menuColumn, type DataColumn } from '../../../shared/ui/data-table';
import { PageHeader } from '../../../shared/ui/page';
import { TruncatedText } from '../../../shared/ui/tooltip';
import { ORGANIZATION_USERS_PAGE_SIZE, organizationUsersQueryOptions } from '../api/get-organization-users';
import { ConfigureMeUserModal } from './configure-me-user-modal';
import { UserStatusBadge } from './status';

const t = messages.organizationUsers;

/** Spec 1 §6: only ACTIVE users of type ORG-STAFF or ORG-ADMIN can be configured for ME. */
export function canConfigureMe(user: Pick<OrganizationUserView, 'userStatusCode' | 'userTypeCode'>): boolean {
  return (
    user.userStatusCode === 'ACTIVE' &&
    (user.userTypeCode === 'ORG-STAFF' || user.userTypeCode === 'ORG-ADMIN')
  );
}

function OrganizationUserDrawer({
  user,
  onClose,
}: {
  user: OrganizationUserView | null;
  onClose: () => void;
}) {
  const { HistoryLink } = useOperations();
  const f = t.fields;
  return (
    <Drawer
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t.drawerTitle}
      description={user?.email}
      testId="organization-user-drawer"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {messages.app.close}
        </Button>
      }
    >
      {user ? (
        <div className="flex flex-col gap-4">
          <FieldList
            fields={[
              { label: f.firstName, value: orBlank(user.firstName) },
              { label: f.lastName, value: orBlank(user.lastName) },
              { label: f.email, value: orBlank(user.email) },
              {
                label: f.status,
                value: <UserStatusBadge code={user.userStatusCode} label={user.userStatusLabel} />,
              },
              { label: f.userType, value: orBlank(user.userTypeName) },
              { label: f.commercialType, value: orBlank(user.commercialTypeName) },
              { label: f.legacyUser, value: orBlank(user.legacyUserRefId) },
              { label: f.startDate, value: formatDate(user.startDate) },
              { label: f.userId, value: orBlank(user.userId) },
              { label: f.loginAccountId, value: orBlank(user.loginAccountId) },
            ]}
          />
          <HistoryLink related={relatedKeyOf('user', user.userId)} />
        </div>
      ) : null}
    </Drawer>
  );
}

export function OrganizationUsersPage({ organizationId }: { organizationId: string }) {
  const [offset, setOffset] = useState(0);
  const query = useQuery(organizationUsersQueryOptions(organizationId, offset));
  const [detail, setDetail] = useState<OrganizationUserView | null>(null);
  const [configure, setConfigure] = useState<OrganizationUserView | null>(null);
  const phone = useIsPhone();
  const organization = query.data?.organization;

  const columns = useMemo<DataColumn<OrganizationUserView>[]>(
    () => [
      {
        id: 'status',
        header: t.columns.status,
        cell: ({ row }) => (
          <UserStatusBadge code={row.original.userStatusCode} label={row.original.userStatusLabel} />
        ),
        meta: { hideBelow: 'sm' },
      },
      {
        id: 'firstName',
        header: t.columns.firstName,
        cell: ({ row: { original: user } }) =>
          phone ? (
            // Under 600 px name, e-mail and status share one cell, so the row menu stays in view.
            <>
              <TruncatedText
                className="font-medium text-zinc-900"
                text={[user.firstName, user.lastName].filter(Boolean).join(' ') || messages.app.blank}
              />
              <TruncatedText className="text-xs text-zinc-600" text={user.email} />
              <span className="mt-1 block">
                <UserStatusBadge code={user.userStatusCode} label={user.userStatusLabel} />
              </span>
            </>
          ) : (
            <span className="font-medium text-zinc-900">{orBlank(user.firstName)}</span>
          ),
        meta: { className: 'max-w-[16rem] py-2' },
      },
      {
        id: 'lastName',
        header: t.columns.lastName,
        cell: ({ row }) => orBlank(row.original.lastName),
        meta: { hideBelow: 'sm' },
      },
      {
        id: 'email',
        header: t.columns.email,
        cell: ({ row }) => <TruncatedText text={row.original.email} />,
        meta: { hideBelow: 'md', className: 'max-w-[16rem]' },
      },
      {
        id: 'userType',
        header: t.columns.userType,
        cell: ({ row }) => orBlank(row.original.userTypeName),
        meta: { hideBelow: 'md', className: 'whitespace-nowrap' },
      },
      menuColumn(
        (user) => t.rowActions(user.email),
        (user) => [
          { label: t.viewDetails, onSelect: () => setDetail(user) },
          ...(canConfigureMe(user) ? [{ label: t.configure, onSelect: () => setConfigure(user) }] : []),
        ],
      ),
    ],
    [phone],
  );

  return (
    <div>
      <PageHeader
        title={t.title}
        subtitle={
          organization
            ? t.subtitle(organization.organizationName, formatCuit(organization.organizationCuit))
            : undefined
        }
      />
      <DataTable
        label={t.title}
        testId="organization-users-table"
        rowTestId="organization-user-row"
        columns={columns}
        data={query.data?.items ?? []}
        getRowId={(user) => String(user.userId)}
        loading={query.isPending}
        fetching={query.isFetching}
        error={query.isError ? query.error.message : null}
        empty={t.empty}
        icon={<UsersIcon size={28} />}
        paging={
          query.data
            ? {
                offset,
                limit: ORGANIZATION_USERS_PAGE_SIZE,
                count: query.data.items.length,
                hasMore: query.data.hasMore,
                onChange: setOffset,
              }
            : undefined
        }
      />
      <OrganizationUserDrawer user={detail} onClose={() => setDetail(null)} />
      <ConfigureMeUserModal user={configure} onClose={() => setConfigure(null)} />
    </div>
  );
}
