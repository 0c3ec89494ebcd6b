// Removable filter chips with 'Restablecer filtros' (e-Ventanilla and clients).
import { XIcon } from 'lucide-react';

export type ChipView = { key: string; label: string; onRemove: () => void };

export function FilterChips({
  chips,
  resetLabel,
  removeLabel,
  onReset,
  testId,
}: {
  chips: ChipView[];
  resetLabel: string;
  removeLabel: (label: string) => string;
  onReset: () => void;
  testId?: string;
}) {
  if (chips.length === 0) return null;
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2" data-testid={testId}>
      {chips.map((chip) => (
        <span
          key={chip.key}
          data-testid="filter-chip"
          className="inline-flex h-8 max-w-full items-center gap-1 rounded-full bg-accent-50 pr-1 pl-3 text-sm font-medium text-accent-800 ring-1 ring-accent-200 ring-inset"
        >
          <span className="truncate" title={chip.label}>
            {chip.label}
          </span>
          <button
            type="button"
            onClick={chip.onRemove}
            aria-label={removeLabel(chip.label)}
            className="flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-accent-100 focus-visible:outline-2 focus-visible:outline-accent-600"
          >
            <XIcon size={14} />
          </button>
        </span>
      ))}
      <button
        type="button"
        onClick={onReset}
        className="rounded px-1 text-sm font-medium text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        {resetLabel}
      </button>
    </div>
  );
}
