// Elements of a bulk operation, a page at a time from the api: filter by status (kept in the URL),
// each one linking to the operation it started; a deep link (?item=) shows that element on top,
// highlighted, wherever it sits in the list.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import {
  operationElementQueryOptions,
  useOperationElementPages,
} from '../../../shared/api/operation-elements';
import type { Operation, OperationElement } from '../../../shared/api/types';
import { elementDotClass, elementStatusShown } from '../../../shared/operation-elements-list';
import { cn } from '../../../shared/lib/cn';
import { messages } from '../../../shared/messages';
import { operationTexts } from '../messages';
import { Pagination } from '../../../shared/ui/pagination';
import type { OperationDetailSearch } from '../search';

const t = operationTexts;
const FILTERS = ['all', 'failed', 'done', 'skipped'] as const;
const BULK_RETRY_TYPE = 'operations.bulkRetry';
const PAGE = 100;

export function OperationItems({
  operation,
  search,
}: {
  operation: Operation;
  search: OperationDetailSearch;
}) {
  const { page, paging } = useOperationElementPages(operation, {
    ...(search.items ? { status: search.items } : {}),
    pageSize: PAGE,
  });
  const linked = useQuery({
    ...operationElementQueryOptions(operation.id, search.item ?? ''),
    enabled: Boolean(search.item),
  });
  const highlighted = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (linked.data) highlighted.current?.scrollIntoView({ block: 'center' });
  }, [linked.data]);

  const counts = page.data?.counts;
  const items = page.data?.items ?? [];
  const filteredTotal = counts ? (search.items ? counts[search.items] : counts.total) : null;

  return (
    <div>
      {counts ? (
        <p className="mb-3 text-sm text-zinc-600 tabular-nums">
          {t.itemsSummary(counts.done, counts.failed, counts.skipped, counts.total)}
          {counts.pending > 0 ? ` · ${messages.steps.pending}: ${counts.pending}` : null}
        </p>
      ) : null}
      <nav aria-label={messages.steps.elements} className="mb-3 flex flex-wrap gap-1.5">
        {FILTERS.map((filter) => {
          const active = (search.items ?? 'all') === filter;
          return (
            <Link
              key={filter}
              to="/operations/$id"
              params={{ id: operation.id }}
              search={filter === 'all' ? {} : { items: filter }}
              replace
              aria-current={active ? 'true' : undefined}
              className={cn(
                'rounded-full px-3 py-1 text-xs font-medium ring-1 ring-inset transition-colors',
                active
                  ? 'bg-accent-600 text-white ring-accent-600'
                  : 'bg-white text-zinc-700 ring-zinc-300 hover:bg-zinc-50',
              )}
            >
              {t.itemsFilter[filter]}
            </Link>
          );
        })}
      </nav>
      {search.item && linked.data ? (
        <div ref={highlighted} className="mb-3">
          <ul className="rounded-lg border border-zinc-200">
            <ElementRow operation={operation} element={linked.data} search={search} selected />
          </ul>
        </div>
      ) : null}
      {page.data && items.length === 0 ? (
        <p className="text-sm text-zinc-500">{t.noItems}</p>
      ) : (
        <ul
          className="divide-y divide-zinc-100 rounded-lg border border-zinc-200"
          data-testid="operation-items"
        >
          {items.map((element) => (
            <ElementRow
              key={element.key}
              operation={operation}
              element={element}
              search={search}
              selected={search.item === element.key}
            />
          ))}
        </ul>
      )}
      {page.data ? <Pagination {...paging} total={filteredTotal} /> : null}
    </div>
  );
}

function ElementRow({
  operation,
  element,
  search,
  selected,
}: {
  operation: Operation;
  element: OperationElement;
  search: OperationDetailSearch;
  selected: boolean;
}) {
  const status = elementStatusShown(element, operation);
  return (
    <li
      data-testid="operation-item"
      data-status={element.status}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'flex gap-3 px-3 py-2.5 text-sm',
        selected && 'bg-accent-50 ring-2 ring-accent-300 ring-inset',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', elementDotClass(element, operation))}
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <Link
            to="/operations/$id"
            params={{ id: operation.id }}
            search={{ ...(search.items ? { items: search.items } : {}), item: element.key }}
            replace
            className="truncate font-medium text-zinc-900 hover:underline"
          >
            {element.label}
          </Link>
          <span className="text-xs text-zinc-500">{messages.steps[status]}</span>
        </div>
        {/* A bulk retry's elements are operations: their key is a workflow id, their label its name. */}
        {operation.type === BULK_RETRY_TYPE ? null : (
          <p className="truncate text-xs text-zinc-500" title={element.key}>
            {element.key}
          </p>
        )}
        {element.error ? (
          <p className="mt-1 text-xs break-words text-red-700" data-testid="operation-item-error">
            {element.error}
          </p>
        ) : null}
        {element.technicalError ? <TechnicalDetail text={element.technicalError} /> : null}
        {!element.error && element.note ? <p className="mt-1 text-xs text-zinc-600">{element.note}</p> : null}
        {element.operationId ? (
          <Link
            to="/operations/$id"
            params={{ id: element.operationId }}
            className="mt-1 inline-block text-xs font-medium text-accent-700 hover:underline"
          >
            {t.openOperation}: {element.operationName ?? element.label}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The service's own words about an element's failure, for support (issue 43): folded, and not on
 * the page until opened, so what staff read (and a scan of the screen) holds the Spanish only.
 */
function TechnicalDetail({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-1 text-xs text-zinc-500">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        {t.technicalDetail}
      </button>
      {open ? (
        <p className="mt-1 font-mono break-all" data-testid="operation-item-technical">
          {text}
        </p>
      ) : null}
    </div>
  );
}
