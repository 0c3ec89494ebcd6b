// 'e-Ventanilla' (/ME/eventanilla, spec 2 §2.16): the subscriptions by CUIT, filtered by CUIT
// ('Buscar por CUIT' modal), clients and statuses (multi-selects), shown as removable chips and
// kept in the URL; the table sorts by 'Fecha de estado' (descending by default, a click toggles);
// the row menu leads to the detail and offers the status changes of §4.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EVENTANILLA_FILTER_STATUSES, statusLabel } from '@cgi/workflows/inputs';
import { useState } from 'react';
import { formatCuit, formatDate } from '../../../shared/lib/format';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { ChevronDownIcon, EllipsisVerticalIcon, SearchIcon, ShieldIcon } from 'lucide-react';
import { Menu } from '../../../shared/ui/menu';
import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { pageOf, Pagination } from '../../../shared/ui/pagination';
import { SkeletonRows, Table, TBody, TD, TH, THead, TR } from '../../../shared/ui/table';
import { eventanillaClientsQueryOptions, subscriptionsQueryOptions } from '../api/get-subscriptions';
import { eventanillaTexts as t } from '../messages';
import { chipsOf, withoutChip, type Chip, type EventanillaSearch } from '../search';
import { CuitSearchModal } from './cuit-search-modal';
import { FilterChips } from './filter-chips';
import { MultiSelect } from './multi-select';
import { statusChangeItems, StatusChangeModal, type StatusChangeRequest } from './status-change';
import { StatusBadge } from './status-badge';

const PAGE_SIZE = 25;
const statusOptions = EVENTANILLA_FILTER_STATUSES.map((value) => ({ value, label: statusLabel(value) }));

