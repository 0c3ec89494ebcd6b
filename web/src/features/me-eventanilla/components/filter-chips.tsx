// Removable filter chips with 'Restablecer filtros' (e-Ventanilla and clients).
import { FilterChip } from '../../../shared/ui/filter-chip';

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
        <FilterChip
          key={chip.key}
          label={chip.label}
          removeLabel={removeLabel(chip.label)}
          onRemove={chip.onRemove}
        />
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
