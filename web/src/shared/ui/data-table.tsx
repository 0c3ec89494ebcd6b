// Every list of the console: TanStack Table for columns, visibility and row selection, with
// the console's markup (loading rows, empty and error states, the row menu, paging). Pages
// declare columns; lesser columns drop under a width (`meta.hideBelow`), and are not rendered
// at all there, so a text never appears twice.
import {
  columnVisibilityFeature,
  metaHelper,
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { orBlank } from '../lib/format';
import { useMediaQuery } from '../lib/use-media-query';
import { messages } from '../messages';
import { Menu, type MenuItem } from './menu';
import { EmptyState } from './page';
import { Pagination, type Paging } from './pagination';
import { Skeleton } from './spinner';
import { TruncatedText } from './tooltip';

type ColumnMeta = {
  /** sm: not under 600 px; md: not under 900 px; lg: not under 1200 px; xl: not under 1440 px. */
  hideBelow?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
  /** The order the rows follow by this column. */
  sort?: 'ascending' | 'descending';
};

const features = tableFeatures({
  columnVisibilityFeature,
  rowSelectionFeature,
  columnMeta: metaHelper<ColumnMeta>(),
});

export type DataColumn<T extends RowData> = ColumnDef<typeof features, T>;

/** A column in one call: its id, header, what a row shows, and where it hides or how it looks. */
export const col = <T extends RowData>(
  id: string,
  header: DataColumn<T>['header'],
  cell: (row: T) => ReactNode,
  meta: ColumnMeta = {},
): DataColumn<T> => ({ id, header, cell: ({ row }) => cell(row.original), meta });

/** A text cut with an ellipsis where it does not fit (its tooltip shows it whole), '—' when blank. */
export const textCol = <T extends RowData>(
  id: string,
  header: string,
  text: (row: T) => string | number | null | undefined,
  meta?: ColumnMeta,
) => col<T>(id, header, (row) => <TruncatedText text={orBlank(text(row))} />, meta);

/** Dates, CUITs and numbers: on one line, with aligned figures. */
export const figureCol = <T extends RowData>(
  id: string,
  header: DataColumn<T>['header'],
  value: (row: T) => ReactNode,
  meta: ColumnMeta = {},
) => col<T>(id, header, value, { ...meta, className: cn('whitespace-nowrap tabular-nums', meta.className) });

/** The last column: the row's '⋮' menu, named after the row. */
export const menuColumn = <T extends RowData>(
  label: (row: T) => string,
  items: (row: T) => MenuItem[],
): DataColumn<T> =>
  col(
    'actions',
    () => <span className="sr-only">{messages.table.actions}</span>,
    (row) => <Menu label={label(row)} items={items(row)} />,
    { className: 'w-12 px-2 text-right' },
  );

const checkbox = (
  label: string,
  checked: boolean,
  onChange: () => void,
  more?: { indeterminate: boolean; disabled: boolean },
) => (
  <input
    type="checkbox"
    aria-label={label}
    checked={checked}
    disabled={more?.disabled}
    ref={(element) => {
      if (element) element.indeterminate = more?.indeterminate ?? false;
    }}
    onChange={onChange}
    className="size-4 cursor-pointer rounded border-zinc-300 accent-accent-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
  />
);

export type Selection<T extends RowData> = {
  selected: RowSelectionState;
  onChange: (next: RowSelectionState) => void;
  allLabel: string;
  rowLabel: (row: T) => string;
};

export type DataTableProps<T extends RowData> = {
  /** The table's accessible name. */
  label: string;
  columns: DataColumn<T>[];
  data: readonly T[];
  getRowId: (row: T, index: number) => string;
  loading?: boolean;
  fetching?: boolean;
  /** Shown instead of the table: a load error's message. */
  error?: string | null | undefined;
  /** Shown instead of the table when there are no rows. */
  empty: string;
  /** Under the empty message: what to do about it. */
  emptyAction?: ReactNode;
  emptyTestId?: string;
  icon?: ReactNode;
  paging?: Paging | undefined;
  selection?: Selection<T>;
  rowTestId?: string;
  rowClassName?: string;
  /** E.g. `table-fixed`: long texts are cut instead of widening the table past a phone's screen. */
  tableClassName?: string;
  /** `data-*` attributes a row carries (what tests and styles find it by). */
  rowData?: (row: T) => Record<`data-${string}`, string>;
  testId?: string;
};

export function DataTable<T extends RowData>({
  columns,
  data,
  selection,
  loading = false,
  ...p
}: DataTableProps<T>) {
  const shown = {
    sm: useMediaQuery('(min-width: 600px)'),
    md: useMediaQuery('(min-width: 900px)'),
    lg: useMediaQuery('(min-width: 1200px)'),
    xl: useMediaQuery('(min-width: 1440px)'),
  };
  const columnVisibility = Object.fromEntries(
    columns.map((column, index) => [
      column.id ?? String(index),
      !column.meta?.hideBelow || shown[column.meta.hideBelow],
    ]),
  );
  const select: DataColumn<T> | null = selection
    ? {
        id: 'select',
        header: ({ table }) =>
          checkbox(
            selection.allLabel,
            table.getIsAllRowsSelected(),
            () => table.toggleAllRowsSelected(!table.getIsAllRowsSelected()),
            {
              indeterminate: table.getIsSomeRowsSelected(),
              disabled: table.getRowModel().rows.length === 0,
            },
          ),
        cell: ({ row }) =>
          checkbox(selection.rowLabel(row.original), row.getIsSelected(), () => row.toggleSelected()),
        meta: { className: 'w-10' },
      }
    : null;

  const table = useTable({
    features,
    columns: select ? [select, ...columns] : columns,
    data: data as T[],
    getRowId: p.getRowId,
    state: { columnVisibility, rowSelection: selection?.selected ?? {} },
    enableRowSelection: Boolean(selection),
    onRowSelectionChange: (updater) => {
      if (!selection) return;
      selection.onChange(typeof updater === 'function' ? updater(selection.selected) : updater);
    },
  });

  if (p.error) return <EmptyState title={p.error} icon={p.icon} />;
  if (!loading && data.length === 0)
    return (
      <EmptyState title={p.empty} icon={p.icon} testId={p.emptyTestId}>
        {p.emptyAction}
      </EmptyState>
    );
  const visible = table.getVisibleLeafColumns();
  return (
    <>
      <div className="overflow-x-auto rounded-lg border border-zinc-200 bg-white shadow-xs">
        <table
          aria-label={p.label}
          aria-busy={loading || p.fetching || undefined}
          data-testid={p.testId}
          className={cn('w-full border-collapse text-left text-sm', p.tableClassName)}
        >
          <thead className="bg-zinc-50 text-xs font-medium tracking-wide text-zinc-600 uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={header.column.columnDef.meta?.sort}
                    className={cn(
                      'h-10 border-b border-zinc-200 px-3 font-medium whitespace-nowrap',
                      header.column.columnDef.meta?.className?.match(/(?<!\S)(\S*:)?w-\S+/)?.[0],
                    )}
                  >
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-zinc-100">
            {loading
              ? Array.from({ length: 6 }, (_, row) => (
                  <tr key={row} aria-hidden="true">
                    {visible.map((column, index) => (
                      <td key={column.id} className="h-12 px-3">
                        <Skeleton className={cn('h-3.5', index % 2 ? 'w-24' : 'w-32')} />
                      </td>
                    ))}
                  </tr>
                ))
              : table.getRowModel().rows.map((row) => (
                  <tr
                    key={row.id}
                    data-testid={p.rowTestId}
                    {...p.rowData?.(row.original)}
                    aria-selected={selection ? row.getIsSelected() : undefined}
                    className={cn(
                      'transition-colors hover:bg-zinc-50',
                      row.getIsSelected() && 'bg-accent-50 hover:bg-accent-50',
                      p.rowClassName,
                    )}
                  >
                    {row.getVisibleCells().map((cell) => (
                      <td
                        key={cell.id}
                        className={cn('h-12 px-3 text-zinc-700', cell.column.columnDef.meta?.className)}
                      >
                        <table.FlexRender cell={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
      {p.paging ? <Pagination {...p.paging} /> : null}
    </>
  );
}
