// 'Operaciones' (/operations): every operation, filtered and paged on the server, refreshed
// while some run. Rows are links (Tab to a row, Enter opens it). With the 'Falló' filter, the
// failed ones can be retried in bulk after a confirmation that says how many.
import { useQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/errors';
import type { OperationSummary } from '../../../shared/api/types';
import { useIsPhone, useIsWide, useMediaQuery } from '../../../shared/lib/use-media-query';
import { messages } from '../../../shared/messages';
import { operationTexts, scheduleTexts } from '../messages';
import { Button } from '../../../shared/ui/button';
import { column, DataTable, type DataColumn } from '../../../shared/ui/data-table';
import { LayersIcon } from 'lucide-react';
import { ExportButton } from '../../../shared/ui/export-button';
import { TokenPager } from '../../../shared/ui/token-pager';
import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { ForgetPersonAction } from './forget-person';
import { notifySuccess } from '../../../shared/ui/snackbar';
import { Spinner } from '../../../shared/ui/spinner';
import { useBulkRetry } from '../api/operation-actions';
import {
  bulkRetryPreviewQueryOptions,
  operationsCountQueryOptions,
  operationsListQueryOptions,
  PAGE_SIZE,
} from '../api/list-operations';
import { useRelatedName } from '../api/related-name';
import { formatStarted } from '../format';
import { filterOf, type OperationsSearch } from '../search';
import { targetText } from './operation-link';
import { OperationFilters } from './operation-filters';
import { LifeBadge, LifeCell } from './operation-life';
import { ReasonDialog } from './reason-dialog';

const t = operationTexts;

/** The state's word; a scheduled one says when it runs, under the badge (the column is narrow). */
function StatusCell({ item }: { item: OperationSummary }) {
  return (
    <span className="inline-flex flex-col items-start gap-0.5">
      <LifeBadge life={item.life} />
      {item.status === 'scheduled' && item.notBefore ? (
        <span className="text-xs text-zinc-600">{scheduleTexts.forWhen(formatStarted(item.notBefore))}</span>
      ) : null}
    </span>
  );
}

function BulkRetry({ search }: { search: OperationsSearch }) {
  const preview = useQuery(bulkRetryPreviewQueryOptions(search));
  const bulk = useBulkRetry();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const n = preview.data?.count ?? 0;
  if (n === 0) return null;
  const more = preview.data?.more === true;
  const unapproved = preview.data?.unapproved ?? 0;
  const undone = preview.data?.undone ?? 0;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="bulk-retry">
        {t.retryFailed(more ? `${n}+` : n)}
      </Button>
      <ReasonDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) bulk.reset();
        }}
        title={t.bulkTitle}
        confirmLabel={t.bulkConfirm(n)}
        requireReason
        pending={bulk.isPending}
        error={bulk.error}
        testId="bulk-retry-dialog"
        onConfirm={(reason) =>
          bulk.mutate(
            { search, reason },
            {
              onSuccess: (operation) => {
                setOpen(false);
                notifySuccess(operationTexts.retryStarted);
                void router.navigate({ to: '/operations/$id', params: { id: operation.id } });
              },
            },
          )
        }
      >
        <p>{more ? t.bulkTooMany(n) : t.bulkBody(n)}</p>
        {unapproved > 0 ? (
          <p
            className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-200"
            data-testid="bulk-retry-unapproved"
          >
            {t.bulkSkipsUnapproved(unapproved)}
          </p>
        ) : null}
        {undone > 0 ? (
          <p
            className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-200"
            data-testid="bulk-retry-undone"
          >
            {t.bulkSkipsUndone(undone)}
          </p>
        ) : null}
      </ReasonDialog>
    </>
  );
}

