// Previous/next paging for long lists: the range shown and, when known, the total. Hand-written:
// TanStack Table's pagination is state only, and most lists page on the server (offset, hasMore).
import { messages } from '../messages';
import { Button } from './button';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';

const t = messages.pagination;

export type Paging = {
  offset: number;
  limit: number;
  /** Rows on this page. */
  count: number;
  total?: number | null;
  /** The total is past what the service counts: 'de más de N'. */
  totalAtLeast?: number;
  hasMore: boolean;
  onChange: (offset: number) => void;
  /** The nav's name when a page has more than one paged list (landmarks need names of their own). */
  label?: string;
};

export function Pagination({
  offset,
  limit,
  count,
  total = null,
  totalAtLeast,
  hasMore,
  onChange,
  label = t.label,
}: Paging) {
  // One page: no buttons, but the table still says how many rows it holds (issue 43).
  const single = offset === 0 && !hasMore;
  if (single && count === 0) return null;
  const from = count === 0 ? 0 : offset + 1;
  const range =
    totalAtLeast !== undefined && total === null
      ? t.rangeOver(from, offset + count, totalAtLeast)
      : t.range(from, offset + count, total ?? (single ? count : null));
  if (single)
    return (
      <p className="mt-3 text-right text-sm text-zinc-600 tabular-nums" data-testid="table-total">
        {range}
      </p>
    );
  return (
    <nav aria-label={label} className="mt-3 flex items-center justify-end gap-3 text-sm text-zinc-600">
      <span className="tabular-nums" aria-live="polite" data-testid="table-total">
        {range}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={offset === 0}
        onClick={() => onChange(Math.max(0, offset - limit))}
        icon={<ChevronLeftIcon size={14} />}
      >
        {t.previous}
      </Button>
      <Button variant="secondary" size="sm" disabled={!hasMore} onClick={() => onChange(offset + limit)}>
        {t.next}
        <ChevronRightIcon size={14} />
      </Button>
    </nav>
  );
}

/** Client-side paging of a list already loaded in full. */
export function pageOf<T>(items: readonly T[], offset: number, limit: number) {
  return { rows: items.slice(offset, offset + limit), hasMore: offset + limit < items.length };
}
