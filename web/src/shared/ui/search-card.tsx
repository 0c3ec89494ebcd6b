// The search box a search screen opens with: a labelled field with its error under it and the
// 'Buscar' button, in a card. Enter submits; the page decides what a search does. ToolbarSearch
// is the same in a list's toolbar (its label for screen readers only); SearchInput the field alone.
import { useId, type ComponentProps, type FormEvent, type InputHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { messages } from '../messages';
import { Button } from './button';
import { SearchIcon } from 'lucide-react';
import { inputClasses } from './input';

/** A search field with the magnifier inside it; marked refused when `aria-invalid` is set. */
export function SearchInput({
  containerClassName,
  className,
  ...input
}: ComponentProps<'input'> & { containerClassName?: string }) {
  const invalid = input['aria-invalid'] === true || input['aria-invalid'] === 'true';
  return (
    <div className={cn('relative', containerClassName)}>
      <SearchIcon
        size={18}
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-zinc-500"
      />
      <input autoComplete="off" {...input} className={inputClasses(invalid, cn('pl-10', className))} />
    </div>
  );
}

export function SearchCard({
  label,
  name,
  value,
  error,
  busy,
  canSubmit = value.trim() !== '',
  placeholder,
  inputMode,
  type,
  submitLabel = messages.app.search,
  onChange,
  onSubmit,
}: {
  label: string;
  name: string;
  value: string;
  error?: string | undefined;
  busy?: boolean;
  /** Defaults to "the field is not blank". */
  canSubmit?: boolean;
  placeholder?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  type?: 'text' | 'email';
  /** The button's text (e.g. 'BUSCAR' where the spec writes it so). */
  submitLabel?: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}) {
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) onSubmit();
  };
  return (
    <section className="rounded-xl border border-zinc-200 bg-white p-5 shadow-xs min-[600px]:p-6">
      <form role="search" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="block text-sm font-medium text-zinc-800">
          {label}
        </label>
        <div className="mt-2 flex flex-col gap-2 min-[600px]:flex-row min-[600px]:items-start">
          <div className="min-w-0 flex-1 min-[600px]:max-w-sm">
            <SearchInput
              id={inputId}
              name={name}
              type={type ?? 'text'}
              inputMode={inputMode}
              placeholder={placeholder}
              value={value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(event) => onChange(event.target.value)}
            />
            {error ? (
              <p id={`${inputId}-error`} role="alert" className="mt-1.5 text-xs font-medium text-red-600">
                {error}
              </p>
            ) : null}
          </div>
          <Button type="submit" disabled={!canSubmit} loading={busy} className="min-[600px]:w-28">
            {submitLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** A list's search: the field (named for screen readers by `label`, shown as its placeholder) and 'Buscar'. */
export function ToolbarSearch({
  label,
  name,
  value,
  onChange,
  onSubmit,
  buttonOnlyWithText = false,
  className = 'mb-3 flex flex-col gap-2 min-[600px]:flex-row',
  fieldClassName = 'min-w-0 flex-1 min-[600px]:max-w-md',
}: {
  label: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  /** Called with the text as typed; the page decides what a blank one does. */
  onSubmit: (text: string) => void;
  /** Spec 1 §2 (the recycle bin's name search): the button appears only once there is text. */
  buttonOnlyWithText?: boolean;
  className?: string;
  fieldClassName?: string;
}) {
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(value);
  };
  return (
    <form role="search" noValidate onSubmit={submit} className={className}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <SearchInput
        containerClassName={fieldClassName}
        id={inputId}
        type="search"
        name={name}
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {buttonOnlyWithText && !value.trim() ? null : (
        <Button type="submit" className="min-[600px]:w-28">
          {messages.app.search}
        </Button>
      )}
    </form>
  );
}
