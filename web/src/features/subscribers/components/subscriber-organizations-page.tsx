// 'Organizaciones asociadas a un suscriptor' (/subscribers/{number}/organizations).
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Building2Icon } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { SubscriberOrganization } from '../../../shared/api/types';
import { orBlank } from '../../../shared/lib/format';
import { subscriberTexts } from '../messages';
import { cuitColumn, legalNameColumn } from '../../../shared/organization-columns';
import { column, menuColumn, type DataColumn } from '../../../shared/ui/data-table';
import { ListPage } from '../../../shared/ui/list-page';
import { TruncatedText } from '../../../shared/ui/tooltip';
import { useSubscriber } from '../api/get-subscriber';
import { subscriberOrganizationsQueryOptions } from '../api/get-subscriber-organizations';
import { OrganizationDrawer } from './organization-drawer';
import { OrganizationStatus } from './organization-status';

const t = subscriberTexts.subscriberOrganizations;

export function SubscriberOrganizationsPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const subscriber = useSubscriber(id);
  const organizations = useQuery(subscriberOrganizationsQueryOptions(id));
  const [detail, setDetail] = useState<SubscriberOrganization | null>(null);

  const columns = useMemo<DataColumn<SubscriberOrganization>[]>(
    () => [
      column('status', t.columns.status, (row) => <OrganizationStatus active={row.isActive} />, {
        className: 'w-16',
      }),
      column(
        'name',
        t.columns.name,
        (row) => <TruncatedText className="font-medium text-zinc-900" text={orBlank(row.organizationName)} />,
        { className: 'max-w-[16rem]' },
      ),
      legalNameColumn(t.columns.legalName),
      cuitColumn(t.columns.cuit),
      column('type', t.columns.type, (row) => orBlank(row.organizationTypeName), { hideBelow: 'md' }),
      menuColumn(
        (organization) => t.rowActions(organization.organizationName),
        (organization) => {
          const params = { id: String(organization.organizationId) };
          return [
            { label: t.viewDetails, onSelect: () => setDetail(organization) },
            {
              label: t.viewSubscribers,
              onSelect: () => void navigate({ to: '/organizations/$id/subscribers', params }),
            },
            { label: t.viewUsers, onSelect: () => void navigate({ to: '/organizations/$id/users', params }) },
          ];
        },
      ),
    ],
    [navigate],
  );

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
    >
      <OrganizationDrawer organization={detail} onClose={() => setDetail(null)} />
    </ListPage>
  );
}
