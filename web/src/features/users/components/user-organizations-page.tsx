// 'Organizaciones asociadas al usuario {name}' (/users/{loginAccountId}/organizations): the
// user's status in each organization (icon with tooltip), name, legal name, CUIT and user
// type, and the row menu: 'Ver detalles' (organization and user fields), 'Ver suscriptores',
// 'Ver usuarios', 'Ver instancias ME'.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { UserOrganization } from '../../../shared/api/common-area-types';
import { formatCuit, formatDate, orBlank } from '../../../shared/lib/format';
import { messages } from '../../../shared/messages';
import { Button } from '../../../shared/ui/button';
import { Drawer } from '../../../shared/ui/drawer';
import { FieldList } from '../../../shared/ui/field-list';
import { Building2Icon } from 'lucide-react';

import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { Skeleton } from '../../../shared/ui/spinner';
import { UserStatusIcon } from '../../../shared/ui/status-icon';
import { SkeletonRows, Table, TBody, TD, TH, THead, TR, RowMenuCell } from '../../../shared/ui/table';
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
  const items = query.data?.items ?? [];
  const user = query.data?.user;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : '';
  const go = (to: string, link: UserOrganization) =>
    void navigate({ to, params: { id: String(link.organizationId) } });

  return (
    <div>
      <PageHeader title={user ? t.title(name) : <Skeleton className="h-7 w-80" />} subtitle={user?.email} />
      {query.isError ? (
        <EmptyState title={query.error.message} icon={<Building2Icon size={28} />} />
      ) : !query.isPending && items.length === 0 ? (
        <EmptyState title={t.empty} icon={<Building2Icon size={28} />} />
      ) : (
        <Table aria-label={user ? t.title(name) : undefined} data-testid="user-organizations-table">
          <THead>
            <tr>
              <TH className="w-16">{t.columns.status}</TH>
              <TH>{t.columns.name}</TH>
              <TH hideBelow="md">{t.columns.legalName}</TH>
              <TH hideBelow="sm">{t.columns.cuit}</TH>
              <TH hideBelow="sm">{t.columns.userType}</TH>
              <TH className="w-12">
                <span className="sr-only">{t.columns.actions}</span>
              </TH>
            </tr>
          </THead>
          <TBody>
            {query.isPending ? (
              <SkeletonRows rows={2} columns={['narrow', undefined, 'md', 'sm', 'sm', 'narrow']} />
            ) : (
              items.map((link) => (
                <TR key={link.userId} data-testid="user-organization-row">
                  <TD>
                    <UserStatusIcon code={link.userStatusCode} label={link.userStatusLabel} />
                  </TD>
                  <TD className="max-w-[16rem] truncate font-medium text-zinc-900">
                    {orBlank(link.organizationName)}
                  </TD>
                  <TD hideBelow="md" className="max-w-[18rem] truncate">
                    {orBlank(link.organizationLegalName)}
                  </TD>
                  <TD hideBelow="sm" className="whitespace-nowrap tabular-nums">
                    {formatCuit(link.organizationCuit)}
                  </TD>
                  <TD hideBelow="sm" className="whitespace-nowrap">
                    {orBlank(link.userTypeName)}
                  </TD>
                  <RowMenuCell
                    label={t.rowActions(link.organizationName)}
                    items={[
                      { label: t.viewDetails, onSelect: () => setDetail(link) },
                      {
                        label: t.viewSubscribers,
                        onSelect: () => go('/organizations/$id/subscribers', link),
                      },
                      { label: t.viewUsers, onSelect: () => go('/organizations/$id/users', link) },
                      {
                        label: t.viewMeInstances,
                        onSelect: () => go('/ME/applicationInstances/$id/instance', link),
                      },
                    ]}
                  />
                </TR>
              ))
            )}
          </TBody>
        </Table>
      )}
      <OrganizationPanel link={detail} onClose={() => setDetail(null)} />
    </div>
  );
}
