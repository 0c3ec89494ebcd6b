// 'Registro de aprobaciones' (/approvals/record, issue 31): every operation that waited for a
// four-eyes approval, newest first: what (type and target by name), who asked, when and why, the
// decision, who decided, when, and a rejection's reason. Filters in the URL like the operations
// list; 'Exportar CSV' downloads every row the filters select (GET /api/exports/approvals).
import { APPROVAL_DECISIONS } from '@cgi/workflows/messages';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ScrollTextIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { components } from '../../../../../../openapi/schema';
import { isApiError } from '../../../../shared/api/errors';
import { useIsPhone, useMediaQuery } from '../../../../shared/lib/use-media-query';
import { Badge, type Tone } from '../../../../shared/ui/badge';
import { column, DataTable, type DataColumn } from '../../../../shared/ui/data-table';
import { ExportButton } from '../../../../shared/ui/export-button';
import { FilterActions, FilterCard, PeriodFields } from '../../../../shared/ui/filter-card';
import { TokenPager } from '../../../../shared/ui/token-pager';
import { SelectField, TextField } from '../../../../shared/ui/input';
import { EmptyState, PageHeader } from '../../../../shared/ui/page';
import { formatStarted } from '../../format';
import { targetText } from '../../components/operation-link';
import { OperationTypeField } from '../../components/operation-type-field';
import { approvalRecordQueryOptions, RECORD_PAGE_SIZE } from '../api/record';
import { recordTexts as t } from '../messages';
import { hasRecordFilters, recordFilterOf, type ApprovalRecordSearch } from '../record-search';
import { ApprovalTabs } from './approval-tabs';

type RecordEntry = components['schemas']['ApprovalRecordEntry'];

const DECISION_TONES: Record<RecordEntry['decision'], Tone> = {
  pending: 'amber',
  approved: 'green',
  rejected: 'red',
  expired: 'grey',
  withdrawn: 'grey',
};

function DecisionBadge({ decision }: { decision: RecordEntry['decision'] }) {
  return <Badge tone={DECISION_TONES[decision]}>{t.decisions[decision]}</Badge>;
}

function RecordFilters({
  search,
  onChange,
}: {
  search: ApprovalRecordSearch;
  onChange: (next: ApprovalRecordSearch) => void;
}) {
  const phone = useIsPhone();
  const [requester, setRequester] = useState(search.requester ?? '');
  /** A filter change always goes back to the first page. */
  const apply = (patch: Partial<ApprovalRecordSearch>) => {
    const next: ApprovalRecordSearch = { ...recordFilterOf(search), ...patch };
    for (const key of Object.keys(next) as (keyof ApprovalRecordSearch)[]) {
      if (next[key] === undefined || next[key] === '') delete next[key];
    }
    onChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ requester: requester.trim() || undefined });
  };
  // Every type: an administrator may make any of them need approval.
  const form = (
    <form
      role="search"
      aria-label={t.filters}
      onSubmit={submit}
      className="grid grid-cols-1 gap-3 min-[600px]:grid-cols-2 min-[1100px]:grid-cols-[10rem_minmax(0,1.3fr)_minmax(0,1fr)_9.5rem_9.5rem]"
    >
      <SelectField
        label={t.decision}
        value={search.decision ?? ''}
        onChange={(event) =>
          apply({ decision: (event.target.value || undefined) as ApprovalRecordSearch['decision'] })
        }
        options={[
          { value: '', label: t.any },
          ...APPROVAL_DECISIONS.map((decision) => ({ value: decision, label: t.decisions[decision] })),
        ]}
      />
      <OperationTypeField
        label={t.type}
        anyLabel={t.any}
        value={search.type}
        onChange={(type) => apply({ type })}
      />
      <TextField
        label={t.requester}
        value={requester}
        placeholder={t.requesterPlaceholder}
        onChange={(event) => setRequester(event.target.value)}
        onBlur={() =>
          requester.trim() !== (search.requester ?? '')
            ? apply({ requester: requester.trim() || undefined })
            : undefined
        }
      />
      <PeriodFields labels={t} from={search.from} to={search.to} onChange={apply} />
      <FilterActions labels={t} canClear={hasRecordFilters(search)} onClear={() => onChange({})} />
    </form>
  );
  const active = Object.values(recordFilterOf(search)).filter((value) => value !== undefined).length;
  return (
    <FilterCard folded={phone} active={active} toggleLabel={t.filtersToggle(active)}>
      {form}
    </FilterCard>
  );
}

