// 'Suscripciones' (/subscribers/{subscriber_id}/suscriptions; the route carries the internal
// id): page 1 of 50, active subscriptions first, each with its detail drawer.
import { useQuery } from '@tanstack/react-query';
import { IdCardIcon } from 'lucide-react';
import { useState } from 'react';
import type { Subscription } from '../../../shared/api/types';
import { orBlank } from '../../../shared/lib/format';
import { subscriberTexts } from '../messages';
import { column, menuColumn, type DataColumn } from '../../../shared/ui/data-table';
import { ListPage } from '../../../shared/ui/list-page';
import { TruncatedText } from '../../../shared/ui/tooltip';
import { subscriptionsQueryOptions } from '../api/get-subscriptions';
import { SubscriptionDrawer } from './subscription-drawer';
import { SubscriptionStatus } from './subscription-status';

const t = subscriberTexts.subscriptions;

const columns = (view: (subscription: Subscription) => void): DataColumn<Subscription>[] => [
  column('status', t.columns.status, (row) => <SubscriptionStatus active={row.is_active} />, {
    className: 'w-28',
  }),
  column(
    'product',
    t.columns.product,
    (row) => <TruncatedText className="font-medium text-zinc-900" text={orBlank(row.product.product_name)} />,
    { className: 'max-w-[18rem]' },
  ),
  column('code', t.columns.code, (row) => orBlank(row.product.product_code), {
    hideBelow: 'sm',
    className: 'font-mono text-xs whitespace-nowrap',
  }),
  column('type', t.columns.type, (row) => orBlank(row.product.product_type.product_type_name), {
    hideBelow: 'md',
  }),
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
    <ListPage
      title={t.title}
      subtitle={
        subscriber ? t.subtitle(orBlank(subscriber.subscriber_name), subscriber.subscriber_ref_id) : undefined
      }
      testId="subscriptions-table"
      rowTestId="subscription-row"
      columns={subscriptionColumns}
      query={query}
      rows={query.data?.items ?? []}
      getRowId={(subscription) => String(subscription.product_subscription_id)}
      empty={t.empty}
      icon={<IdCardIcon size={28} />}
    >
      <SubscriptionDrawer subscription={detail} onClose={() => setDetail(null)} />
    </ListPage>
  );
}
