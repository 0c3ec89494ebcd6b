// An inline 'Buscar por CUIT' field (clients, spec 2 §2.17 and §5): the rule shows while typing
// with non-digits or more than 11 characters; Buscar (and Enter) only at exactly 11 digits.
import { useId, useState, type FormEvent } from 'react';
import { cn } from '../../../shared/lib/cn';
import { Button } from '../../../shared/ui/button';
import { SearchIcon } from 'lucide-react';
import { inputClasses } from '../../../shared/ui/input';
import { cuitTypingError, isSearchableCuit } from '../cuit';
import { clientTexts as t, eventanillaTexts } from '../messages';

export function CuitSearchField({
  initial = '',
  onSearch,
  className,
}: {
  initial?: string;
  onSearch: (cuit: string) => void;
  className?: string;
}) {
  const inputId = useId();
  const [value, setValue] = useState(initial);
  const error = cuitTypingError(value);
  const valid = isSearchableCuit(value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onSearch(value);
  };

  return (
    <form role="search" noValidate onSubmit={submit} className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-zinc-800">
        {t.searchLabel}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="cuit"
          inputMode="numeric"
          autoComplete="off"
          placeholder={eventanillaTexts.cuitPlaceholder}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-help`}
          onChange={(event) => setValue(event.target.value.trim())}
          className={inputClasses(Boolean(error), 'min-w-0 flex-1 tabular-nums')}
        />
        <Button type="submit" disabled={!valid} icon={<SearchIcon size={16} />}>
          {t.search}
        </Button>
      </div>
      <p
        id={`${inputId}-help`}
        role={error ? 'alert' : undefined}
        className={error ? 'text-xs font-medium text-red-600' : 'text-xs text-zinc-500'}
      >
        {eventanillaTexts.cuitRule}
      </p>
    </form>
  );
}
