// 'Papelera interna de reciclaje' (/storage/recycle/{studyId}): the documents permanently
// deleted from a study. Filters by route ('Buscar documento por ruta'), by deletion period (a
// two-month picker) and by name ('Buscar por nombre'), shown as removable chips with
// 'Restablecer filtros'; a table with selection, 'Información del documento' and the restore
// operation ('Restaurar documento' / 'Restaurar documento(s)'); the list reloads 5 s after it.
import { FilterChip } from '../../../shared/ui/filter-chip';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { RecycleDocument } from '../../../shared/api/common-area-types';
import type { Operation } from '../../../shared/api/types';
import { formatBytes } from '../../../shared/lib/bytes';
import { formatDate, orBlank } from '../../../shared/lib/format';
import { folderOf, shortenName, shortenPath } from '../../../shared/lib/shorten';
import { useIsPhone } from '../../../shared/lib/use-media-query';
import { useReloadLater } from '../../../shared/lib/use-reload-later';
import { messages } from '../../../shared/messages';
import { OperationConfirmModal } from '../../../shared/operation-confirm-modal';
import { Button } from '../../../shared/ui/button';
import { DateRangePicker } from '../../../shared/ui/date-range-picker';
import type { RowSelectionState } from '@tanstack/react-table';
import { FileTextIcon, Trash2Icon } from 'lucide-react';
import { column, type DataColumn } from '../../../shared/ui/data-table';
import { ListPage } from '../../../shared/ui/list-page';
import { ToolbarSearch } from '../../../shared/ui/search-card';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { Tooltip, TruncatedText } from '../../../shared/ui/tooltip';
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
    <Tooltip content={text}>
      <span>
        <span aria-hidden="true">{short.text}</span>
        <span className="sr-only">{text}</span>
      </span>
    </Tooltip>
  );
}

