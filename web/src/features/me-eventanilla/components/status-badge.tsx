// A subscription status with the colours of spec 2 §4 (missing grey, waiting and accepted
// green, disabled red) and its Spanish description. Unlike the shared Badge it wraps: the
// descriptions are long and the table must fit a phone.
import { statusLabel, statusTone, type StatusTone } from '@cgi/workflows/inputs';
import { cn } from '../../../shared/lib/cn';

const tones: Record<StatusTone, { chip: string; dot: string }> = {
  green: { chip: 'bg-emerald-50 text-emerald-800 ring-emerald-200', dot: 'bg-emerald-500' },
  amber: { chip: 'bg-amber-50 text-amber-800 ring-amber-200', dot: 'bg-amber-500' },
  red: { chip: 'bg-red-50 text-red-800 ring-red-200', dot: 'bg-red-500' },
  grey: { chip: 'bg-zinc-100 text-zinc-700 ring-zinc-200', dot: 'bg-zinc-400' },
};

export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const tone = tones[statusTone(status)];
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex max-w-full items-baseline gap-1.5 rounded-xl px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        tone.chip,
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-1.5 shrink-0 translate-y-[-1px] rounded-full', tone.dot)}
      />
      <span>{label || statusLabel(status)}</span>
    </span>
  );
}
