// /ME/declarations/{suborganizationId}/declarations (spec 2 §2.15): the firm's locked
// declarations with select-all and per-row checkboxes, 'Desbloquear' per row and for the
// selection ('No seleccionaste ninguna declaracion para desbloquear' when none). Both start a
// declarations.unlock operation that reports each declaration; 'Desbloqueo exitoso', then the
// list reloads after 1 s (§9).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Operation } from '../../../shared/api/types';
import { formatCuit, formatDate, orBlank } from '../../../shared/lib/format';
import { useIsPhone } from '../../../shared/lib/use-media-query';
import { messages } from '../../../shared/messages';
import { OperationConfirmModal } from '../../../shared/operation-confirm-modal';
import { Button } from '../../../shared/ui/button';
import { EllipsisVerticalIcon, FileTextIcon } from 'lucide-react';
import { Menu } from '../../../shared/ui/menu';
import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { Pagination, pageOf } from '../../../shared/ui/pagination';
import { notify, notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { Skeleton } from '../../../shared/ui/spinner';
import { Checkbox, SkeletonRows, Table, TBody, TD, TH, THead, TR } from '../../../shared/ui/table';
import { declarationsKeys, firmDeclarationsQueryOptions, type LockedDeclaration } from '../api/declarations';
import { declarationsTexts as t } from '../messages';
import { UnlockItems } from './unlock-items';

/** Spec 2 §9: the list reloads 1 second after an unlock. */
export const RELOAD_AFTER_UNLOCK_MS = 1000;
const PAGE = 50;
/** The editor gets its own column (spec 2 §2.15) from 1200 px; narrower it goes under the description. */
const WIDE_ONLY = 'hidden min-[1200px]:table-cell';

const labelOf = (d: LockedDeclaration) =>
  `${d.customerSuborganizationName} · ${d.personalLegalDeclarationDesc}`;

export function FirmDeclarationsPage({ suborganizationId }: { suborganizationId: string }) {
  const queryClient = useQueryClient();
  const phone = useIsPhone();
  const query = useQuery(firmDeclarationsQueryOptions(suborganizationId));
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [unlocking, setUnlocking] = useState<string[] | null>(null);
  const [reloadPending, setReloadPending] = useState(false);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const selectAllRef = useRef<HTMLInputElement>(null);

  const declarations = useMemo(() => query.data?.declarations ?? [], [query.data]);
  const page = pageOf(declarations, offset, PAGE);
  const firm = query.data?.firm;
  const allSelected =
    page.rows.length > 0 && page.rows.every((d) => selected.has(d.personalLegalDeclarationId));
  const someSelected = !allSelected && page.rows.some((d) => selected.has(d.personalLegalDeclarationId));

  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = someSelected;
  }, [someSelected]);
  useEffect(
    () => () => {
      if (reloadTimer.current) clearTimeout(reloadTimer.current);
    },
    [],
  );

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) => {
      const next = new Set(current);
      for (const d of page.rows) {
        if (allSelected) next.delete(d.personalLegalDeclarationId);
        else next.add(d.personalLegalDeclarationId);
      }
      return next;
    });

  const unlockSelected = () => {
    if (selected.size === 0) {
      notify('info', t.nothingSelected);
      return;
    }
    setUnlocking([...selected]);
  };

  const settle = (finished: Operation) => {
    if (finished.status === 'completed') {
      notifySuccess(t.success);
      setSelected(new Set());
    } else {
      notifyError(finished.error?.message ?? messages.operation.genericErrorRetry);
    }
    setReloadPending(true);
    if (reloadTimer.current) clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(() => {
      setReloadPending(false);
      setOffset(0);
      void queryClient.invalidateQueries({ queryKey: declarationsKeys.all });
    }, RELOAD_AFTER_UNLOCK_MS);
  };

  return (
    <div className="min-w-0">
      <PageHeader
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
      />
      {selected.size > 0 ? (
        <p
          className="mb-2 text-sm font-medium text-accent-900"
          aria-live="polite"
          data-testid="selection-count"
        >
          {t.selected(selected.size)}
        </p>
      ) : null}
      {reloadPending ? (
        <p role="status" className="mb-2 text-sm text-zinc-500">
          {t.reloading}
        </p>
      ) : null}

      {query.isError ? (
        <EmptyState title={query.error.message} icon={<FileTextIcon size={28} />} />
      ) : !query.isPending && declarations.length === 0 ? (
        <EmptyState title={t.empty} icon={<FileTextIcon size={28} />} />
      ) : (
        <>
          <Table
            aria-label={t.listTitle}
            aria-busy={query.isFetching || undefined}
            data-testid="declarations-table"
            // From 1200 px every column fits (the editor's included): long texts are cut with an
            // ellipsis and their tooltip (title) shows them whole.
            className="min-[1200px]:table-fixed"
          >
            <THead>
              <tr>
                <TH className="w-10">
                  <Checkbox
                    ref={selectAllRef}
                    label={t.selectAll}
                    checked={allSelected}
                    onChange={toggleAll}
                    disabled={page.rows.length === 0}
                  />
                </TH>
                <TH>{t.columns.client}</TH>
                <TH hideBelow="sm">{t.columns.description}</TH>
                <TH className={`${WIDE_ONLY} w-44`}>{t.columns.editor}</TH>
                <TH hideBelow="md" className="min-[1200px]:w-20">
                  {t.columns.period}
                </TH>
                <TH hideBelow="md" className="min-[1200px]:w-28">
                  {t.columns.dueDate}
                </TH>
                <TH hideBelow="sm" className="min-[1200px]:w-36">
                  {t.columns.status}
                </TH>
                <TH hideBelow="md" className="min-[1200px]:w-32">
                  {t.columns.modified}
                </TH>
                <TH className="w-12">
                  <span className="sr-only">{t.columns.actions}</span>
                </TH>
              </tr>
            </THead>
            <TBody>
              {query.isPending ? (
                <SkeletonRows
                  rows={6}
                  columns={['narrow', undefined, 'sm', 'md', 'md', 'md', 'sm', 'md', 'narrow']}
                />
              ) : (
                page.rows.map((d) => (
                  <TR
                    key={d.personalLegalDeclarationId}
                    selected={selected.has(d.personalLegalDeclarationId)}
                    data-testid="declaration-row"
                  >
                    <TD>
                      <Checkbox
                        label={t.selectRow(labelOf(d))}
                        checked={selected.has(d.personalLegalDeclarationId)}
                        onChange={() => toggle(d.personalLegalDeclarationId)}
                      />
                    </TD>
                    <TD className="max-w-[12rem] py-2 font-medium text-zinc-900 min-[1200px]:max-w-none">
                      <span className="block truncate" title={d.customerSuborganizationName}>
                        {d.customerSuborganizationName}
                      </span>
                      {phone ? (
                        <span className="block truncate text-xs font-normal text-zinc-500">
                          {d.personalLegalDeclarationDesc} · {d.periodYear}
                        </span>
                      ) : null}
                    </TD>
                    <TD hideBelow="sm" className="max-w-[14rem] min-[1200px]:max-w-none">
                      <span className="block truncate" title={d.personalLegalDeclarationDesc}>
                        {d.personalLegalDeclarationDesc}
                      </span>
                      {/* Below 1200 px the editor's column is folded under the description. */}
                      <span
                        className="block truncate text-xs text-zinc-500 min-[1200px]:hidden"
                        title={d.editionUserId}
                      >
                        {t.columns.editor}: {orBlank(d.editionUserId)}
                      </span>
                    </TD>
                    <TD className={`${WIDE_ONLY} truncate`} title={d.editionUserId}>
                      {orBlank(d.editionUserId)}
                    </TD>
                    <TD hideBelow="md" className="tabular-nums">
                      {d.periodYear}
                    </TD>
                    <TD hideBelow="md" className="whitespace-nowrap tabular-nums">
                      {formatDate(d.maturityDueDate)}
                    </TD>
                    <TD hideBelow="sm" className="max-w-[10rem] truncate" title={d.declarationStatusDesc}>
                      {orBlank(d.declarationStatusDesc)}
                    </TD>
                    <TD hideBelow="md" className="whitespace-nowrap tabular-nums">
                      {formatDate(d.modificationDate)}
                    </TD>
                    <TD className="px-2 text-right">
                      <Menu
                        label={t.rowActions(labelOf(d))}
                        trigger={<EllipsisVerticalIcon size={18} />}
                        items={[
                          { label: t.unlock, onSelect: () => setUnlocking([d.personalLegalDeclarationId]) },
                        ]}
                      />
                    </TD>
                  </TR>
                ))
              )}
            </TBody>
          </Table>
          <Pagination
            offset={offset}
            limit={PAGE}
            count={page.rows.length}
            total={declarations.length}
            hasMore={page.hasMore}
            onChange={setOffset}
          />
        </>
      )}

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
        askReason
        confirmLabel={t.unlock}
        testId="unlock-modal"
        closeOnSuccess={false}
        details={(operation) => <UnlockItems operation={operation} />}
        onSettled={settle}
        onClose={() => setUnlocking(null)}
      />
    </div>
  );
}
