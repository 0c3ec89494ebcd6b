// What every list screen repeats, once: its header, what narrows it (a search, chips), its
// table in the query's loading, error and empty states, its paging (of a list the service
// answers in full, or the server's own), the row menu and the row's 'Ver detalles' panel. The
// page gives the query, the rows, the columns and the menu; other drawers go in `children`.
import type { RowData } from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { messages } from '../messages';
import { DataTable, menuColumn, type DataTableProps } from './data-table';
import { InfoDrawer } from './dialog';
import { FieldList, type Field } from './field-list';
import type { MenuItem } from './menu';
import { PageHeader } from './page';
import { pageOf, type Paging } from './pagination';

/** The part of a TanStack Query result a list shows. */
export type ListQuery = {
  isPending: boolean;
  isFetching?: boolean;
  isError: boolean;
  error: Error | null;
};

/** The panel 'Ver detalles' opens: the row's fields, and Cerrar. */
export type RowDetail<T> = {
  title: string;
  description?: (row: T) => string | undefined;
  fields: (row: T) => Field[];
  /** Under the fields: e.g. the link to the row's operations. */
  footnote?: (row: T) => ReactNode;
  testId: string;
};

type ListPageProps<T extends RowData> = Omit<
  DataTableProps<T>,
  'data' | 'loading' | 'fetching' | 'error' | 'paging' | 'label'
> & {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Between the header and the table: a search form, filter chips. */
  filters?: ReactNode;
  /** A reload of the list is to come (after an operation): the list says so above the table. */
  reloading?: boolean;
  /** The table's name when it is not the title. */
  label?: string;
  query: ListQuery;
  rows: readonly T[];
  /** Shown when the load fails with no message of its own. */
  loadError?: string;
  /** Pages of this size over `rows`, the whole list. */
  pageSize?: number;
  /** The filter the shown page belongs to: a new one starts at the first page. */
  pageKey?: string;
  /** The server's paging instead (`rows` is the page). */
  paging?: Paging;
  /** The row's '⋮' menu, named after the row; 'Ver detalles' comes first when there is a `detail`. */
  rowMenu?: { label: (row: T) => string; items: (row: T) => MenuItem[] };
  detail?: RowDetail<T>;
  children?: ReactNode;
};

export function ListPage<T extends RowData>({
  title,
  subtitle,
  actions,
  filters,
  reloading = false,
  label = title,
  query,
  rows,
  loadError,
  pageSize,
  pageKey = '',
  paging,
  rowMenu,
  detail,
  columns,
  children,
  ...table
}: ListPageProps<T>) {
  const [offset, setOffset] = useState({ key: pageKey, offset: 0 });
  const [shown, setShown] = useState<T | null>(null);
  // A list that shrank under the page shown (a new search) starts over.
  const from = offset.key === pageKey && offset.offset < rows.length ? offset.offset : 0;
  const page = pageSize ? pageOf(rows, from, pageSize) : { rows, hasMore: false };
  const menu = rowMenu
    ? menuColumn<T>(rowMenu.label, (row) => [
        ...(detail ? [{ label: messages.app.viewDetails, onSelect: () => setShown(row) }] : []),
        ...rowMenu.items(row),
      ])
    : null;
  return (
    <div className="min-w-0">
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {filters}
      {reloading ? (
        <p role="status" className="mb-2 text-sm text-zinc-500">
          {messages.app.listReloading}
        </p>
      ) : null}
      <DataTable
        {...table}
        label={label}
        columns={menu ? [...columns, menu] : columns}
        data={page.rows}
        loading={query.isPending}
        fetching={query.isFetching ?? false}
        error={query.isError ? query.error?.message || loadError || null : null}
        paging={
          paging ??
          (pageSize
            ? {
                offset: from,
                limit: pageSize,
                count: page.rows.length,
                total: rows.length,
                hasMore: page.hasMore,
                onChange: (next) => setOffset({ key: pageKey, offset: next }),
              }
            : // The whole list on one page still says its total.
              {
                offset: 0,
                limit: rows.length,
                count: rows.length,
                total: rows.length,
                hasMore: false,
                onChange: () => {},
              })
        }
      />
      {detail ? (
        <InfoDrawer
          item={shown}
          onClose={() => setShown(null)}
          title={detail.title}
          description={detail.description}
          testId={detail.testId}
        >
          {(row) => (
            <div className="flex flex-col gap-4">
              <FieldList fields={detail.fields(row)} />
              {detail.footnote?.(row)}
            </div>
          )}
        </InfoDrawer>
      ) : null}
      {children}
    </div>
  );
}
