// The elements of a bulk operation and how each went, live under its steps: counts per outcome
// and a page at a time, so a thousand elements render fifty rows, not a thousand.
import { useState } from 'react';
import type { OperationItem } from './api/types';
import { cn } from './lib/cn';
import { messages } from './messages';
import { Pagination, pageOf } from './ui/pagination';

const PAGE = 50;

const dot: Record<OperationItem['status'], string> = {
  done: 'bg-emerald-500',
  failed: 'bg-red-500',
  skipped: 'bg-zinc-400',
  running: 'bg-accent-500 animate-pulse',
  pending: 'bg-zinc-300',
};

export function OperationItemsList({
  items,
  label = messages.operations.items,
  testId,
  countsTestId,
}: {
  items: readonly OperationItem[];
  label?: string;
  testId?: string;
  countsTestId?: string;
}) {
  const [offset, setOffset] = useState(0);
  if (items.length === 0) return null;
  const counts = { done: 0, failed: 0, skipped: 0, running: 0, pending: 0 };
  for (const item of items) counts[item.status]++;
  const page = pageOf(items, offset, PAGE);
  return (
    <div>
      {items.length > 1 ? (
        <p className="mb-1 text-xs text-zinc-600 tabular-nums" data-testid={countsTestId}>
          {(['done', 'skipped', 'failed', 'pending'] as const)
            .filter((status) => counts[status] > 0)
            .map((status) => `${messages.steps[status]}: ${counts[status]}`)
            .join(' · ')}
        </p>
      ) : null}
      <ul
        aria-label={label}
        className="max-h-48 divide-y divide-zinc-100 overflow-y-auto rounded-lg border border-zinc-200"
        data-testid={testId}
      >
        {page.rows.map((item) => (
          <li key={item.key} data-status={item.status} className="flex items-start gap-2 px-3 py-2 text-sm">
            <span
              aria-hidden="true"
              className={cn('mt-1.5 size-2 shrink-0 rounded-full', dot[item.status])}
            />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-zinc-800" title={item.label}>
                {item.label}
              </span>
              <span
                className={cn('block text-xs', item.status === 'failed' ? 'text-red-700' : 'text-zinc-500')}
              >
                {item.error ?? item.note ?? messages.steps[item.status]}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {items.length > PAGE ? (
        <Pagination
          offset={offset}
          limit={PAGE}
          count={page.rows.length}
          total={items.length}
          hasMore={page.hasMore}
          onChange={setOffset}
        />
      ) : null}
    </div>
  );
}