/** 'Información del documento': every field of the deleted document. */
function documentFields(document: RecycleDocument) {
  const f = t.fields;
  return [
    { label: f.name, value: orBlank(document.name) },
    { label: f.type, value: orBlank(document.documentType) },
    { label: f.size, value: formatBytes(document.size) },
    { label: f.path, value: <span className="break-all">{orBlank(document.absolutePath)}</span> },
    { label: f.creationDate, value: formatDate(document.creationDate) },
    { label: f.creationUser, value: orBlank(document.creationUser) },
    { label: f.purgeDate, value: formatDate(document.purgeDate) },
    { label: f.purgeUser, value: orBlank(document.purgeActionUser) },
    { label: f.id, value: <span className="break-all">{document.documentId}</span> },
  ];
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
  const phone = useIsPhone();
  const query = useQuery(recycleBinQueryOptions(studyId, search));
  const [nameText, setNameText] = useState(search.name ?? '');
  const [pathOpen, setPathOpen] = useState(false);
  // The selection belongs to one page and filter: a new one starts with nothing selected.
  const searchKey = JSON.stringify(search);
  const [selection, setSelection] = useState<{ key: string; rows: RowSelectionState }>({
    key: searchKey,
    rows: {},
  });
  const selectedRows = selection.key === searchKey ? selection.rows : {};
  const selected = Object.keys(selectedRows).filter((id) => selectedRows[id]);
  const setSelected = (rows: RowSelectionState) => setSelection({ key: searchKey, rows });
  const [restoring, setRestoring] = useState<string[] | null>(null);
  const { reloadLater, pending: reloadPending } = useReloadLater(recycleKeys.all);

  const items = useMemo(() => query.data?.items ?? [], [query.data]);
  const study = query.data?.study;
  const filters = activeFilters(search);

  const columns = useMemo<DataColumn<RecycleDocument>[]>(
    () => [
      column(
        'name',
        t.columns.name,
        (document) => (
          <>
            <Shortened text={document.name} shorten={shortenName} />
            {phone ? (
              <span className="block text-xs font-normal text-zinc-600">
                {formatDate(document.purgeDate)}
              </span>
            ) : null}
          </>
        ),
        { className: 'max-w-[16rem] py-2 font-medium text-zinc-900' },
      ),
      // The folder it is restored to; the document's name is the column before.
      column(
        'path',
        t.columns.path,
        (row) => <Shortened text={folderOf(row.absolutePath)} shorten={shortenPath} />,
        { hideBelow: 'sm', className: 'whitespace-nowrap text-zinc-600' },
      ),
      column(
        'deletedBy',
        t.columns.deletedBy,
        (row) => <TruncatedText text={orBlank(row.purgeActionUser)} />,
        { hideBelow: 'md', className: 'max-w-[14rem]' },
      ),
      column('deletedAt', t.columns.deletedAt, (row) => formatDate(row.purgeDate), {
        hideBelow: 'sm',
        className: 'whitespace-nowrap',
      }),
    ],
    [phone],
  );

  const runNameSearch = (typed: string) => {
    const name = typed.trim();
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
      setSelected({});
    } else {
      notifyError(finished.error?.message ?? messages.operation.genericErrorRetry);
    }
    // Spec 1 §4: the list reloads 5 seconds after the restore.
    reloadLater(RELOAD_AFTER_RESTORE_MS);
  };

  const chipLabel = (key: FilterKey) =>
    key === 'path'
      ? t.chipPath(search.path ?? '')
      : key === 'period'
        ? t.chipPeriod(formatDate(search.from), formatDate(search.to))
        : t.chipName(search.name ?? '');

  return (
    <ListPage
      title={t.title}
      subtitle={study ? t.intro(study.suborganizationName) : undefined}
      filters={
        <>
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
            <ToolbarSearch
              label={t.nameLabel}
              name="documentName"
              value={nameText}
              onChange={setNameText}
              onSubmit={runNameSearch}
              buttonOnlyWithText
              className="flex min-w-0 flex-1 gap-2"
              fieldClassName="min-w-0 flex-1 min-[900px]:max-w-sm"
            />
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

          {selected.length > 0 ? (
            <div
              className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-accent-50 px-4 py-2 ring-1 ring-accent-200"
              data-testid="selection-bar"
            >
              <p className="text-sm font-medium text-accent-900" aria-live="polite">
                {t.selected(selected.length)}
              </p>
              <Button size="sm" onClick={() => setRestoring(selected)}>
                {t.restoreSelected}
              </Button>
            </div>
          ) : null}
        </>
      }
      reloading={reloadPending}
      testId="recycle-table"
      rowTestId="recycle-row"
      columns={columns}
      query={query}
      rows={items}
      getRowId={(document) => document.documentId}
      empty={t.empty}
      icon={<Trash2Icon size={28} />}
      selection={{
        selected: selectedRows,
        onChange: setSelected,
        allLabel: t.selectAll,
        rowLabel: (document) => t.selectRow(document.name),
      }}
      paging={
        query.data
          ? {
              offset: search.offset ?? 0,
              limit: RECYCLE_PAGE_SIZE,
              count: items.length,
              total: query.data.total,
              hasMore: (search.offset ?? 0) + RECYCLE_PAGE_SIZE < query.data.total,
              onChange: (offset) => onSearch({ ...search, offset: offset || undefined }),
            }
          : undefined
      }
      rowMenu={{
        label: (document) => t.rowActions(document.name),
        items: (document) => [{ label: t.restoreOne, onSelect: () => setRestoring([document.documentId]) }],
      }}
      detail={{
        title: t.drawerTitle,
        description: (document) => document.name,
        fields: documentFields,
        testId: 'document-drawer',
      }}
    >
      {query.data?.truncated ? <p className="mt-2 text-sm text-amber-800">{t.truncated}</p> : null}

      <PathSearchModal
        open={pathOpen}
        onOpenChange={setPathOpen}
        initial={search.path ?? ''}
        onSearch={(path) => {
          const { offset: _offset, ...rest } = search;
          onSearch({ ...rest, path });
        }}
      />
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
        confirmLabel={t.confirm}
        testId="restore-modal"
        closeOnSuccess={false}
        details={(operation) => <RestoreItems operation={operation} />}
        onSettled={settleRestore}
        onClose={() => setRestoring(null)}
      />
    </ListPage>
  );
}
