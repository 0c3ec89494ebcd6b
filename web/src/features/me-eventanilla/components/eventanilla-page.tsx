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
import { ChevronDownIcon, SearchIcon, ShieldIcon } from 'lucide-react';
import { column, type DataColumn } from '../../../shared/ui/data-table';
import { ListPage } from '../../../shared/ui/list-page';
import {
  eventanillaClientsQueryOptions,
  subscriptionsQueryOptions,
  type Subscription,
} from '../api/get-subscriptions';
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
  const canChange = query.data?.canChangeStatus ?? false;
  const descending = search.order !== 'asc';
  const columns: DataColumn<Subscription>[] = [
    column(
      'cuit',
      t.columns.cuit,
      (row) => (
        <>
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
        </>
      ),
      { className: 'py-2 whitespace-nowrap' },
    ),
    column(
      'status',
      t.columns.status,
      (row) => (
        <>
          <StatusBadge status={row.status} label={row.statusDesc} />
          <p className="text-xs text-zinc-500 min-[600px]:hidden">{formatDate(row.lastStatusChangeDate)}</p>
        </>
      ),
      { className: 'py-2' },
    ),
    {
      id: 'date',
      header: () => (
        <button
          type="button"
          onClick={() => onSearch({ ...search, order: descending ? 'asc' : undefined })}
          title={descending ? t.sortDescending : t.sortAscending}
          className="inline-flex items-center gap-1 rounded font-medium hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-accent-600"
        >
          {t.columns.date}
          <ChevronDownIcon size={14} className={descending ? undefined : 'rotate-180'} />
        </button>
      ),
      cell: ({ row }) => formatDate(row.original.lastStatusChangeDate),
      meta: {
        hideBelow: 'sm',
        className: 'whitespace-nowrap tabular-nums',
        sort: descending ? 'descending' : 'ascending',
      },
    },
  ];

  const chipLabel = (chip: Chip) =>
    chip.kind === 'cuit'
      ? t.chipCuit(formatCuit(chip.value))
      : chip.kind === 'client'
        ? t.chipClient(chip.value)
        : t.chipStatus(statusLabel(chip.value));

  return (
    <ListPage
      title={t.title}
      subtitle={t.subtitle}
      testId="eventanilla-table"
      rowTestId="eventanilla-row"
      rowData={(row) => ({ 'data-cuit': row.cuit })}
      columns={columns}
      query={query}
      rows={query.data?.items ?? []}
      pageSize={PAGE_SIZE}
      pageKey={JSON.stringify(search)}
      getRowId={(row) => String(row.communicationSubscriptionVEId)}
      empty={t.empty}
      emptyAction={
        <Link to="/ME/clientes" className={buttonClasses('secondary', 'sm', 'mt-2')}>
          {t.goToClients}
        </Link>
      }
      icon={<ShieldIcon size={28} />}
      rowMenu={{
        label: (row) => t.rowActions(formatCuit(row.cuit)),
        items: (row) => [
          { label: t.viewDetails, onSelect: () => onOpenDetail(row.cuit), testId: 'view-details' },
          ...statusChangeItems(row, canChange, setChanging),
        ],
      }}
      filters={
        <>
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
        </>
      }
    >
      {query.data?.truncated ? <p className="mt-2 text-sm text-amber-700">{t.truncated}</p> : null}
      <CuitSearchModal
        key={cuitOpen ? 'open' : 'closed'}
        open={cuitOpen}
        initial={search.cuit ?? ''}
        onOpenChange={setCuitOpen}
        onSearch={(cuit) => onSearch({ ...search, cuit })}
      />
      <StatusChangeModal request={changing} onClose={() => setChanging(null)} />
    </ListPage>
  );
}
