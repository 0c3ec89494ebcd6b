// A multi-select filter ('Buscar por cliente', 'Buscar por estado'): a button naming the filter
// and how many values are chosen, opening a list of checkboxes. Each toggle applies at once.
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../../shared/lib/cn';
import { ChevronDownIcon } from 'lucide-react';

export type Option = { value: string; label: string };

export function MultiSelect({
  label,
  options,
  selected,
  onChange,
  emptyText,
  testId,
}: {
  label: string;
  options: readonly Option[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  emptyText: string;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  // The choice shows at once; the URL (and so `selected`) follows when the new page's data is in.
  const selectedKey = selected.join('\n');
  const [chosen, setChosen] = useState({ from: selectedKey, values: selected });
  if (chosen.from !== selectedKey) setChosen({ from: selectedKey, values: selected });
  const shown = chosen.values;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const toggle = (value: string) => {
    const next = shown.includes(value) ? shown.filter((v) => v !== value) : [...shown, value];
    setChosen({ from: selectedKey, values: next });
    onChange(next);
  };

  return (
    <div ref={rootRef} className="relative w-full min-[600px]:w-auto" data-testid={testId}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((current) => !current)}
        className={cn(
          'inline-flex h-10 w-full items-center justify-between gap-2 rounded-md bg-white px-3 text-sm text-zinc-800 shadow-xs ring-1 ring-zinc-300 ring-inset hover:bg-zinc-50 min-[600px]:w-auto',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
          shown.length > 0 && 'ring-accent-400',
        )}
      >
        <span>{label}</span>
        {shown.length > 0 ? (
          <span className="rounded-full bg-accent-600 px-1.5 text-xs font-semibold text-white">
            {shown.length}
          </span>
        ) : null}
        <ChevronDownIcon size={16} className="text-zinc-500" />
      </button>
      {open ? (
        <div
          id={panelId}
          role="group"
          aria-label={label}
          className="absolute left-0 z-40 mt-1 max-h-[26rem] w-full min-w-64 overflow-y-auto rounded-lg border border-zinc-200 bg-white p-1 shadow-lg min-[600px]:w-96"
        >
          {options.length === 0 ? (
            <p className="px-3 py-2 text-sm text-zinc-500">{emptyText}</p>
          ) : (
            options.map((option) => (
              <label
                key={option.value}
                className="flex cursor-pointer items-start gap-2 rounded-md px-3 py-2 text-sm text-zinc-800 hover:bg-zinc-100"
              >
                <input
                  type="checkbox"
                  checked={shown.includes(option.value)}
                  onChange={() => toggle(option.value)}
                  className="mt-0.5 size-4 shrink-0 accent-accent-600"
                />
                <span>{option.label}</span>
              </label>
            ))
          )}
        </div>
      ) : null}
    </div>
  );
}
