// 'Suscripciones' (/subscribers/{subscriber_id}/suscriptions; the route carries the internal
// id): page 1 of 50, active subscriptions first, each with its detail drawer.
import { useQuery } from '@tanstack/react-query';
import { IdCardIcon } from 'lucide-react';
import { useState } from 'react';
import type { Subscription } from '../../../shared/api/types';
import { orBlank } from '../../../shared/lib/format';
import { messages } from '../../../shared/messages';
import { col, textCol, type DataColumn } from '../../../shared/ui/data-table';
import { ListPage } from '../../../shared/ui/list-page';
import { subscriptionsQueryOptions } from '../api/get-subscriptions';
import { SubscriptionDrawer } from './subscription-drawer';
import { SubscriptionStatus } from './subscription-status';

const t = messages.subscriptions;

const columns: DataColumn<Subscription>[] = [
  col('status', t.columns.status, (s) => <SubscriptionStatus active={s.is_active} />, { className: 'w-28' }),
  textCol('product', t.columns.product, (s) => s.product.product_name, {
    className: 'max-w-[18rem] font-medium text-zinc-900',
  }),
  col('code', t.columns.code, (s) => orBlank(s.product.product_code), {
    hideBelow: 'sm',
    className: 'font-mono text-xs whitespace-nowrap',
  }),
  col('type', t.columns.type, (s) => orBlank(s.product.product_type.product_type_name), { hideBelow: 'md' }),
];

export function SubscriptionsPage({ subscriberId }: { subscriberId: string }) {
  const query = useQuery(subscriptionsQueryOptions(subscriberId));
  const [detail, setDetail] = useState<Subscription | null>(null);
  const subscriber = query.data?.subscriber;

  return (
    <ListPage
      title={t.title}
      subtitle={
        subscriber ? t.subtitle(orBlank(subscriber.subscriber_name), subscriber.subscriber_ref_id) : undefined
      }
      testId="subscriptions-table"
      rowTestId="subscription-row"
      columns={columns}
      query={query}
      rows={query.data?.items ?? []}
      getRowId={(subscription) => String(subscription.product_subscription_id)}
      empty={t.empty}
      icon={<IdCardIcon size={28} />}
      rowMenu={{
        label: (subscription) => t.rowActions(subscription.product.product_name),
        items: (subscription) => [{ label: t.viewDetails, onSelect: () => setDetail(subscription) }],
      }}
    >
      <SubscriptionDrawer subscription={detail} onClose={() => setDetail(null)} />
    </ListPage>
  );
}
