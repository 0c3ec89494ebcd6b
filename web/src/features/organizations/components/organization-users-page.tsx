// 'Usuarios asociados a una organización' (/organizations/{id}/users): status, first name,
// last name, e-mail, user type and the row menu: 'Ver detalles' and, for ACTIVE ORG-STAFF or
// ORG-ADMIN users only, 'Configurar usuario' (Mi Estudio) behind '¿Desea configurar Mi Estudio
// al usuario?'.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrganizationUserView } from '../../../shared/api/common-area-types';
import { formatCuit, formatDate, orBlank } from '../../../shared/lib/format';
import { useIsPhone } from '../../../shared/lib/use-media-query';
import { messages } from '../../../shared/messages';
import { relatedKeyOf, useOperations } from '../../../shared/operations';
import { Button } from '../../../shared/ui/button';
import { Drawer } from '../../../shared/ui/drawer';
import { FieldList } from '../../../shared/ui/field-list';
import { UsersIcon } from 'lucide-react';

import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { Pagination } from '../../../shared/ui/pagination';
import { Skeleton } from '../../../shared/ui/spinner';
import { SkeletonRows, Table, TBody, TD, TH, THead, TR, RowMenuCell } from '../../../shared/ui/table';
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
  const items = query.data?.items ?? [];

  const subtitle = query.isPending ? (
    <Skeleton className="mt-1 h-3.5 w-56" />
  ) : organization ? (
    t.subtitle(organization.organizationName, formatCuit(organization.organizationCuit))
  ) : undefined;

  return (
    <div>
      <PageHeader title={t.title} subtitle={subtitle} />
      {query.isError ? (
        <EmptyState title={query.error.message} icon={<UsersIcon size={28} />} />
      ) : !query.isPending && items.length === 0 ? (
        <EmptyState title={t.empty} icon={<UsersIcon size={28} />} />
      ) : (
        <>
          <Table
            aria-label={t.title}
            aria-busy={query.isFetching || undefined}
            data-testid="organization-users-table"
          >
            <THead>
              <tr>
                {phone ? null : <TH>{t.columns.status}</TH>}
                <TH>{t.columns.firstName}</TH>
                {phone ? null : <TH>{t.columns.lastName}</TH>}
                <TH hideBelow="md">{t.columns.email}</TH>
                <TH hideBelow="md">{t.columns.userType}</TH>
                <TH className="w-12">
                  <span className="sr-only">{t.columns.actions}</span>
                </TH>
              </tr>
            </THead>
            <TBody>
              {query.isPending ? (
                <SkeletonRows
                  rows={6}
                  columns={
                    phone ? [undefined, 'narrow'] : [undefined, undefined, undefined, 'md', 'md', 'narrow']
                  }
                />
              ) : (
                items.map((user) => (
                  <TR key={user.userId} data-testid="organization-user-row">
                    {phone ? (
                      // Under 600 px name, e-mail and status share one cell, so the row menu stays in view.
                      <TD className="max-w-[16rem] py-2">
                        <p className="truncate font-medium text-zinc-900">
                          {[user.firstName, user.lastName].filter(Boolean).join(' ') || messages.app.blank}
                        </p>
                        <p className="truncate text-xs text-zinc-500">{user.email}</p>
                        <p className="mt-1">
                          <UserStatusBadge code={user.userStatusCode} label={user.userStatusLabel} />
                        </p>
                      </TD>
                    ) : (
                      <TD>
                        <UserStatusBadge code={user.userStatusCode} label={user.userStatusLabel} />
                      </TD>
                    )}
                    {phone ? null : (
                      <>
                        <TD className="font-medium text-zinc-900">{orBlank(user.firstName)}</TD>
                        <TD>{orBlank(user.lastName)}</TD>
                      </>
                    )}
                    <TD hideBelow="md" className="max-w-[16rem] truncate" title={user.email}>
                      {user.email}
                    </TD>
                    <TD hideBelow="md" className="whitespace-nowrap">
                      {orBlank(user.userTypeName)}
                    </TD>
                    <RowMenuCell
                      label={t.rowActions(user.email)}
                      items={[
                        { label: t.viewDetails, onSelect: () => setDetail(user) },
                        ...(canConfigureMe(user)
                          ? [{ label: t.configure, onSelect: () => setConfigure(user) }]
                          : []),
                      ]}
                    />
                  </TR>
                ))
              )}
            </TBody>
          </Table>
          {query.data ? (
            <Pagination
              offset={offset}
              limit={ORGANIZATION_USERS_PAGE_SIZE}
              count={items.length}
              hasMore={query.data.hasMore}
              onChange={setOffset}
            />
          ) : null}
        </>
      )}
      <OrganizationUserDrawer user={detail} onClose={() => setDetail(null)} />
      <ConfigureMeUserModal user={configure} onClose={() => setConfigure(null)} />
    </div>
  );
}
