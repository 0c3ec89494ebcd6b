// The documents of a restore and how each went (per-element progress of the operation).
import type { OperationItem } from '../../../shared/api/types';
import { cn } from '../../../shared/lib/cn';
import { messages } from '../../../shared/messages';

const dot: Record<OperationItem['status'], string> = {
  done: 'bg-emerald-500',
  failed: 'bg-red-500',
  skipped: 'bg-zinc-400',
  running: 'bg-accent-500 animate-pulse',
  pending: 'bg-zinc-300',
};

export function RestoreItems({ items }: { items: readonly OperationItem[] }) {
  if (items.length === 0) return null;
  return (
    <ul
      aria-label={messages.operations.items}
      className="max-h-48 divide-y divide-zinc-100 overflow-y-auto rounded-lg border border-zinc-200"
      data-testid="restore-items"
    >
      {items.map((item) => (
        <li key={item.key} data-status={item.status} className="flex items-start gap-2 px-3 py-2 text-sm">
          <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', dot[item.status])} />
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
  );
}
