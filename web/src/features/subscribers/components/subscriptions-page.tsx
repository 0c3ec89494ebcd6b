// 'Suscripciones' (/subscribers/{subscriber_id}/suscriptions; the route carries the internal
// id): page 1 of 50, active subscriptions first, each with its detail drawer.
import { useQuery } from '@tanstack/react-query';
import { IdCardIcon } from 'lucide-react';
import { useState } from 'react';
import type { Subscription } from '../../../shared/api/types';
import { orBlank } from '../../../shared/lib/format';
import { messages } from '../../../shared/messages';
import { DataTable, menuColumn, type DataColumn } from '../../../shared/ui/data-table';
import { PageHeader } from '../../../shared/ui/page';
import { TruncatedText } from '../../../shared/ui/tooltip';
import { subscriptionsQueryOptions } from '../api/get-subscriptions';
import { SubscriptionDrawer } from './subscription-drawer';
import { SubscriptionStatus } from './subscription-status';

const t = messages.subscriptions;

const columns = (view: (subscription: Subscription) => void): DataColumn<Subscription>[] => [
  {
    id: 'status',
    header: t.columns.status,
    cell: ({ row }) => <SubscriptionStatus active={row.original.is_active} />,
    meta: { className: 'w-28' },
  },
  {
    id: 'product',
    header: t.columns.product,
    cell: ({ row }) => (
      <TruncatedText
        className="font-medium text-zinc-900"
        text={orBlank(row.original.product.product_name)}
      />
    ),
    meta: { className: 'max-w-[18rem]' },
  },
  {
    id: 'code',
    header: t.columns.code,
    cell: ({ row }) => orBlank(row.original.product.product_code),
    meta: { hideBelow: 'sm', className: 'font-mono text-xs whitespace-nowrap' },
  },
  {
    id: 'type',
    header: t.columns.type,
    cell: ({ row }) => orBlank(row.original.product.product_type.product_type_name),
    meta: { hideBelow: 'md' },
  },
  menuColumn(
    (subscription) => t.rowActions(subscription.product.product_name),
    (subscription) => [{ label: t.viewDetails, onSelect: () => view(subscription) }],
  ),
];

export function SubscriptionsPage({ subscriberId }: { subscriberId: string }) {
  const query = useQuery(subscriptionsQueryOptions(subscriberId));
  const [detail, setDetail] = useState<Subscription | null>(null);
  const [subscriptionColumns] = useState(() => columns(setDetail));
  const subscriber = query.data?.subscriber;

  return (
    <div>
      <PageHeader
        title={t.title}
        subtitle={
          subscriber
            ? t.subtitle(orBlank(subscriber.subscriber_name), subscriber.subscriber_ref_id)
            : undefined
        }
      />
      <DataTable
        label={t.title}
        testId="subscriptions-table"
        rowTestId="subscription-row"
        columns={subscriptionColumns}
        data={query.data?.items ?? []}
        getRowId={(subscription) => String(subscription.product_subscription_id)}
        loading={query.isPending}
        error={query.isError ? query.error.message : null}
        empty={t.empty}
        icon={<IdCardIcon size={28} />}
      />
      <SubscriptionDrawer subscription={detail} onClose={() => setDetail(null)} />
    </div>
  );
}
