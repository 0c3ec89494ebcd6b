// The access status of an instance (spec 2 §2.3): a green check for GRANTED, otherwise a red
// mark; the spec's label (§4) is the tooltip and the accessible name, or, with `showLabel`,
// text beside the mark (a red mark whose reason only a tooltip gives is missed, issue 28).
import { cn } from '../../../shared/lib/cn';
import { CheckIcon, XIcon } from 'lucide-react';

export function StateIcon({
  ok,
  label,
  testId,
  showLabel = false,
}: {
  ok: boolean;
  label: string;
  testId?: string;
  showLabel?: boolean;
}) {
  const Icon = ok ? CheckIcon : XIcon;
  return (
    <span
      className={cn('inline-flex', showLabel && 'min-w-0 items-center gap-2')}
      title={label}
      data-testid={testId}
      data-ok={ok}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-6 shrink-0 items-center justify-center rounded-full ring-1 ring-inset',
          ok ? 'bg-emerald-50 text-emerald-700 ring-emerald-200' : 'bg-red-50 text-red-700 ring-red-200',
        )}
      >
        <Icon size={14} strokeWidth={2.4} />
      </span>
      <span
        className={showLabel ? cn('text-sm', ok ? 'text-zinc-700' : 'font-medium text-red-700') : 'sr-only'}
        data-testid={showLabel && testId ? `${testId}-label` : undefined}
      >
        {label}
      </span>
    </span>
  );
}
