// 'Suscripciones' (/subscribers/{subscriber_id}/suscriptions; the route carries the internal
// id): page 1 of 50, active subscriptions first, each with its detail drawer.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Subscription } from '../../../shared/api/types';
import { orBlank } from '../../../shared/lib/format';
import { messages } from '../../../shared/messages';
import { IdCardIcon } from 'lucide-react';

import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { Skeleton } from '../../../shared/ui/spinner';
import { SkeletonRows, Table, TBody, TD, TH, THead, TR, RowMenuCell } from '../../../shared/ui/table';
import { subscriptionsQueryOptions } from '../api/get-subscriptions';
import { SubscriptionDrawer } from './subscription-drawer';
import { SubscriptionStatus } from './subscription-status';

const t = messages.subscriptions;

export function SubscriptionsPage({ subscriberId }: { subscriberId: string }) {
  const query = useQuery(subscriptionsQueryOptions(subscriberId));
  const [detail, setDetail] = useState<Subscription | null>(null);
  const subscriber = query.data?.subscriber;
  const items = query.data?.items ?? [];

  const subtitle = query.isPending ? (
    <Skeleton className="mt-1 h-3.5 w-56" />
  ) : subscriber ? (
    t.subtitle(orBlank(subscriber.subscriber_name), subscriber.subscriber_ref_id)
  ) : undefined;

  return (
    <div>
      <PageHeader title={t.title} subtitle={subtitle} />
      {query.isError ? (
        <EmptyState title={t.loadError} icon={<IdCardIcon size={28} />}>
          {query.error.message}
        </EmptyState>
      ) : !query.isPending && items.length === 0 ? (
        <EmptyState title={t.empty} icon={<IdCardIcon size={28} />} />
      ) : (
        <Table
          aria-label={t.title}
          aria-busy={query.isPending || undefined}
          data-testid="subscriptions-table"
        >
          <THead>
            <tr>
              <TH className="w-28">{t.columns.status}</TH>
              <TH>{t.columns.product}</TH>
              <TH hideBelow="sm">{t.columns.code}</TH>
              <TH hideBelow="md">{t.columns.type}</TH>
              <TH className="w-12">
                <span className="sr-only">{t.columns.actions}</span>
              </TH>
            </tr>
          </THead>
          <TBody>
            {query.isPending ? (
              <SkeletonRows rows={3} columns={[undefined, undefined, 'sm', 'md', 'narrow']} />
            ) : (
              items.map((subscription) => (
                <TR key={subscription.product_subscription_id} data-testid="subscription-row">
                  <TD>
                    <SubscriptionStatus active={subscription.is_active} />
                  </TD>
                  <TD className="max-w-[18rem] font-medium text-zinc-900">
                    <p className="truncate">{orBlank(subscription.product.product_name)}</p>
                  </TD>
                  <TD hideBelow="sm" className="font-mono text-xs whitespace-nowrap">
                    {orBlank(subscription.product.product_code)}
                  </TD>
                  <TD hideBelow="md">{orBlank(subscription.product.product_type.product_type_name)}</TD>
                  <RowMenuCell
                    label={t.rowActions(subscription.product.product_name)}
                    items={[{ label: t.viewDetails, onSelect: () => setDetail(subscription) }]}
                  />
                </TR>
              ))
            )}
          </TBody>
        </Table>
      )}
      <SubscriptionDrawer subscription={detail} onClose={() => setDetail(null)} />
    </div>
  );
}
