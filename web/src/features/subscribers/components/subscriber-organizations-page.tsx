// 'Organizaciones asociadas a un suscriptor' (/subscribers/{number}/organizations).
import { useQuery } from '@tanstack/react-query';
import { Building2Icon } from 'lucide-react';
import { useState } from 'react';
import type { SubscriberOrganization } from '../../../shared/api/types';
import { orBlank } from '../../../shared/lib/format';
import { messages } from '../../../shared/messages';
import { cuitColumn, legalNameColumn } from '../../../shared/organization-columns';
import { col, textCol, type DataColumn } from '../../../shared/ui/data-table';
import { ListPage } from '../../../shared/ui/list-page';
import { useSubscriber } from '../api/get-subscriber';
import { subscriberOrganizationsQueryOptions } from '../api/get-subscriber-organizations';
import { OrganizationDrawer } from './organization-drawer';
import { OrganizationStatus } from './organization-status';

const t = messages.subscriberOrganizations;

const columns: DataColumn<SubscriberOrganization>[] = [
  col('status', t.columns.status, (org) => <OrganizationStatus active={org.isActive} />, {
    className: 'w-16',
  }),
  textCol('name', t.columns.name, (org) => org.organizationName, {
    className: 'max-w-[16rem] font-medium text-zinc-900',
  }),
  legalNameColumn(t.columns.legalName),
  cuitColumn(t.columns.cuit),
  col('type', t.columns.type, (org) => orBlank(org.organizationTypeName), { hideBelow: 'md' }),
];

export function SubscriberOrganizationsPage({ id }: { id: string }) {
  const subscriber = useSubscriber(id);
  const organizations = useQuery(subscriberOrganizationsQueryOptions(id));
  const [detail, setDetail] = useState<SubscriberOrganization | null>(null);

  return (
    <ListPage
      title={t.title}
      subtitle={t.subtitle(orBlank(subscriber.data?.subscriber.subscriber_name), id)}
      testId="subscriber-organizations-table"
      rowTestId="subscriber-organization-row"
      columns={columns}
      query={organizations}
      rows={organizations.data ?? []}
      getRowId={(organization) => String(organization.organizationId)}
      empty={t.empty}
      icon={<Building2Icon size={28} />}
      rowMenu={{
        label: (organization) => t.rowActions(organization.organizationName),
        items: (organization) => {
          const params = { id: String(organization.organizationId) };
          return [
            { label: t.viewDetails, onSelect: () => setDetail(organization) },
            { label: t.viewSubscribers, to: '/organizations/$id/subscribers', params },
            { label: t.viewUsers, to: '/organizations/$id/users', params },
          ];
        },
      }}
    >
      <OrganizationDrawer organization={detail} onClose={() => setDetail(null)} />
    </ListPage>
  );
}
