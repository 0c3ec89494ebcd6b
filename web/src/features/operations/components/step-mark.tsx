// The round status mark of a step, shared by the live progress (compact) and the detail page.
import type { StepView } from '../step-view';
import { cn } from '../../../shared/lib/cn';
import { BanIcon, CheckIcon, CircleAlertIcon, SkipForwardIcon } from 'lucide-react';
import { Spinner } from '../../../shared/ui/spinner';

const SIZES = {
  compact: { box: 'size-6', icon: 14, skip: 12 },
  regular: { box: 'size-7', icon: 15, skip: 13 },
} as const;

export function StepMark({ status, size = 'regular' }: { status: StepView; size?: keyof typeof SIZES }) {
  const { box, icon, skip } = SIZES[size];
  const base = cn('flex shrink-0 items-center justify-center rounded-full', box);
  switch (status) {
    case 'done':
      return (
        <span className={cn(base, 'bg-emerald-600 text-white')}>
          <CheckIcon size={icon} strokeWidth={2.6} />
        </span>
      );
    case 'running':
      return (
        <span className={cn(base, 'bg-accent-50 text-accent-600 ring-1 ring-accent-200')}>
          <Spinner size={icon} />
        </span>
      );
    case 'failed':
      return (
        <span className={cn(base, 'bg-red-600 text-white')}>
          <CircleAlertIcon size={icon} strokeWidth={2.4} />
        </span>
      );
    case 'skipped':
      return (
        <span className={cn(base, 'bg-zinc-100 text-zinc-400 ring-1 ring-zinc-200')}>
          <SkipForwardIcon size={skip} />
        </span>
      );
    case 'notRun':
      return (
        <span className={cn(base, 'bg-zinc-50 text-zinc-400 ring-1 ring-zinc-200 ring-dashed')}>
          <BanIcon size={skip} />
        </span>
      );
    case 'pending':
      return (
        <span className={cn(base, 'bg-white ring-1 ring-zinc-300')}>
          <span className="size-1.5 rounded-full bg-zinc-300" />
        </span>
      );
  }
}
