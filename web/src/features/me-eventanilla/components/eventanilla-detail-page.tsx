// 'Informacion CUIT: XX-XXXXXXXX-X' (/ME/eventanilla/{cuit}, spec 2 §2.16): 'Detalles' (Estado,
// Fecha estado, Operador) with the status changes, 'Estudios asociados' and 'Historial estados'
// (Estado, Fecha sortable, Operador; newest first by default).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatInstant } from '../../../shared/lib/dates';
import { formatCuit, formatDate, orBlank } from '../../../shared/lib/format';
import { ChevronDownIcon, ShieldIcon } from 'lucide-react';
import { column, DataTable, type DataColumn } from '../../../shared/ui/data-table';
import { Menu } from '../../../shared/ui/menu';
import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { Skeleton } from '../../../shared/ui/spinner';
import { subscriptionQueryOptions, type SubscriptionDetail } from '../api/get-subscriptions';
import { isSearchableCuit } from '../cuit';
import { eventanillaTexts as t } from '../messages';
import { Avatar } from './avatar';
import { statusChangeItems, StatusChangeModal, type StatusChangeRequest } from './status-change';
import { StatusBadge } from './status-badge';

/** d/M/yyyy H:mm in Buenos Aires: two changes on one day must read apart in the history (ours). */
const formatDateTime = (value: string): string =>
  formatInstant(value, 'dd/MM/yyyy HH:mm') ?? formatDate(value);

function Panel({
  title,
  children,
  testId,
  actions,
}: {
  title: string;
  children: React.ReactNode;
  testId?: string;
  actions?: React.ReactNode;
}) {
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className="min-w-0 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs min-[600px]:p-5"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-zinc-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function EventanillaDetailPage({ cuit }: { cuit: string }) {
  const valid = isSearchableCuit(cuit);
  const query = useQuery({ ...subscriptionQueryOptions(cuit), enabled: valid });
  const [changing, setChanging] = useState<StatusChangeRequest | null>(null);
  const [ascending, setAscending] = useState(false);
  const detail = query.data;

  if (!valid) {
    return (
      <div>
        <PageHeader title={t.title} />
        <EmptyState title={t.cuitRule} icon={<ShieldIcon size={28} />} />
      </div>
    );
  }

  const history = [...(detail?.history ?? [])].sort((a, b) => {
    const diff = Date.parse(a.date) - Date.parse(b.date);
    return ascending ? diff : -diff;
  });

  const columns: DataColumn<SubscriptionDetail['history'][number]>[] = [
    column(
      'status',
      t.fieldStatus,
      (entry) => (
        <>
          <StatusBadge status={entry.status} label={entry.statusDesc} />
          <p className="text-xs break-all text-zinc-500 min-[600px]:hidden">{entry.operator}</p>
        </>
      ),
      { className: 'py-2' },
    ),
    {
      id: 'date',
      header: () => (
        <button
          type="button"
          onClick={() => setAscending((current) => !current)}
          title={ascending ? t.sortAscending : t.sortDescending}
          className="inline-flex items-center gap-1 rounded font-medium hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-accent-600"
        >
          {t.historyDate}
          <ChevronDownIcon size={14} className={ascending ? 'rotate-180' : undefined} />
        </button>
      ),
      cell: ({ row }) => formatDateTime(row.original.date),
      meta: { className: 'whitespace-nowrap tabular-nums', sort: ascending ? 'ascending' : 'descending' },
    },
    column('operator', t.fieldOperator, (row) => orBlank(row.operator), {
      hideBelow: 'sm',
      className: '[overflow-wrap:anywhere]',
    }),
  ];

  return (
    <div>
      <PageHeader
        title={
          <>
            {t.detailTitle('')}
            <span className="whitespace-nowrap tabular-nums">{formatCuit(cuit)}</span>
          </>
        }
      />
      {query.isError ? (
        <EmptyState title={query.error.message} icon={<ShieldIcon size={28} />} />
      ) : (
        <div className="grid grid-cols-1 gap-4 min-[1100px]:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="flex min-w-0 flex-col gap-4">
            <Panel
              title={t.details}
              testId="subscription-details"
              actions={
                detail ? (
                  <Menu
                    label={t.changeStatus}
                    trigger={<span className="px-3 text-sm font-medium">{t.changeStatus}</span>}
                    triggerClassName="h-8 ring-1 ring-zinc-300 ring-inset"
                    items={statusChangeItems(detail, detail.canChangeStatus, setChanging)}
                  />
                ) : null
              }
            >
              {detail ? (
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
                  <dt className="text-zinc-500">{t.fieldStatus}</dt>
                  <dd>
                    <StatusBadge status={detail.status} label={detail.statusDesc} />
                  </dd>
                  <dt className="text-zinc-500">{t.fieldStatusDate}</dt>
                  <dd className="tabular-nums">{formatDateTime(detail.lastStatusChangeDate)}</dd>
                  <dt className="text-zinc-500">{t.fieldOperator}</dt>
                  <dd className="break-all">{orBlank(detail.operator)}</dd>
                </dl>
              ) : (
                <Skeleton className="h-16 w-full" />
              )}
            </Panel>
            <Panel title={t.associatedStudies} testId="associated-studies">
              {!detail ? (
                <Skeleton className="h-12 w-full" />
              ) : detail.studies.length === 0 ? (
                <p className="text-sm text-zinc-500">{t.noStudies}</p>
              ) : (
                <ul className="flex flex-col divide-y divide-zinc-100">
                  {detail.studies.map((study) => (
                    <li key={study.firmSuborganizationId} className="flex items-center gap-3 py-2.5">
                      <Avatar
                        initials={study.firmSuborganizationAvatar.initials}
                        color={study.firmSuborganizationAvatar.color}
                        logoUrl={study.firmSuborganizationLogoPictureURL}
                        label={study.firmSuborganizationName}
                      />
                      <div className="min-w-0 flex-1 text-sm">
                        <p className="font-medium text-zinc-900">{study.firmSuborganizationName}</p>
                        <p className="text-zinc-500 tabular-nums">
                          {formatCuit(study.firmSuborganizationCuit)}
                        </p>
                        <p className="text-xs text-zinc-500">
                          {t.client}: {study.customerSuborganizationLegalName} ·{' '}
                          {study.isServiceEnabled ? t.serviceEnabled : t.serviceDisabled}
                        </p>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
          </div>
          <Panel title={t.history} testId="status-history">
            {!detail ? (
              <Skeleton className="h-24 w-full" />
            ) : (
              <DataTable
                label={t.history}
                rowTestId="history-row"
                columns={columns}
                data={history}
                getRowId={(entry, index) => `${entry.date}-${index}`}
                empty={t.historyEmpty}
              />
            )}
          </Panel>
        </div>
      )}
      <StatusChangeModal request={changing} onClose={() => setChanging(null)} />
    </div>
  );
}
