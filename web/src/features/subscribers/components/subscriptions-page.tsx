// 'Suscripciones' (/subscribers/{subscriber_id}/suscriptions; the route carries the internal
// id): pages of 50 from the server, active subscriptions first, each with its detail drawer. A
// subscriber with more than a page of them gets a search (product, code or type).
import { useQuery } from '@tanstack/react-query';
import { IdCardIcon } from 'lucide-react';
import { useState } from 'react';
import type { Subscription } from '../../../shared/api/types';
import { orBlank } from '../../../shared/lib/format';
import { subscriberTexts } from '../messages';
import { column, menuColumn, type DataColumn } from '../../../shared/ui/data-table';
import { ListPage } from '../../../shared/ui/list-page';
import { FilterChip } from '../../../shared/ui/filter-chip';
import { ToolbarSearch } from '../../../shared/ui/search-card';
import { TruncatedText } from '../../../shared/ui/tooltip';
import {
  SUBSCRIPTIONS_PAGE_SIZE,
  subscriptionsQueryOptions,
  type SubscriptionsSearch,
} from '../api/get-subscriptions';
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

export function SubscriptionsPage({
  subscriberId,
  search,
  onSearch,
}: {
  subscriberId: string;
  search: SubscriptionsSearch;
  /** Navigates to a new URL state (a new search starts at the first page). */
  onSearch: (next: SubscriptionsSearch) => void;
}) {
  const query = useQuery(subscriptionsQueryOptions(subscriberId, search));
  const [detail, setDetail] = useState<Subscription | null>(null);
  const [text, setText] = useState(search.search ?? '');
  const [subscriptionColumns] = useState(() => columns(setDetail));
  const subscriber = query.data?.subscriber;
  const searchable = Boolean(search.search) || (query.data?.total ?? 0) > SUBSCRIPTIONS_PAGE_SIZE;
  const clearSearch = () => {
    setText('');
    onSearch({});
  };

  return (
    <ListPage
      title={t.title}
      subtitle={
        subscriber ? t.subtitle(orBlank(subscriber.subscriber_name), subscriber.subscriber_ref_id) : undefined
      }
      filters={
        searchable ? (
          <>
            <ToolbarSearch
              label={t.searchLabel}
              name="search"
              value={text}
              onChange={setText}
              onSubmit={(typed) => onSearch(typed.trim() ? { search: typed.trim() } : {})}
            />
            {search.search ? (
              <div className="mb-3">
                <FilterChip
                  label={t.searchChip(search.search)}
                  removeLabel={t.clearSearch(search.search)}
                  onRemove={clearSearch}
                  testId="subscriptions-search-chip"
                />
              </div>
            ) : null}
          </>
        ) : null
      }
      testId="subscriptions-table"
      rowTestId="subscription-row"
      columns={subscriptionColumns}
      query={query}
      rows={query.data?.items ?? []}
      paging={
        query.data
          ? {
              offset: query.data.offset,
              limit: SUBSCRIPTIONS_PAGE_SIZE,
              count: query.data.items.length,
              total: query.data.total,
              hasMore: query.data.hasMore,
              onChange: (offset) => onSearch({ ...search, offset }),
            }
          : undefined
      }
      getRowId={(subscription) => String(subscription.product_subscription_id)}
      empty={search.search ? t.noMatch : t.empty}
      icon={<IdCardIcon size={28} />}
    >
      <SubscriptionDrawer subscription={detail} onClose={() => setDetail(null)} />
    </ListPage>
  );
}
