// The search box a search screen opens with: a labelled field with its error under it and the
// 'Buscar' button, in a card. Enter submits; the page decides what a search does.
import { SearchIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { messages } from '../messages';
import { Button } from './button';
import { TextField } from './input';

export function SearchCard({
  value,
  busy,
  canSubmit = value.trim() !== '',
  submitLabel = messages.app.search,
  onChange,
  onSubmit,
  ...field
}: Omit<ComponentProps<typeof TextField>, 'value' | 'onChange' | 'onSubmit'> & {
  name: string;
  value: string;
  busy?: boolean;
  /** Defaults to "the field is not blank". */
  canSubmit?: boolean;
  /** The button's text (e.g. 'BUSCAR' where the spec writes it so). */
  submitLabel?: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}) {
  return (
    <section className="rounded-xl border border-zinc-200 bg-white p-5 shadow-xs min-[600px]:p-6">
      <form
        role="search"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canSubmit) onSubmit();
        }}
        className="flex flex-col gap-2 min-[600px]:flex-row min-[600px]:items-start"
      >
        <TextField
          autoComplete="off"
          icon={<SearchIcon size={18} />}
          containerClassName="min-w-0 flex-1 min-[600px]:max-w-sm"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...field}
        />
        <Button
          type="submit"
          disabled={!canSubmit}
          loading={busy}
          className="min-[600px]:mt-6.5 min-[600px]:w-28"
        >
          {submitLabel}
        </Button>
      </form>
    </section>
  );
}
