// Elements of a bulk operation: filter by status (kept in the URL), each one linking to the
// operation it started; a deep link (?item=) highlights one element and scrolls to it.
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { OperationItem } from '../../../shared/api/types';
import { cn } from '../../../shared/lib/cn';
import { messages } from '../../../shared/messages';
import type { OperationDetailSearch } from '../search';

const t = messages.operations;
const FILTERS = ['all', 'failed', 'done', 'skipped'] as const;

const tone: Record<OperationItem['status'], string> = {
  done: 'bg-emerald-500',
  failed: 'bg-red-500',
  skipped: 'bg-zinc-400',
  running: 'bg-accent-500',
  pending: 'bg-zinc-300',
};

export function OperationItems({
  id,
  items,
  search,
}: {
  id: string;
  items: OperationItem[];
  search: OperationDetailSearch;
}) {
  const highlighted = useRef<HTMLLIElement | null>(null);
  useEffect(() => {
    highlighted.current?.scrollIntoView({ block: 'center' });
  }, [search.item]);
  const count = (status: OperationItem['status']) => items.filter((item) => item.status === status).length;
  const shown = search.items ? items.filter((item) => item.status === search.items) : items;

  return (
    <div>
      <p className="mb-3 text-sm text-zinc-600">
        {t.itemsSummary(count('done'), count('failed'), count('skipped'), items.length)}
      </p>
      <nav aria-label={t.items} className="mb-3 flex flex-wrap gap-1.5">
        {FILTERS.map((filter) => {
          const active = (search.items ?? 'all') === filter;
          return (
            <Link
              key={filter}
              to="/operations/$id"
              params={{ id }}
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
      {shown.length === 0 ? (
        <p className="text-sm text-zinc-500">{t.noItems}</p>
      ) : (
        <ul
          className="divide-y divide-zinc-100 rounded-lg border border-zinc-200"
          data-testid="operation-items"
        >
          {shown.map((item) => {
            const selected = search.item === item.key;
            return (
              <li
                key={item.key}
                ref={selected ? highlighted : undefined}
                data-testid="operation-item"
                data-status={item.status}
                className={cn(
                  'flex gap-3 px-3 py-2.5 text-sm',
                  selected && 'bg-accent-50 ring-2 ring-accent-300 ring-inset',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn('mt-1.5 size-2 shrink-0 rounded-full', tone[item.status])}
                />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <Link
                      to="/operations/$id"
                      params={{ id }}
                      search={{ ...(search.items ? { items: search.items } : {}), item: item.key }}
                      replace
                      className="truncate font-medium text-zinc-900 hover:underline"
                    >
                      {item.label}
                    </Link>
                    <span className="text-xs text-zinc-500">{messages.steps[item.status]}</span>
                  </div>
                  <p className="truncate text-xs text-zinc-500" title={item.key}>
                    {item.key}
                  </p>
                  {item.error ? <p className="mt-1 text-xs break-words text-red-700">{item.error}</p> : null}
                  {!item.error && item.note ? (
                    <p className="mt-1 text-xs text-zinc-600">{item.note}</p>
                  ) : null}
                  {item.operationId ? (
                    <Link
                      to="/operations/$id"
                      params={{ id: item.operationId }}
                      className="mt-1 inline-block text-xs font-medium text-accent-700 hover:underline"
                    >
                      {t.openOperation}: {item.operationId}
                    </Link>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
