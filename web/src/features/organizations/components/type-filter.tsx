// The type filter menu of 'Organizaciones' (spec 1 §2): checkboxes, one per type found; shown
// only when the results hold more than one type. A disclosure with real checkboxes: Escape or
// a click outside closes it.
import { useEffect, useId, useRef, useState } from 'react';
import type { OrganizationTypeCount } from '../../../shared/api/common-area-types';
import { messages } from '../../../shared/messages';
import { buttonClasses } from '../../../shared/ui/button';
import { ChevronDownIcon } from 'lucide-react';

const t = messages.organizations;

export function TypeFilter({
  types,
  selected,
  onChange,
}: {
  types: readonly OrganizationTypeCount[];
  /** Codes shown; empty means all. */
  selected: readonly string[];
  onChange: (codes: string[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const isChecked = (code: string) => selected.length === 0 || selected.includes(code);
  const toggle = (code: string) => {
    const current = selected.length === 0 ? types.map((type) => type.code) : [...selected];
    const next = current.includes(code) ? current.filter((c) => c !== code) : [...current, code];
    // All checked (or none) is no filter.
    onChange(next.length === types.length || next.length === 0 ? [] : next);
  };
  const active = selected.length > 0;

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={buttonClasses('secondary', 'md', active ? 'ring-accent-400 text-accent-800' : undefined)}
      >
        {active ? t.typeFilterCount(selected.length) : t.typeFilter}
        <ChevronDownIcon
          size={16}
          className={open ? 'rotate-180 transition-transform' : 'transition-transform'}
        />
      </button>
      {open ? (
        <div
          id={panelId}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              setOpen(false);
              buttonRef.current?.focus();
            }
          }}
          className="absolute right-0 z-20 mt-1 w-64 rounded-lg border border-zinc-200 bg-white p-2 shadow-lg animate-[fade-in_120ms_ease-out]"
        >
          <fieldset>
            <legend className="sr-only">{t.typeFilter}</legend>
            {types.map((type) => (
              <label
                key={type.code}
                className="flex h-9 cursor-pointer items-center gap-2.5 rounded-md px-2 text-sm text-zinc-800 hover:bg-zinc-50"
              >
                <input
                  type="checkbox"
                  checked={isChecked(type.code)}
                  onChange={() => toggle(type.code)}
                  className="size-4 accent-accent-600"
                />
                <span className="flex-1">{type.name}</span>
                <span className="text-xs text-zinc-400 tabular-nums">{type.count}</span>
              </label>
            ))}
          </fieldset>
        </div>
      ) : null}
    </div>
  );
}
