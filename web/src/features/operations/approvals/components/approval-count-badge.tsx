// The count beside 'Aprobaciones pendientes' in the menu: how many requests the signed-in person
// may approve now (polled; nothing when there are none).
import { cn } from '../../../../shared/lib/cn';
import { messages } from '../../../../shared/messages';
import { usePendingApprovals } from '../api/approvals';

export function ApprovalCountBadge({ className }: { className?: string }) {
  const count = usePendingApprovals().data?.items.length ?? 0;
  if (count === 0) return null;
  return (
    <span
      data-testid="approvals-count"
      aria-label={messages.nav.pendingCount(count)}
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-amber-500 px-1.5 text-[11px] leading-5 font-semibold text-white tabular-nums',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