export function OperationsListPage({
  search,
  onSearch,
  roles = [],
}: {
  search: OperationsSearch;
  onSearch: (next: OperationsSearch) => void;
  /** The signed-in roles: 'Olvidar datos personales' shows to those its contract lets start it. */
  roles?: readonly string[];
}) {
  const list = useQuery(operationsListQueryOptions(search));
  const wide = useIsWide();
  const phone = useIsPhone();
  // The sentence of an operation's state needs a column of its own only where the table has
  // room for it beside the others (with the menu open, 1,440 px); narrower, it goes under the
  // operation's name, so the name never shrinks to a letter a line.
  const roomy = useMediaQuery('(min-width: 1440px)');
  const items = list.data?.items ?? [];
  const running = items.some((item) => item.status === 'running');
  const total = useQuery(operationsCountQueryOptions(search, running)).data?.count;
  const first = ((search.page ?? 1) - 1) * PAGE_SIZE + 1;
  const relatedName = useRelatedName(search.related);
  // A timeline with no other filter: nothing to change, it is just empty so far.
  const onlyTimeline =
    relatedName !== null &&
    Object.values(filterOf(search)).filter((value) => value !== undefined).length === 1;
  const columns: DataColumn<OperationSummary>[] = [
    column('status', t.columns.status, (row) => <StatusCell item={row} />, {
      hideBelow: 'sm',
      // Wide enough for the longest state's badge ('Cancelada antes de su hora') on one line.
      className: 'w-48',
    }),
    column(
      'operation',
      t.columns.operation,
      (item) => (
        <>
          {/* The link covers its row, so no hover reaches a cell (and a phone has no hover): every
              text of the row wraps instead of being cut (issue 28). */}
          <Link
            to="/operations/$id"
            params={{ id: item.id }}
            className="block font-medium [overflow-wrap:anywhere] text-zinc-900 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-accent-600 focus-visible:after:ring-inset"
          >
            {item.label}
            {/* Whom it acts on: consecutive rows of one type on one target read apart (issue 43). */}
            {item.subject ? (
              <>
                {' · '}
                <span data-testid="operation-subject">{item.subject}</span>
              </>
            ) : null}
          </Link>
          {/* The target and who started it, by name; the workflow id stays on the detail page. */}
          {wide ? null : (
            <p className="text-xs text-zinc-500 [overflow-wrap:anywhere]" data-testid="operation-row-who">
              {targetText(item)} · {item.actor}
            </p>
          )}
          {phone ? (
            <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-zinc-500">
              <StatusCell item={item} />
              {formatStarted(item.startedAt)}
            </div>
          ) : null}
          {!roomy ? (
            <p className="mt-1 text-xs [overflow-wrap:anywhere]">
              <LifeCell life={item.life} />
            </p>
          ) : null}
        </>
      ),
      { className: 'py-2 min-w-[10rem] min-[900px]:max-w-none max-[899px]:max-w-[18rem]' },
    ),
    column(
      'target',
      t.columns.target,
      (row) => (
        <>
          <span data-testid="operation-target">{row.target || messages.app.blank}</span>
          {row.targetName ? (
            <span className="block text-xs text-zinc-500" data-testid="operation-target-name">
              {row.targetName}
            </span>
          ) : null}
        </>
      ),
      { hideBelow: 'md', className: 'w-48 break-words whitespace-normal' },
    ),
    column(
      'actor',
      t.columns.actor,
      (row) => (
        <>
          <p className="[overflow-wrap:anywhere]">{row.actor}</p>
          <p className="text-xs text-zinc-500">{t.sources[row.source]}</p>
        </>
      ),
      { hideBelow: 'md', className: 'w-44' },
    ),
    column('started', t.columns.started, (row) => formatStarted(row.startedAt), {
      hideBelow: 'sm',
      className: 'w-36 whitespace-nowrap text-zinc-600 tabular-nums',
    }),
    column('step', t.columns.step, (row) => <LifeCell life={row.life} />, {
      hideBelow: 'xl',
      className: 'w-72 text-sm break-words whitespace-normal',
    }),
  ];

  return (
    <div>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          <>
            {search.status === 'failed' ? <BulkRetry search={search} /> : null}
            <ForgetPersonAction roles={roles} />
            <ExportButton
              path="/api/exports/operations"
              filters={filterOf(search)}
              fileName={t.exportFileName}
            />
          </>
        }
      />
      <OperationFilters
        key={`${search.target ?? ''}\n${search.actor ?? ''}`}
        search={search}
        onChange={onSearch}
      />

      {list.isError ? (
        <EmptyState title={t.loadError} icon={<LayersIcon size={28} />}>
          {isApiError(list.error) ? list.error.message : null}
        </EmptyState>
      ) : (
        <DataTable
          label={t.title}
          testId="operations-table"
          rowTestId="operation-row"
          paging={null}
          rowData={(item) => ({
            'data-operation-id': item.id,
            'data-status': item.status,
            'data-life-state': item.life.state,
          })}
          rowClassName="relative cursor-pointer focus-within:bg-accent-50/60"
          tableClassName={wide ? 'table-fixed' : undefined}
          columns={columns}
          data={items}
          getRowId={(item) => item.id}
          loading={list.isPending}
          fetching={list.isFetching}
          empty={onlyTimeline ? t.emptyTimeline(relatedName) : t.empty}
          emptyAction={onlyTimeline ? undefined : t.emptyHint}
          icon={<LayersIcon size={28} />}
        />
      )}

      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-zinc-500">
        <p aria-live="polite" className="flex items-center gap-2">
          {running ? <Spinner size={14} className="text-accent-600" /> : null}
          <span data-testid="table-total">
            {items.length > 0 && total !== undefined
              ? t.pageOf(first, first + items.length - 1, Math.max(total, first + items.length - 1))
              : null}
          </span>
          {running ? ` · ${t.live}` : null}
        </p>
        <TokenPager
          cursor={search.cursor}
          nextPageToken={list.data?.nextPageToken}
          onPage={(cursor) =>
            onSearch({ ...search, cursor, page: cursor ? (search.page ?? 1) + 1 : undefined })
          }
          previousLabel={t.previous}
          nextLabel={t.next}
        />
      </div>
    </div>
  );
}
