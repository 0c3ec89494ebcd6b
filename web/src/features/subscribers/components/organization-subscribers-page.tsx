// 'Suscriptores asociados a una organización' (/organizations/{id}/subscribers): the
// organization's subscribers, 100 a page (the spec's offset 0, limit 100, then the next ones) with 'Ver detalles', 'Ver suscripciones y
// productos' and 'Ver usuarios', and the 'Añadir suscriptor' drawer.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { PlusIcon, UsersIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Subscriber } from '../../../shared/api/types';
import { formatCuit, orBlank } from '../../../shared/lib/format';
import { useIsPhone } from '../../../shared/lib/use-media-query';
import { subscriberTexts } from '../messages';
import { subscriberCreatorColumn, subscriberMaxUsersColumn } from '../../../shared/organization-columns';
import { Button } from '../../../shared/ui/button';
import { column, menuColumn, type DataColumn } from '../../../shared/ui/data-table';
import { ListPage } from '../../../shared/ui/list-page';
import { TruncatedText } from '../../../shared/ui/tooltip';
import {
  ORGANIZATION_SUBSCRIBERS_PAGE_SIZE,
  organizationSubscribersQueryOptions,
} from '../api/get-organization-subscribers';
import { AddSubscriberDrawer } from './add-subscriber-drawer';
import { SubscriberInfoDrawer } from './subscriber-drawer';

const t = subscriberTexts.organizationSubscribers;

export function OrganizationSubscribersPage({ organizationId }: { organizationId: string }) {
  const navigate = useNavigate();
  const [offset, setOffset] = useState(0);
  const query = useQuery(organizationSubscribersQueryOptions(organizationId, offset));
  const [detail, setDetail] = useState<Subscriber | null>(null);
  const [addOpen, setAddOpen] = useState(false);
  const organization = query.data?.organization;
  const phone = useIsPhone();

  const columns = useMemo<DataColumn<Subscriber>[]>(
    () => [
      column(
        'number',
        t.columns.number,
        (subscriber) => (
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
        { className: 'max-w-[16rem] py-2' },
      ),
      column('name', t.columns.name, (row) => <TruncatedText text={orBlank(row.subscriber_name)} />, {
        hideBelow: 'sm',
        className: 'max-w-[18rem]',
      }),
      subscriberCreatorColumn(t.columns.creationUser),
      subscriberMaxUsersColumn(t.columns.maxUsers),
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
    <ListPage
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
      testId="organization-subscribers-table"
      rowTestId="organization-subscriber-row"
      columns={columns}
      // A missing organization answers the spec's 'Ocurrió un error. Intente cargar nuevamente la página'.
      query={query}
      rows={query.data?.items ?? []}
      paging={
        query.data
          ? {
              offset: query.data.offset,
              limit: ORGANIZATION_SUBSCRIBERS_PAGE_SIZE,
              count: query.data.items.length,
              hasMore: query.data.hasMore,
              onChange: setOffset,
            }
          : undefined
      }
      getRowId={(subscriber) => String(subscriber.subscriber_id)}
      empty={t.empty}
      icon={<UsersIcon size={28} />}
    >
      <SubscriberInfoDrawer subscriber={detail} onClose={() => setDetail(null)} />
      {organization ? (
        <AddSubscriberDrawer
          organizationId={organization.organizationId}
          organizationName={organization.organizationName}
          open={addOpen}
          onOpenChange={setAddOpen}
        />
      ) : null}
    </ListPage>
  );
}
