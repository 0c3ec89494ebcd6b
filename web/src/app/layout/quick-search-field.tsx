// The quick search field of the top bar (phones) and the side menu (desktop).
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { cn } from '../../shared/lib/cn';
import { messages } from '../../shared/messages';
import { SearchIcon } from 'lucide-react';
import { quickSearchTarget } from './quick-search';

const t = messages.quickSearch;

export function QuickSearchField({ className }: { className?: string }) {
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = quickSearchTarget(value);
    if (!target) return;
    setValue('');
    if ('search' in target) void navigate({ to: target.to, search: target.search });
    else void navigate({ to: target.to, params: target.params });
  };

  return (
    <form role="search" aria-label={t.label} onSubmit={submit} className={cn('relative min-w-0', className)}>
      <label htmlFor={id} className="sr-only">
        {t.label}
      </label>
      <SearchIcon
        size={16}
        className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 text-zinc-400"
      />
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={t.placeholder}
        title={t.placeholder}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="block h-9 w-full rounded-md bg-zinc-100 pr-2 pl-8 text-sm text-zinc-900 placeholder:text-zinc-500 focus:bg-white focus:ring-2 focus:ring-accent-600 focus:outline-none"
      />
    </form>
  );
}
