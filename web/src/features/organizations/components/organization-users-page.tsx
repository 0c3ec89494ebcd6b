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
import { organizationTexts } from '../messages';
import { relatedKeyOf, useOperations } from '../../../shared/operations';
import { UsersIcon } from 'lucide-react';
import { column, type DataColumn } from '../../../shared/ui/data-table';
import { ListPage } from '../../../shared/ui/list-page';
import { TruncatedText } from '../../../shared/ui/tooltip';
import { ORGANIZATION_USERS_PAGE_SIZE, organizationUsersQueryOptions } from '../api/get-organization-users';
import { ConfigureMeUserModal } from './configure-me-user-modal';
import { UserStatusBadge } from './status';

const t = organizationTexts.organizationUsers;

/** Spec 1 §6: only ACTIVE users of type ORG-STAFF or ORG-ADMIN can be configured for ME. */
export function canConfigureMe(user: Pick<OrganizationUserView, 'userStatusCode' | 'userTypeCode'>): boolean {
  return (
    user.userStatusCode === 'ACTIVE' &&
    (user.userTypeCode === 'ORG-STAFF' || user.userTypeCode === 'ORG-ADMIN')
  );
}

export function OrganizationUsersPage({ organizationId }: { organizationId: string }) {
  const [offset, setOffset] = useState(0);
  const query = useQuery(organizationUsersQueryOptions(organizationId, offset));
  const { HistoryLink } = useOperations();
  const [configure, setConfigure] = useState<OrganizationUserView | null>(null);
  const phone = useIsPhone();
  const organization = query.data?.organization;

  const columns = useMemo<DataColumn<OrganizationUserView>[]>(
    () => [
      column(
        'status',
        t.columns.status,
        (row) => <UserStatusBadge code={row.userStatusCode} label={row.userStatusLabel} />,
        { hideBelow: 'sm' },
      ),
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
      column('lastName', t.columns.lastName, (row) => orBlank(row.lastName), { hideBelow: 'sm' }),
      column('email', t.columns.email, (row) => <TruncatedText text={row.email} />, {
        hideBelow: 'md',
        className: 'max-w-[16rem]',
      }),
      column('userType', t.columns.userType, (row) => orBlank(row.userTypeName), {
        hideBelow: 'md',
        className: 'whitespace-nowrap',
      }),
    ],
    [phone],
  );

  const f = t.fields;
  return (
    <ListPage
      title={t.title}
      subtitle={
        organization
          ? t.subtitle(organization.organizationName, formatCuit(organization.organizationCuit))
          : undefined
      }
      testId="organization-users-table"
      rowTestId="organization-user-row"
      columns={columns}
      query={query}
      rows={query.data?.items ?? []}
      getRowId={(user) => String(user.userId)}
      empty={t.empty}
      icon={<UsersIcon size={28} />}
      paging={
        query.data
          ? {
              offset,
              limit: ORGANIZATION_USERS_PAGE_SIZE,
              count: query.data.items.length,
              total: query.data.total,
              ...(query.data.totalAtLeast === null ? {} : { totalAtLeast: query.data.totalAtLeast }),
              hasMore: query.data.hasMore,
              onChange: setOffset,
            }
          : undefined
      }
      rowMenu={{
        label: (user) => t.rowActions(user.email),
        items: (user) =>
          canConfigureMe(user) ? [{ label: t.configure, onSelect: () => setConfigure(user) }] : [],
      }}
      detail={{
        title: t.drawerTitle,
        description: (user) => user.email,
        testId: 'organization-user-drawer',
        fields: (user) => [
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
        ],
        footnote: (user) => <HistoryLink related={relatedKeyOf('user', user.userId)} />,
      }}
    >
      <ConfigureMeUserModal user={configure} onClose={() => setConfigure(null)} />
    </ListPage>
  );
}
