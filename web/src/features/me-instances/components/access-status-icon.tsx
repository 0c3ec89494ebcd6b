// The access status of an instance (spec 2 §2.3): a green check for GRANTED, otherwise a red
// mark; the spec's label (§4) is the tooltip and the accessible name.
import { cn } from '../../../shared/lib/cn';
import { CheckIcon, XIcon } from 'lucide-react';

export function StateIcon({ ok, label, testId }: { ok: boolean; label: string; testId?: string }) {
  const Icon = ok ? CheckIcon : XIcon;
  return (
    <span className="inline-flex" title={label} data-testid={testId} data-ok={ok}>
      <span
        aria-hidden="true"
        className={cn(
          'flex size-6 items-center justify-center rounded-full ring-1 ring-inset',
          ok ? 'bg-emerald-50 text-emerald-700 ring-emerald-200' : 'bg-red-50 text-red-700 ring-red-200',
        )}
      >
        <Icon size={14} strokeWidth={2.4} />
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
