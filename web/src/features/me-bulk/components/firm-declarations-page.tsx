// /ME/declarations/{suborganizationId}/declarations (spec 2 §2.15): the firm's locked
// declarations with select-all and per-row checkboxes, 'Desbloquear' per row and for the
// selection ('No seleccionaste ninguna declaracion para desbloquear' when none). Both start a
// declarations.unlock operation that reports each declaration; 'Desbloqueo exitoso', then the
// list reloads after 1 s (§9).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Operation } from '../../../shared/api/types';
import { formatCuit, formatDate, orBlank } from '../../../shared/lib/format';
import { useIsPhone } from '../../../shared/lib/use-media-query';
import { useReloadLater } from '../../../shared/lib/use-reload-later';
import { messages } from '../../../shared/messages';
import { OperationConfirmModal } from '../../../shared/operation-confirm-modal';
import { Button } from '../../../shared/ui/button';
import { FileTextIcon } from 'lucide-react';
import type { RowSelectionState } from '@tanstack/react-table';
import { column, type DataColumn } from '../../../shared/ui/data-table';
import { ListPage } from '../../../shared/ui/list-page';
import { notify, notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { Skeleton } from '../../../shared/ui/spinner';
import { declarationsKeys, firmDeclarationsQueryOptions, type LockedDeclaration } from '../api/declarations';
import { declarationsTexts as t } from '../messages';
import { UnlockItems } from './unlock-items';

/** Spec 2 §9: the list reloads 1 second after an unlock. */
export const RELOAD_AFTER_UNLOCK_MS = 1000;
const PAGE = 50;

const labelOf = (d: LockedDeclaration) =>
  `${d.customerSuborganizationName} · ${d.personalLegalDeclarationDesc}`;

export function FirmDeclarationsPage({ suborganizationId }: { suborganizationId: string }) {
  const phone = useIsPhone();
  const query = useQuery(firmDeclarationsQueryOptions(suborganizationId));
  const [selected, setSelected] = useState<RowSelectionState>({});
  const [unlocking, setUnlocking] = useState<string[] | null>(null);
  const { reloadLater, pending: reloadPending } = useReloadLater(declarationsKeys.all);
  const declarations = query.data?.declarations ?? [];
  const firm = query.data?.firm;
  const selectedIds = Object.keys(selected).filter((id) => selected[id]);

  // The columns staff decide by (client, description, period, due date, status) stay whole and
  // wrap; the editor and the last change join the table from 1440 px and are always in the
  // row's 'Ver detalles' (issue 28: at 1366 px four of seven columns were cut).
  const columns: DataColumn<LockedDeclaration>[] = [
    column(
      'client',
      t.columns.client,
      (d) => (
        <>
          <span className="block wrap-break-word">{d.customerSuborganizationName}</span>
          {phone ? (
            <span className="block text-xs font-normal wrap-break-word text-zinc-500">
              {d.personalLegalDeclarationDesc} · {d.periodYear}
            </span>
          ) : null}
        </>
      ),
      { className: 'min-w-[8rem] py-2 font-medium text-zinc-900' },
    ),
    column(
      'description',
      t.columns.description,
      (d) => <span className="block wrap-break-word">{d.personalLegalDeclarationDesc}</span>,
      { hideBelow: 'sm', className: 'min-w-[9rem] py-2' },
    ),
    column(
      'editor',
      t.columns.editor,
      (row) => <span className="wrap-anywhere">{orBlank(row.editionUserId)}</span>,
      {
        hideBelow: 'xl',
        className: 'py-2',
      },
    ),
    column('period', t.columns.period, (row) => row.periodYear, {
      hideBelow: 'md',
      className: 'tabular-nums',
    }),
    column('dueDate', t.columns.dueDate, (row) => formatDate(row.maturityDueDate), {
      hideBelow: 'md',
      className: 'whitespace-nowrap tabular-nums',
    }),
    column(
      'status',
      t.columns.status,
      (row) => <span className="block wrap-break-word">{orBlank(row.declarationStatusDesc)}</span>,
      { hideBelow: 'sm', className: 'min-w-[7rem] py-2' },
    ),
    column('modified', t.columns.modified, (row) => formatDate(row.modificationDate), {
      hideBelow: 'xl',
      className: 'whitespace-nowrap tabular-nums',
    }),
  ];

  const unlockSelected = () => {
    if (selectedIds.length === 0) {
      notify('info', t.nothingSelected);
      return;
    }
    setUnlocking(selectedIds);
  };

  const settle = (finished: Operation) => {
    if (finished.status === 'completed') {
      notifySuccess(t.success);
      setSelected({});
    } else {
      notifyError(finished.error?.message ?? messages.operation.genericErrorRetry);
    }
    reloadLater(RELOAD_AFTER_UNLOCK_MS);
  };

  return (
    <ListPage
      title={t.listTitle}
      subtitle={
        firm ? (
          <>
            {firm.suborganizationName} ·{' '}
            <span className="whitespace-nowrap">{t.firmCuit(formatCuit(firm.suborganizationCuit))}</span>
          </>
        ) : (
          <Skeleton className="mt-1 h-3.5 w-72" />
        )
      }
      actions={
        <Button
          onClick={unlockSelected}
          disabled={query.isPending || declarations.length === 0}
          data-testid="bulk-unlock"
        >
          {t.unlock}
        </Button>
      }
      filters={
        selectedIds.length > 0 ? (
          <p
            className="mb-2 text-sm font-medium text-accent-900"
            aria-live="polite"
            data-testid="selection-count"
          >
            {t.selected(selectedIds.length)}
          </p>
        ) : null
      }
      reloading={reloadPending}
      testId="declarations-table"
      rowTestId="declaration-row"
      columns={columns}
      query={query}
      rows={declarations}
      pageSize={PAGE}
      getRowId={(d) => d.personalLegalDeclarationId}
      empty={t.empty}
      icon={<FileTextIcon size={28} />}
      selection={{
        selected,
        onChange: setSelected,
        allLabel: t.selectAll,
        rowLabel: (d) => t.selectRow(labelOf(d)),
      }}
      detail={{
        title: t.detailTitle,
        description: (d) => d.customerSuborganizationName,
        fields: (d) => [
          { label: t.columns.client, value: d.customerSuborganizationName },
          { label: t.columns.description, value: d.personalLegalDeclarationDesc },
          { label: t.columns.editor, value: orBlank(d.editionUserId) },
          { label: t.columns.period, value: String(d.periodYear) },
          { label: t.columns.dueDate, value: formatDate(d.maturityDueDate) },
          { label: t.columns.status, value: orBlank(d.declarationStatusDesc) },
          { label: t.columns.modified, value: formatDate(d.modificationDate) },
        ],
        testId: 'declaration-panel',
      }}
      rowMenu={{
        label: (d) => t.rowActions(labelOf(d)),
        items: (d) => [{ label: t.unlock, onSelect: () => setUnlocking([d.personalLegalDeclarationId]) }],
      }}
    >
      <OperationConfirmModal
        open={unlocking !== null}
        title={t.confirmTitle}
        text={t.confirmText(unlocking?.length ?? 0)}
        request={
          unlocking
            ? {
                type: 'declarations.unlock',
                input: { suborganizationId: Number(suborganizationId), declarationIds: unlocking },
              }
            : null
        }
        confirmLabel={t.unlock}
        testId="unlock-modal"
        closeOnSuccess={false}
        details={(operation) => <UnlockItems operation={operation} />}
        onSettled={settle}
        onClose={() => setUnlocking(null)}
      />
    </ListPage>
  );
}
