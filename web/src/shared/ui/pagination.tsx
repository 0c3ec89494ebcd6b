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
  hasMore,
  onChange,
  label = t.label,
}: Paging) {
  if (offset === 0 && !hasMore) return null;
  return (
    <nav aria-label={label} className="mt-3 flex items-center justify-end gap-3 text-sm text-zinc-600">
      <span className="tabular-nums" aria-live="polite">
        {t.range(count === 0 ? 0 : offset + 1, offset + count, total)}
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
