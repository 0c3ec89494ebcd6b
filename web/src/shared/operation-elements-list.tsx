// The elements of a bulk operation and how each went, live under its steps: counts per outcome
// and one page at a time from the api, so a bulk of 100,000 elements renders fifty rows.
import { useOperationElementPages } from './api/operation-elements';
import type { Operation, OperationElement, OperationElementStatus } from './api/types';
import { cn } from './lib/cn';
import { messages } from './messages';
import { Pagination } from './ui/pagination';

const PAGE = 50;

const dot: Record<OperationElementStatus, string> = {
  done: 'bg-emerald-500',
  failed: 'bg-red-500',
  skipped: 'bg-zinc-400',
  pending: 'bg-zinc-300',
};

/** An element still pending while its run goes on is one the run is working through. */
export function elementStatusShown(element: OperationElement, operation: Operation) {
  return element.status === 'pending' && operation.status === 'running' ? 'running' : element.status;
}

/** The coloured dot of an element's status. */
export function elementDotClass(element: OperationElement, operation: Operation): string {
  return elementStatusShown(element, operation) === 'running'
    ? 'bg-accent-500 animate-pulse'
    : dot[element.status];
}

export function OperationElementsList({
  operation,
  label = messages.steps.elements,
  testId,
  countsTestId,
}: {
  operation: Operation;
  label?: string;
  testId?: string;
  countsTestId?: string;
}) {
  const { page, paging } = useOperationElementPages(operation, { pageSize: PAGE });
  if (!page.data || page.data.counts.total === 0) return null;
  const { items, counts } = page.data;
  return (
    <div>
      {counts.total > 1 ? (
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
        {items.map((element) => {
          const shown = elementStatusShown(element, operation);
          return (
            <li
              key={element.key}
              data-status={element.status}
              className="flex items-start gap-2 px-3 py-2 text-sm"
            >
              <span
                aria-hidden="true"
                className={cn('mt-1.5 size-2 shrink-0 rounded-full', elementDotClass(element, operation))}
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-zinc-800" title={element.label}>
                  {element.label}
                </span>
                <span
                  className={cn(
                    'block text-xs',
                    element.status === 'failed' ? 'text-red-700' : 'text-zinc-500',
                  )}
                >
                  {element.error ?? element.note ?? messages.steps[shown]}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      {counts.total > PAGE ? <Pagination {...paging} total={counts.total} /> : null}
    </div>
  );
}
