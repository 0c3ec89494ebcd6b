// The screens that look one record up by the key in their URL (a subscriber by number, a user by
// e-mail): what the search field holds, whether the record's panel is open, whether typing has
// dismissed the last failure, and what 'Buscar' does: the same key reloads in place and reopens
// the panel, a new one goes to its own URL. Then the found record's card, or its skeleton.
import { useState, type ReactNode } from 'react';
import { Button } from './ui/button';
import { Skeleton } from './ui/spinner';

export function useLookup({
  id,
  keyOf,
  reload,
  open,
}: {
  /** The key in the URL, when there is one. */
  id: string | undefined;
  /** The key a typed text stands for; undefined when it stands for none. */
  keyOf: (text: string) => string | undefined;
  reload: () => unknown;
  /** Goes to a new key's URL. */
  open: (key: string) => void;
}) {
  const [value, setValue] = useState(id ?? '');
  const [panelOpen, setPanelOpen] = useState(Boolean(id));
  const [errorDismissed, setErrorDismissed] = useState(false);
  return {
    value,
    panelOpen,
    setPanelOpen,
    errorDismissed,
    onChange: (next: string) => {
      setValue(next);
      setErrorDismissed(true);
    },
    search: () => {
      const key = keyOf(value);
      if (!key) return;
      if (key !== id) return open(key);
      setErrorDismissed(false);
      setPanelOpen(true);
      void reload();
    },
  };
}

/** Where the found record's card will be, while it loads. */
export function LookupSkeleton() {
  return (
    <div className="mt-4 rounded-xl border border-zinc-200 bg-white p-5" aria-hidden="true">
      <Skeleton className="h-4 w-48" />
      <Skeleton className="mt-3 h-3 w-32" />
    </div>
  );
}

/** The found record: its name, a line about it, and the button that opens its panel. */
export function LookupResult({
  label,
  title,
  summary,
  action,
  onOpen,
}: {
  label: string;
  title: ReactNode;
  summary: ReactNode;
  action: string;
  onOpen: () => void;
}) {
  return (
    <section
      aria-label={label}
      className="mt-4 flex flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs min-[600px]:flex-row min-[600px]:items-center"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-base font-semibold text-zinc-900">{title}</p>
        <p className="mt-0.5 truncate text-sm text-zinc-500">{summary}</p>
      </div>
      <Button variant="secondary" onClick={onOpen}>
        {action}
      </Button>
    </section>
  );
}
