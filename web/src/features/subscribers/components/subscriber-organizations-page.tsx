// 'Organizaciones asociadas a un suscriptor' (/subscribers/{number}/organizations).
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { SubscriberOrganization } from '../../../shared/api/types';
import { formatCuit, orBlank } from '../../../shared/lib/format';
import { messages } from '../../../shared/messages';
import { Building2Icon } from 'lucide-react';

import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { Skeleton } from '../../../shared/ui/spinner';
import { SkeletonRows, Table, TBody, TD, TH, THead, TR, RowMenuCell } from '../../../shared/ui/table';
import { useSubscriber } from '../api/get-subscriber';
import { subscriberOrganizationsQueryOptions } from '../api/get-subscriber-organizations';
import { OrganizationDrawer } from './organization-drawer';
import { OrganizationStatus } from './organization-status';

const t = messages.subscriberOrganizations;

export function SubscriberOrganizationsPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const subscriber = useSubscriber(id);
  const organizations = useQuery(subscriberOrganizationsQueryOptions(id));
  const [detail, setDetail] = useState<SubscriberOrganization | null>(null);
  const items = organizations.data ?? [];

  const subtitle = subscriber.isPending ? (
    <Skeleton className="mt-1 h-3.5 w-56" />
  ) : (
    t.subtitle(orBlank(subscriber.data?.subscriber.subscriber_name), id)
  );

  return (
    <div>
      <PageHeader title={t.title} subtitle={subtitle} />
      {organizations.isError ? (
        <EmptyState title={t.loadError} icon={<Building2Icon size={28} />}>
          {organizations.error.message}
        </EmptyState>
      ) : !organizations.isPending && items.length === 0 ? (
        <EmptyState title={t.empty} icon={<Building2Icon size={28} />} />
      ) : (
        <Table
          aria-label={t.title}
          aria-busy={organizations.isPending || undefined}
          data-testid="subscriber-organizations-table"
        >
          <THead>
            <tr>
              <TH className="w-16">{t.columns.status}</TH>
              <TH>{t.columns.name}</TH>
              <TH hideBelow="md">{t.columns.legalName}</TH>
              <TH hideBelow="sm">{t.columns.cuit}</TH>
              <TH hideBelow="md">{t.columns.type}</TH>
              <TH className="w-12">
                <span className="sr-only">{t.columns.actions}</span>
              </TH>
            </tr>
          </THead>
          <TBody>
            {organizations.isPending ? (
              <SkeletonRows rows={1} columns={['narrow', undefined, 'md', 'sm', 'md', 'narrow']} />
            ) : (
              items.map((organization) => (
                <TR key={organization.organizationId} data-testid="subscriber-organization-row">
                  <TD>
                    <OrganizationStatus active={organization.isActive} />
                  </TD>
                  <TD className="max-w-[16rem] font-medium text-zinc-900">
                    <p className="truncate">{orBlank(organization.organizationName)}</p>
                  </TD>
                  <TD hideBelow="md" className="max-w-[18rem] truncate">
                    {orBlank(organization.organizationLegalName)}
                  </TD>
                  <TD hideBelow="sm" className="whitespace-nowrap tabular-nums">
                    {formatCuit(organization.organizationCuit)}
                  </TD>
                  <TD hideBelow="md">{orBlank(organization.organizationTypeName)}</TD>
                  <RowMenuCell
                    label={t.rowActions(organization.organizationName)}
                    items={[
                      { label: t.viewDetails, onSelect: () => setDetail(organization) },
                      {
                        label: t.viewSubscribers,
                        onSelect: () =>
                          void navigate({
                            to: '/organizations/$id/subscribers',
                            params: { id: String(organization.organizationId) },
                          }),
                      },
                      {
                        label: t.viewUsers,
                        onSelect: () =>
                          // Built by the organizations area; an href keeps this link valid
                          // whatever route it ends up declared with.
                          void navigate({ href: `/organizations/${organization.organizationId}/users` }),
                      },
                    ]}
                  />
                </TR>
              ))
            )}
          </TBody>
        </Table>
      )}
      <OrganizationDrawer organization={detail} onClose={() => setDetail(null)} />
    </div>
  );
}
