// The card a list's filters sit in. On phones it folds away (open when some filter is set), so
// the list starts on screen; elsewhere the filters are always shown.
import { ChevronDownIcon } from 'lucide-react';
import type { ReactNode } from 'react';

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
