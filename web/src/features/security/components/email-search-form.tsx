// The e-mail field and 'Buscar' of the identity tools and the sessions search (spec 2 §2.13,
// §2.14): the button and Enter search only when the field is not empty (§5).
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../shared/ui/button';
import { SearchInput } from '../../../shared/ui/search-card';
import { t } from '../messages';

export function EmailSearchForm({
  initial = '',
  searching = false,
  error,
  onSearch,
  onEdit,
}: {
  initial?: string;
  searching?: boolean;
  error?: ReactNode;
  onSearch: (email: string) => void;
  onEdit?: () => void;
}) {
  const inputId = useId();
  const [text, setText] = useState(initial);
  const email = text.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email) onSearch(email);
  };

  return (
    <form role="search" noValidate onSubmit={submit} className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-zinc-800">
        {t.emailLabel}
      </label>
      <div className="flex flex-col gap-2 min-[600px]:flex-row">
        <SearchInput
          containerClassName="min-w-0 flex-1 min-[600px]:max-w-md"
          id={inputId}
          type="email"
          inputMode="email"
          placeholder={t.emailPlaceholder}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            onEdit?.();
          }}
        />
        <Button type="submit" disabled={!email} loading={searching} className="min-[600px]:w-28">
          {t.search}
        </Button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </form>
  );
}
