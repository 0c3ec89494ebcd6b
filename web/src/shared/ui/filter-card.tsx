// The card a list's filters sit in, and the parts its forms share (the period, the clear and
// apply buttons). On phones the card folds away (open when some filter is set), so the list
// starts on screen; elsewhere the filters are always shown.
import { ChevronDownIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { isDay } from '../lib/dates';
import { Button } from './button';
import { DateField } from './date-field';

export function FilterCard({
  folded,
  active,
  toggleLabel,
  children,
}: {
  /** Phone widths: a disclosure instead of a card. */
  folded: boolean;
  /** How many filters are set (the disclosure opens when any is). */
  active: number;
  /** The disclosure's summary, e.g. 'Filtros (2)'. */
  toggleLabel: string;
  children: ReactNode;
}) {
  if (!folded)
    return <div className="mb-4 rounded-lg border border-zinc-200 bg-white p-4 shadow-xs">{children}</div>;
  return (
    <details
      open={active > 0}
      className="group mb-4 rounded-lg border border-zinc-200 bg-white shadow-xs [&_summary::-webkit-details-marker]:hidden"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 text-sm font-medium text-zinc-800">
        {toggleLabel}
        <ChevronDownIcon size={16} className="text-zinc-500 transition-transform group-open:rotate-180" />
      </summary>
      <div className="border-t border-zinc-100 p-4">{children}</div>
    </details>
  );
}

/**
 * A filter's period, two days from and to, each bounding the other. A day half typed in is not
 * applied; clearing one applies at once.
 */
export function PeriodFields({
  labels,
  from,
  to,
  onChange,
}: {
  labels: { from: string; to: string };
  from: string | undefined;
  to: string | undefined;
  onChange: (period: { from: string | undefined } | { to: string | undefined }) => void;
}) {
  return (
    <>
      <DateField
        label={labels.from}
        value={from ?? ''}
        max={to}
        onChange={(value) =>
          isDay(value) || value === '' ? onChange({ from: value || undefined }) : undefined
        }
      />
      <DateField
        label={labels.to}
        value={to ?? ''}
        min={from}
        onChange={(value) =>
          isDay(value) || value === '' ? onChange({ to: value || undefined }) : undefined
        }
      />
    </>
  );
}

/** A filter form's last row: 'clear' while some filter is set, and 'apply' (the form's submit). */
export function FilterActions({
  labels,
  canClear,
  onClear,
}: {
  labels: { clear: string; apply: string };
  canClear: boolean;
  onClear: () => void;
}) {
  return (
    <div className="col-span-full flex flex-wrap items-center justify-end gap-2">
      {canClear ? (
        <Button variant="ghost" size="sm" onClick={onClear}>
          {labels.clear}
        </Button>
      ) : null}
      <Button type="submit" variant="secondary" size="sm">
        {labels.apply}
      </Button>
    </div>
  );
}
