// 'Papelera interna de reciclaje' (/storage/recycle/{studyId}): the documents permanently
// deleted from a study. Filters by route ('Buscar documento por ruta'), by deletion period (a
// two-month picker) and by name ('Buscar por nombre'), shown as removable chips with
// 'Restablecer filtros'; a table with selection, 'Información del documento' and the restore
// operation ('Restaurar documento' / 'Restaurar documento(s)'); the list reloads 5 s after it.
import { FilterChip } from '../../../shared/ui/filter-chip';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { RecycleDocument } from '../../../shared/api/common-area-types';
import type { Operation } from '../../../shared/api/types';
import { formatBytes } from '../../../shared/lib/bytes';
import { formatDate, orBlank } from '../../../shared/lib/format';
import { folderOf, shortenName, shortenPath } from '../../../shared/lib/shorten';
import { useIsPhone } from '../../../shared/lib/use-media-query';
import { messages } from '../../../shared/messages';
import { OperationConfirmModal } from '../../../shared/operation-confirm-modal';
import { Button } from '../../../shared/ui/button';
import { DateRangePicker } from '../../../shared/ui/date-range-picker';
import { Drawer } from '../../../shared/ui/drawer';
import { FieldList } from '../../../shared/ui/field-list';
import { FileTextIcon, SearchIcon, Trash2Icon } from 'lucide-react';
import { inputClasses } from '../../../shared/ui/input';

import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { Pagination } from '../../../shared/ui/pagination';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { Skeleton } from '../../../shared/ui/spinner';
import {
  Checkbox,
  SkeletonRows,
  Table,
  TBody,
  TD,
  TH,
  THead,
  TR,
  RowMenuCell,
} from '../../../shared/ui/table';
import { RECYCLE_PAGE_SIZE, recycleBinQueryOptions, recycleKeys } from '../api/get-recycle-bin';
import { activeFilters, withoutFilter, type FilterKey, type RecycleSearch } from '../search';
import { PathSearchModal } from './path-search-modal';
import { RestoreItems } from './restore-items';

const t = messages.recycle;
/** Spec 1 §9: the list reloads 5 seconds after a restore. */
export const RELOAD_AFTER_RESTORE_MS = 5000;

/** Shown shortened, with the full text as tooltip and for screen readers. */
function Shortened({
  text,
  shorten,
}: {
  text: string;
  shorten: (text: string) => { text: string; shortened: boolean };
}) {
  const short = shorten(text);
  if (!short.shortened) return <>{text}</>;
  return (
    <span title={text}>
      <span aria-hidden="true">{short.text}</span>
      <span className="sr-only">{text}</span>
    </span>
  );
}

function DocumentDrawer({ document, onClose }: { document: RecycleDocument | null; onClose: () => void }) {
  const f = t.fields;
  return (
    <Drawer
      open={document !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t.drawerTitle}
      description={document?.name}
      testId="document-drawer"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {messages.app.close}
        </Button>
      }
    >
      {document ? (
        <FieldList
          fields={[
            { label: f.name, value: orBlank(document.name) },
            { label: f.type, value: orBlank(document.documentType) },
            { label: f.size, value: formatBytes(document.size) },
            { label: f.path, value: <span className="break-all">{orBlank(document.absolutePath)}</span> },
            { label: f.creationDate, value: formatDate(document.creationDate) },
            { label: f.creationUser, value: orBlank(document.creationUser) },
            { label: f.purgeDate, value: formatDate(document.purgeDate) },
            { label: f.purgeUser, value: orBlank(document.purgeActionUser) },
            { label: f.id, value: <span className="break-all">{document.documentId}</span> },
          ]}
        />
      ) : null}
    </Drawer>
  );
}

