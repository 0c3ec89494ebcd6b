// 'Suscriptores asociados a una organización' (/organizations/{id}/subscribers): the
// organization's subscribers (offset 0, limit 100) with 'Ver detalles', 'Ver suscripciones y
// productos' and 'Ver usuarios', and the 'Añadir suscriptor' drawer.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { PlusIcon, UsersIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Subscriber } from '../../../shared/api/types';
import { formatCuit, orBlank } from '../../../shared/lib/format';
import { useIsPhone } from '../../../shared/lib/use-media-query';
import { messages } from '../../../shared/messages';
import { Button } from '../../../shared/ui/button';
import { DataTable, menuColumn, type DataColumn } from '../../../shared/ui/data-table';
import { PageHeader } from '../../../shared/ui/page';
import { TruncatedText } from '../../../shared/ui/tooltip';
import { organizationSubscribersQueryOptions } from '../api/get-organization-subscribers';
import { AddSubscriberDrawer } from './add-subscriber-drawer';
import { SubscriberInfoDrawer } from './subscriber-drawer';

const t = messages.organizationSubscribers;

export function OrganizationSubscribersPage({ organizationId }: { organizationId: string }) {
  const navigate = useNavigate();
  const query = useQuery(organizationSubscribersQueryOptions(organizationId));
  const [detail, setDetail] = useState<Subscriber | null>(null);
  const [addOpen, setAddOpen] = useState(false);
  const organization = query.data?.organization;
  const phone = useIsPhone();

  const columns = useMemo<DataColumn<Subscriber>[]>(
    () => [
      {
        id: 'number',
        header: t.columns.number,
        cell: ({ row: { original: subscriber } }) => (
          <>
            <span className="block font-medium whitespace-nowrap text-zinc-900 tabular-nums">
              {subscriber.subscriber_ref_id}
            </span>
            {/* Under 600 px the razón social goes under the number, so the row menu stays in view. */}
            {phone ? (
              <TruncatedText className="text-xs text-zinc-600" text={orBlank(subscriber.subscriber_name)} />
            ) : null}
          </>
        ),
        meta: { className: 'max-w-[16rem] py-2' },
      },
      {
        id: 'name',
        header: t.columns.name,
        cell: ({ row }) => <TruncatedText text={orBlank(row.original.subscriber_name)} />,
        meta: { hideBelow: 'sm', className: 'max-w-[18rem]' },
      },
      {
        id: 'creationUser',
        header: t.columns.creationUser,
        cell: ({ row }) => <TruncatedText text={orBlank(row.original.creation_user)} />,
        meta: { hideBelow: 'md', className: 'max-w-[14rem]' },
      },
      {
        id: 'maxUsers',
        header: t.columns.maxUsers,
        cell: ({ row }) => orBlank(row.original.subscriber_max_user_count),
        meta: { hideBelow: 'md', className: 'text-right tabular-nums' },
      },
      menuColumn(
        (subscriber) => t.rowActions(subscriber.subscriber_ref_id),
        (subscriber) => [
          { label: t.viewDetails, onSelect: () => setDetail(subscriber) },
          {
            label: t.viewSubscriptions,
            onSelect: () =>
              void navigate({
                to: '/subscribers/$id/suscriptions',
                params: { id: String(subscriber.subscriber_id) },
              }),
          },
          {
            label: t.viewUsers,
            onSelect: () =>
              void navigate({ to: '/subscribers/$id/users', params: { id: subscriber.subscriber_ref_id } }),
          },
        ],
      ),
    ],
    [navigate, phone],
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
        actions={
          organization ? (
            <Button icon={<PlusIcon size={18} />} onClick={() => setAddOpen(true)}>
              {t.addSubscriber}
            </Button>
          ) : null
        }
      />
      <DataTable
        label={t.title}
        testId="organization-subscribers-table"
        rowTestId="organization-subscriber-row"
        columns={columns}
        data={query.data?.items ?? []}
        getRowId={(subscriber) => String(subscriber.subscriber_id)}
        loading={query.isPending}
        // A missing organization answers the spec's 'Ocurrió un error. Intente cargar nuevamente la página'.
        error={query.isError ? query.error.message : null}
        empty={t.empty}
        icon={<UsersIcon size={28} />}
      />
      <SubscriberInfoDrawer subscriber={detail} onClose={() => setDetail(null)} />
      {organization ? (
        <AddSubscriberDrawer
          organizationId={organization.organizationId}
          organizationName={organization.organizationName}
          open={addOpen}
          onOpenChange={setAddOpen}
        />
      ) : null}
    </div>
  );
}
