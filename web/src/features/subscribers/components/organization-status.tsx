import { subscriberTexts } from '../messages';
import { cn } from '../../../shared/lib/cn';
import { CheckIcon, XIcon } from 'lucide-react';

const t = subscriberTexts.subscriberOrganizations;

/** The Estado column: an active/inactive icon whose text is its tooltip and accessible name. */
export function OrganizationStatus({ active, withLabel = false }: { active: boolean; withLabel?: boolean }) {
  const label = active ? t.active : t.inactive;
  return (
    <span className="inline-flex items-center gap-2" title={label}>
      <span
        aria-hidden="true"
        className={cn(
          'flex size-6 items-center justify-center rounded-full ring-1 ring-inset',
          active
            ? 'bg-emerald-50 text-emerald-700 ring-emerald-200'
            : 'bg-zinc-100 text-zinc-500 ring-zinc-200',
        )}
      >
        {active ? <CheckIcon size={14} strokeWidth={2.4} /> : <XIcon size={14} strokeWidth={2.4} />}
      </span>
      <span className={withLabel ? 'text-sm text-zinc-900' : 'sr-only'}>{label}</span>
    </span>
  );
}