export function RecycleBinPage({
  studyId,
  search,
  onSearch,
}: {
  studyId: string;
  search: RecycleSearch;
  onSearch: (next: RecycleSearch) => void;
}) {
  const queryClient = useQueryClient();
  const nameId = useId();
  const phone = useIsPhone();
  const query = useQuery(recycleBinQueryOptions(studyId, search));
  const [nameText, setNameText] = useState(search.name ?? '');
  const [pathOpen, setPathOpen] = useState(false);
  // The selection belongs to one page and filter: a new one starts with nothing selected.
  const searchKey = JSON.stringify(search);
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: searchKey,
    ids: new Set(),
  });
  const selected = selection.key === searchKey ? selection.ids : new Set<string>();
  const setSelected = (
    update: ReadonlySet<string> | ((current: ReadonlySet<string>) => ReadonlySet<string>),
  ) =>
    setSelection((current) => {
      const base = current.key === searchKey ? current.ids : new Set<string>();
      return { key: searchKey, ids: typeof update === 'function' ? update(base) : update };
    });
  const [detail, setDetail] = useState<RecycleDocument | null>(null);
  const [restoring, setRestoring] = useState<string[] | null>(null);
  const [reloadPending, setReloadPending] = useState(false);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const selectAllRef = useRef<HTMLInputElement>(null);

  const items = useMemo(() => query.data?.items ?? [], [query.data]);
  const study = query.data?.study;
  const filters = activeFilters(search);
  const allSelected = items.length > 0 && items.every((document) => selected.has(document.documentId));
  const someSelected = !allSelected && items.some((document) => selected.has(document.documentId));

  // The select-all box follows the rows: checked, mixed or clear.
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = someSelected;
  }, [someSelected]);
  useEffect(
    () => () => {
      if (reloadTimer.current) clearTimeout(reloadTimer.current);
    },
    [],
  );

  const toggle = (documentId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(documentId)) next.delete(documentId);
      else next.add(documentId);
      return next;
    });
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(items.map((d) => d.documentId)));

  const runNameSearch = (event: FormEvent) => {
    event.preventDefault();
    const name = nameText.trim();
    if (!name) return;
    const { offset: _offset, ...rest } = search;
    onSearch({ ...rest, name });
  };
  const removeFilter = (key: FilterKey) => {
    if (key === 'name') setNameText('');
    onSearch(withoutFilter(search, key));
  };

  const settleRestore = (finished: Operation) => {
    if (finished.status === 'completed') {
      notifySuccess(finished.result?.message ?? messages.operation.documentsRestored);
      setSelected(new Set());
    } else {
      notifyError(finished.error?.message ?? messages.operation.genericErrorRetry);
    }
    // Spec 1 §4: the list reloads 5 seconds after the restore.
    setReloadPending(true);
    if (reloadTimer.current) clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(() => {
      setReloadPending(false);
      void queryClient.invalidateQueries({ queryKey: recycleKeys.all });
    }, RELOAD_AFTER_RESTORE_MS);
  };

  const chipLabel = (key: FilterKey) =>
    key === 'path'
      ? t.chipPath(search.path ?? '')
      : key === 'period'
        ? t.chipPeriod(formatDate(search.from), formatDate(search.to))
        : t.chipName(search.name ?? '');

  return (
    <div>
      <PageHeader
        title={t.title}
        subtitle={study ? t.intro(study.suborganizationName) : <Skeleton className="mt-1 h-3.5 w-72" />}
      />

      <div className="mb-3 flex flex-col gap-2 min-[900px]:flex-row min-[900px]:items-center">
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" icon={<FileTextIcon size={16} />} onClick={() => setPathOpen(true)}>
            {t.pathButton}
          </Button>
          <div className="w-full min-[600px]:w-64">
            <DateRangePicker
              label={t.period}
              testId="period-picker"
              value={search.from && search.to ? { from: search.from, to: search.to } : null}
              onChange={(range) => {
                const { offset: _offset, ...rest } = search;
                onSearch({ ...rest, from: range?.from, to: range?.to });
              }}
            />
          </div>
        </div>
        <form role="search" noValidate onSubmit={runNameSearch} className="flex min-w-0 flex-1 gap-2">
          <label htmlFor={nameId} className="sr-only">
            {t.nameLabel}
          </label>
          <div className="relative min-w-0 flex-1 min-[900px]:max-w-sm">
            <SearchIcon
              size={18}
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-zinc-400"
            />
            <input
              id={nameId}
              type="search"
              name="documentName"
              autoComplete="off"
              placeholder={t.nameLabel}
              value={nameText}
              onChange={(event) => setNameText(event.target.value)}
              className={inputClasses(false, 'pl-10')}
            />
          </div>
          {/* Spec 1 §2: the button appears only with text. */}
          {nameText.trim() ? <Button type="submit">{t.search}</Button> : null}
        </form>
      </div>

      {filters.length > 0 ? (
        <div className="mb-3 flex flex-wrap items-center gap-2" data-testid="recycle-filters">
          {filters.map((key) => {
            const label = chipLabel(key);
            return (
              <FilterChip
                key={key}
                label={label}
                removeLabel={t.removeChip(label)}
                onRemove={() => removeFilter(key)}
              />
            );
          })}
          <button
            type="button"
            onClick={() => {
              setNameText('');
              onSearch({});
            }}
            className="rounded px-1 text-sm font-medium text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
          >
            {t.resetFilters}
          </button>
        </div>
      ) : null}

      {selected.size > 0 ? (
        <div
          className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-accent-50 px-4 py-2 ring-1 ring-accent-200"
          data-testid="selection-bar"
        >
          <p className="text-sm font-medium text-accent-900" aria-live="polite">
            {t.selected(selected.size)}
          </p>
          <Button size="sm" onClick={() => setRestoring([...selected])}>
            {t.restoreSelected}
          </Button>
        </div>
      ) : null}
      {reloadPending ? (
        <p role="status" className="mb-2 text-sm text-zinc-500">
          {t.reloading}
        </p>
      ) : null}

      {query.isError ? (
        <EmptyState title={query.error.message} icon={<Trash2Icon size={28} />} />
      ) : !query.isPending && items.length === 0 ? (
        <EmptyState title={t.empty} icon={<Trash2Icon size={28} />} />
      ) : (
        <>
          <Table aria-label={t.title} aria-busy={query.isFetching || undefined} data-testid="recycle-table">
            <THead>
              <tr>
                <TH className="w-10">
                  <Checkbox
                    ref={selectAllRef}
                    label={t.selectAll}
                    checked={allSelected}
                    onChange={toggleAll}
                    disabled={items.length === 0}
                  />
                </TH>
                <TH>{t.columns.name}</TH>
                <TH hideBelow="sm">{t.columns.path}</TH>
                <TH hideBelow="md">{t.columns.deletedBy}</TH>
                <TH hideBelow="sm">{t.columns.deletedAt}</TH>
                <TH className="w-12">
                  <span className="sr-only">{t.columns.actions}</span>
                </TH>
              </tr>
            </THead>
            <TBody>
              {query.isPending ? (
                <SkeletonRows rows={6} columns={['narrow', undefined, 'sm', 'md', 'sm', 'narrow']} />
              ) : (
                items.map((document) => (
                  <TR
                    key={document.documentId}
                    selected={selected.has(document.documentId)}
                    data-testid="recycle-row"
                  >
                    <TD>
                      <Checkbox
                        label={t.selectRow(document.name)}
                        checked={selected.has(document.documentId)}
                        onChange={() => toggle(document.documentId)}
                      />
                    </TD>
                    <TD className="max-w-[16rem] py-2 font-medium text-zinc-900">
                      <Shortened text={document.name} shorten={shortenName} />
                      {phone ? (
                        <p className="text-xs font-normal text-zinc-500">{formatDate(document.purgeDate)}</p>
                      ) : null}
                    </TD>
                    <TD hideBelow="sm" className="whitespace-nowrap text-zinc-600">
                      {/* The folder it is restored to; the document's name is the column before. */}
                      <Shortened text={folderOf(document.absolutePath)} shorten={shortenPath} />
                    </TD>
                    <TD hideBelow="md" className="max-w-[14rem] truncate">
                      {orBlank(document.purgeActionUser)}
                    </TD>
                    <TD hideBelow="sm" className="whitespace-nowrap">
                      {formatDate(document.purgeDate)}
                    </TD>
                    <RowMenuCell
                      label={t.rowActions(document.name)}
                      items={[
                        { label: t.viewDetails, onSelect: () => setDetail(document) },
                        { label: t.restoreOne, onSelect: () => setRestoring([document.documentId]) },
                      ]}
                    />
                  </TR>
                ))
              )}
            </TBody>
          </Table>
          {query.data?.truncated ? <p className="mt-2 text-sm text-amber-700">{t.truncated}</p> : null}
          {query.data ? (
            <Pagination
              offset={search.offset ?? 0}
              limit={RECYCLE_PAGE_SIZE}
              count={items.length}
              total={query.data.total}
              hasMore={(search.offset ?? 0) + RECYCLE_PAGE_SIZE < query.data.total}
              onChange={(offset) => onSearch({ ...search, offset: offset || undefined })}
            />
          ) : null}
        </>
      )}

      <PathSearchModal
        open={pathOpen}
        onOpenChange={setPathOpen}
        initial={search.path ?? ''}
        onSearch={(path) => {
          const { offset: _offset, ...rest } = search;
          onSearch({ ...rest, path });
        }}
      />
      <DocumentDrawer document={detail} onClose={() => setDetail(null)} />
      <OperationConfirmModal
        open={restoring !== null}
        title={t.confirmTitle}
        text={t.confirmText(restoring?.length ?? 0)}
        request={
          restoring
            ? {
                type: 'storage.restoreDocuments',
                input: { studyId: Number(studyId), documentIds: restoring },
              }
            : null
        }
        askReason
        confirmLabel={t.confirm}
        testId="restore-modal"
        closeOnSuccess={false}
        details={(operation) => <RestoreItems items={operation.items ?? []} />}
        onSettled={settleRestore}
        onClose={() => setRestoring(null)}
      />
    </div>
  );
}