export function ApprovalRecordPage({
  search,
  onSearch,
  canOpenDetail,
}: {
  search: ApprovalRecordSearch;
  onSearch: (next: ApprovalRecordSearch) => void;
  /** Whether the signed-in roles may open an operation's detail. */
  canOpenDetail: boolean;
}) {
  const record = useQuery(approvalRecordQueryOptions(search));
  // The request and decision columns show from 1200 px (hideBelow 'lg'); narrower, the
  // operation's cell says them.
  const full = useMediaQuery('(min-width: 1200px)');
  const phone = useIsPhone();
  const items = record.data?.items ?? [];
  const first = ((search.page ?? 1) - 1) * RECORD_PAGE_SIZE + 1;

  const columns: DataColumn<RecordEntry>[] = [
    column('decision', t.columns.decision, (row) => <DecisionBadge decision={row.decision} />, {
      hideBelow: 'sm',
      className: 'w-32',
    }),
    column(
      'operation',
      t.columns.operation,
      (row) => (
        <>
          {canOpenDetail ? (
            <Link
              to="/operations/$id"
              params={{ id: row.id }}
              className="font-medium [overflow-wrap:anywhere] text-zinc-900 hover:text-accent-700 hover:underline"
            >
              {row.label}
            </Link>
          ) : (
            <span className="font-medium [overflow-wrap:anywhere] text-zinc-900">{row.label}</span>
          )}
          <p className="text-xs [overflow-wrap:anywhere] text-zinc-500">{targetText(row)}</p>
          {phone ? (
            <div className="mt-1">
              <DecisionBadge decision={row.decision} />
            </div>
          ) : null}
          {full ? null : (
            <p className="mt-1 text-xs [overflow-wrap:anywhere] text-zinc-600">
              {t.requestedBy(row.requester, formatStarted(row.requestedAt))}
              {row.decidedAt ? ` → ${t.decidedBy(row.decidedBy, formatStarted(row.decidedAt))}` : null}
            </p>
          )}
          {!full && row.reason ? (
            <p className="text-xs [overflow-wrap:anywhere] text-zinc-500">«{row.reason}»</p>
          ) : null}
          {!full && row.rejectionReason ? (
            <p className="mt-1 text-xs [overflow-wrap:anywhere] text-red-800">
              {t.rejectionReason}: «{row.rejectionReason}»
            </p>
          ) : null}
        </>
      ),
      { className: 'py-2' },
    ),
    column(
      'requested',
      t.columns.requested,
      (row) => (
        <>
          <p className="[overflow-wrap:anywhere]">
            {t.requestedBy(row.requester, formatStarted(row.requestedAt))}
          </p>
          <p className="text-xs [overflow-wrap:anywhere] text-zinc-500">
            {row.reason ? `«${row.reason}»` : t.noReason}
          </p>
        </>
      ),
      { hideBelow: 'lg', className: 'w-72 whitespace-normal' },
    ),
    column(
      'decided',
      t.columns.decided,
      (row) => (
        <>
          <p className="[overflow-wrap:anywhere]">
            {row.decidedAt ? t.decidedBy(row.decidedBy, formatStarted(row.decidedAt)) : '—'}
          </p>
          {row.rejectionReason ? (
            <p
              className="text-xs [overflow-wrap:anywhere] text-red-800"
              data-testid="record-rejection-reason"
            >
              «{row.rejectionReason}»
            </p>
          ) : null}
        </>
      ),
      { hideBelow: 'lg', className: 'w-72 whitespace-normal' },
    ),
  ];

  return (
    <div>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          <ExportButton
            path="/api/exports/approvals"
            filters={recordFilterOf(search)}
            fileName={t.fileName}
          />
        }
      />
      <ApprovalTabs />
      <RecordFilters key={search.requester ?? ''} search={search} onChange={onSearch} />
      {record.isError ? (
        <EmptyState title={t.loadError} icon={<ScrollTextIcon size={28} />}>
          {isApiError(record.error) ? record.error.message : null}
        </EmptyState>
      ) : (
        <DataTable
          label={t.title}
          testId="approval-record"
          rowTestId="approval-record-row"
          paging={null}
          rowData={(row) => ({ 'data-operation-id': row.id, 'data-decision': row.decision })}
          columns={columns}
          data={items}
          getRowId={(row) => row.id}
          loading={record.isPending}
          fetching={record.isFetching}
          empty={t.empty}
          emptyAction={hasRecordFilters(search) ? t.emptyHint : undefined}
          icon={<ScrollTextIcon size={28} />}
        />
      )}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-zinc-500">
        <p aria-live="polite" data-testid="table-total">
          {items.length > 0 && record.data
            ? t.pageOf(first, first + items.length - 1, Math.max(record.data.total, first + items.length - 1))
            : null}
        </p>
        <TokenPager
          cursor={search.cursor}
          nextPageToken={record.data?.nextPageToken}
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
