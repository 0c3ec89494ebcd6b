// Every list of the console: TanStack Table for columns, visibility and row selection, with
// the console's markup (loading rows, empty and error states, the row menu, paging). Pages
// declare columns; lesser columns drop under a width (`meta.hideBelow`), and are not rendered
// at all there, so a text never appears twice.
import {
  columnVisibilityFeature,
  createColumnHelper,
  metaHelper,
  rowSelectionFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
} from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useMediaQuery } from '../lib/use-media-query';
import { messages } from '../messages';
import { Menu, type MenuItem } from './menu';
import { EmptyState } from './page';
import { Pagination, type Paging } from './pagination';
import { Skeleton } from './spinner';

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
export const columnHelper = <T extends RowData>() => createColumnHelper<typeof features, T>();

/** A column showing one value of each row (a text, or what renders it). */
export function column<T extends RowData>(
  id: string,
  header: DataColumn<T>['header'],
  value: (row: T) => ReactNode,
  meta?: ColumnMeta,
): DataColumn<T> {
  return { id, header, cell: ({ row }) => value(row.original), ...(meta ? { meta } : {}) };
}

/** The last column: the row's '⋮' menu, named after the row. */
export function menuColumn<T extends RowData>(
  label: (row: T) => string,
  items: (row: T) => MenuItem[],
): DataColumn<T> {
  return {
    id: 'actions',
    header: () => <span className="sr-only">{messages.table.actions}</span>,
    cell: ({ row }) => <Menu label={label(row.original)} items={items(row.original)} />,
    meta: { className: 'w-12 px-2 text-right' },
  };
}

/**
 * A column's header or cell, called as a function. TanStack's FlexRender mounts a function as a
 * component type, and pages declare their columns inline, so every render of a page made new
 * types and remounted every cell: a row menu open when the data refreshed closed at once, under
 * the pointer of whoever had opened it. Cell renderers use no hooks (a cell that needs state is
 * a component the renderer returns).
 */
function rendered<P>(template: string | ((props: P) => unknown) | undefined, props: P): ReactNode {
  return (typeof template === 'function' ? template(props) : template) as ReactNode;
}

const checkbox =
  'size-4 cursor-pointer rounded border-zinc-300 accent-accent-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600';

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
  /**
   * The server's paging; without it the table says its rows' count itself ('1–12 de 12', issue
   * 43: every table says its total). `null`: the page shows its total elsewhere (token paging).
   */
  paging?: Paging | null | undefined;
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
  label,
  columns,
  data,
  getRowId,
  loading = false,
  fetching = false,
  error,
  empty,
  emptyAction,
  emptyTestId,
  icon,
  paging,
  selection,
  rowTestId,
  rowClassName,
  tableClassName,
  rowData,
  testId,
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
      column.meta?.hideBelow ? shown[column.meta.hideBelow] : true,
    ]),
  );

  const allColumns = useMemo<DataColumn<T>[]>(
    () =>
      selection
        ? [
            {
              id: 'select',
              header: ({ table }) => (
                <input
                  type="checkbox"
                  aria-label={selection.allLabel}
                  className={checkbox}
                  checked={table.getIsAllRowsSelected()}
                  ref={(box) => void (box && (box.indeterminate = table.getIsSomeRowsSelected()))}
                  disabled={table.getRowModel().rows.length === 0}
                  onChange={() => table.toggleAllRowsSelected(!table.getIsAllRowsSelected())}
                />
              ),
              cell: ({ row }) => (
                <input
                  type="checkbox"
                  aria-label={selection.rowLabel(row.original)}
                  className={checkbox}
                  checked={row.getIsSelected()}
                  onChange={() => row.toggleSelected()}
                />
              ),
              meta: { className: 'w-10' },
            },
            ...columns,
          ]
        : columns,
    [columns, selection],
  );

  const table = useTable({
    features,
    columns: allColumns,
    data: data as T[],
    getRowId,
    state: { columnVisibility, rowSelection: selection?.selected ?? {} },
    enableRowSelection: Boolean(selection),
    onRowSelectionChange: (updater) => {
      if (!selection) return;
      selection.onChange(typeof updater === 'function' ? updater(selection.selected) : updater);
    },
  });

  if (error) return <EmptyState title={error} icon={icon} />;
  if (!loading && data.length === 0)
    return (
      <EmptyState title={empty} icon={icon} testId={emptyTestId}>
        {emptyAction}
      </EmptyState>
    );
  const visible = table.getVisibleLeafColumns();
  return (
    <>
      <div className="overflow-x-auto rounded-lg border border-zinc-200 bg-white shadow-xs">
        <table
          aria-label={label}
          aria-busy={loading || fetching || undefined}
          data-testid={testId}
          className={cn('w-full border-collapse text-left text-sm', tableClassName)}
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
                    {header.isPlaceholder
                      ? null
                      : rendered(header.column.columnDef.header, header.getContext())}
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
                    data-testid={rowTestId}
                    {...rowData?.(row.original)}
                    aria-selected={selection ? row.getIsSelected() : undefined}
                    className={cn(
                      'transition-colors hover:bg-zinc-50',
                      row.getIsSelected() && 'bg-accent-50 hover:bg-accent-50',
                      rowClassName,
                    )}
                  >
                    {row.getVisibleCells().map((cell) => (
                      <td
                        key={cell.id}
                        className={cn('h-12 px-3 text-zinc-700', cell.column.columnDef.meta?.className)}
                      >
                        {rendered(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
      {paging ? (
        <Pagination {...paging} />
      ) : paging === undefined && !loading && data.length > 0 ? (
        <Pagination offset={0} limit={data.length} count={data.length} hasMore={false} onChange={() => {}} />
      ) : null}
    </>
  );
}
