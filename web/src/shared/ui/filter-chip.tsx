// A removable filter chip: the filter's label and a button that drops it. Hand-written: Radix has
// no chip primitive; it is a label and a native button.
import { XIcon } from 'lucide-react';

export function FilterChip({
  label,
  removeLabel,
  onRemove,
  testId = 'filter-chip',
}: {
  label: string;
  /** Accessible name of the remove button, e.g. 'Quitar el filtro …'. */
  removeLabel: string;
  onRemove: () => void;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      className="inline-flex h-8 max-w-full items-center gap-1 rounded-full bg-accent-50 pr-1 pl-3 text-sm font-medium text-accent-800 ring-1 ring-accent-200 ring-inset"
    >
      <span className="truncate" title={label}>
        {label}
      </span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        className="flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-accent-100 focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        <XIcon size={14} />
      </button>
    </span>
  );
}