export function EventanillaPage({
  search,
  onSearch,
  onOpenDetail,
}: {
  search: EventanillaSearch;
  onSearch: (next: EventanillaSearch) => void;
  onOpenDetail: (cuit: string) => void;
}) {
  const query = useQuery(subscriptionsQueryOptions(search));
  const clients = useQuery(eventanillaClientsQueryOptions);
  const [cuitOpen, setCuitOpen] = useState(false);
  const [changing, setChanging] = useState<StatusChangeRequest | null>(null);
  // The page belongs to one filter: a new filter starts at the first page.
  const searchKey = JSON.stringify(search);
  const [paging, setPaging] = useState({ key: searchKey, offset: 0 });
  const offset = paging.key === searchKey ? paging.offset : 0;

  const items = query.data?.items ?? [];
  const canChange = query.data?.canChangeStatus ?? false;
  const { rows, hasMore } = pageOf(items, offset, PAGE_SIZE);
  const descending = search.order !== 'asc';

  const chipLabel = (chip: Chip) =>
    chip.kind === 'cuit'
      ? t.chipCuit(formatCuit(chip.value))
      : chip.kind === 'client'
        ? t.chipClient(chip.value)
        : t.chipStatus(statusLabel(chip.value));

  return (
    <div>
      <PageHeader title={t.title} subtitle={t.subtitle} />

      <div className="mb-3 flex flex-col gap-2 min-[600px]:flex-row min-[600px]:flex-wrap min-[600px]:items-center">
        <Button variant="secondary" icon={<SearchIcon size={16} />} onClick={() => setCuitOpen(true)}>
          {t.searchByCuit}
        </Button>
        <MultiSelect
          label={t.searchByClient}
          testId="client-filter"
          options={(clients.data?.items ?? []).map((name) => ({ value: name, label: name }))}
          selected={search.client ?? []}
          emptyText={t.noClients}
          onChange={(next) => onSearch({ ...search, client: next.length ? next : undefined })}
        />
        <MultiSelect
          label={t.searchByStatus}
          testId="status-filter"
          options={statusOptions}
          selected={search.status ?? []}
          emptyText={t.noClients}
          onChange={(next) => onSearch({ ...search, status: next.length ? next : undefined })}
        />
      </div>

      <FilterChips
        testId="eventanilla-filters"
        chips={chipsOf(search).map((chip) => ({
          key: `${chip.kind}:${chip.value}`,
          label: chipLabel(chip),
          onRemove: () => onSearch(withoutChip(search, chip)),
        }))}
        resetLabel={t.resetFilters}
        removeLabel={t.removeChip}
        onReset={() => onSearch({ order: search.order })}
      />

      {query.isError ? (
        <EmptyState title={query.error.message} icon={<ShieldIcon size={28} />} />
      ) : !query.isPending && items.length === 0 ? (
        <EmptyState title={t.empty} icon={<ShieldIcon size={28} />}>
          <Link to="/ME/clientes" className={buttonClasses('secondary', 'sm', 'mt-2')}>
            {t.goToClients}
          </Link>
        </EmptyState>
      ) : (
        <>
          <Table
            aria-label={t.title}
            aria-busy={query.isFetching || undefined}
            data-testid="eventanilla-table"
          >
            <THead>
              <tr>
                <TH>{t.columns.cuit}</TH>
                <TH>{t.columns.status}</TH>
                <TH aria-sort={descending ? 'descending' : 'ascending'} hideBelow="sm">
                  <button
                    type="button"
                    onClick={() => onSearch({ ...search, order: descending ? 'asc' : undefined })}
                    title={descending ? t.sortDescending : t.sortAscending}
                    className="inline-flex items-center gap-1 rounded font-medium hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-accent-600"
                  >
                    {t.columns.date}
                    <ChevronDownIcon size={14} className={descending ? undefined : 'rotate-180'} />
                  </button>
                </TH>
                <TH className="w-12">
                  <span className="sr-only">{t.columns.actions}</span>
                </TH>
              </tr>
            </THead>
            <TBody>
              {query.isPending ? (
                <SkeletonRows rows={6} columns={[undefined, undefined, 'sm', 'narrow']} />
              ) : (
                rows.map((row) => (
                  <TR
                    key={row.communicationSubscriptionVEId}
                    data-testid="eventanilla-row"
                    data-cuit={row.cuit}
                  >
                    <TD className="py-2 whitespace-nowrap">
                      <button
                        type="button"
                        onClick={() => onOpenDetail(row.cuit)}
                        className="font-medium text-zinc-900 tabular-nums hover:text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
                      >
                        {formatCuit(row.cuit)}
                      </button>
                      {row.clients.length ? (
                        <p
                          className="max-w-[9rem] truncate text-xs text-zinc-500 min-[600px]:max-w-[14rem]"
                          title={row.clients.join(', ')}
                        >
                          {row.clients.join(', ')}
                        </p>
                      ) : null}
                    </TD>
                    <TD className="py-2">
                      <StatusBadge status={row.status} label={row.statusDesc} />
                      <p className="text-xs text-zinc-500 min-[600px]:hidden">
                        {formatDate(row.lastStatusChangeDate)}
                      </p>
                    </TD>
                    <TD hideBelow="sm" className="whitespace-nowrap tabular-nums">
                      {formatDate(row.lastStatusChangeDate)}
                    </TD>
                    <TD className="px-2 text-right">
                      <Menu
                        label={t.rowActions(formatCuit(row.cuit))}
                        trigger={<EllipsisVerticalIcon size={18} />}
                        items={[
                          {
                            label: t.viewDetails,
                            onSelect: () => onOpenDetail(row.cuit),
                            testId: 'view-details',
                          },
                          ...statusChangeItems(row, canChange, setChanging),
                        ]}
                      />
                    </TD>
                  </TR>
                ))
              )}
            </TBody>
          </Table>
          {query.data?.truncated ? <p className="mt-2 text-sm text-amber-700">{t.truncated}</p> : null}
          <Pagination
            offset={offset}
            limit={PAGE_SIZE}
            count={rows.length}
            total={items.length}
            hasMore={hasMore}
            onChange={(next) => setPaging({ key: searchKey, offset: next })}
          />
        </>
      )}

      <CuitSearchModal
        key={cuitOpen ? 'open' : 'closed'}
        open={cuitOpen}
        initial={search.cuit ?? ''}
        onOpenChange={setCuitOpen}
        onSearch={(cuit) => onSearch({ ...search, cuit })}
      />
      <StatusChangeModal request={changing} onClose={() => setChanging(null)} />
    </div>
  );
}
