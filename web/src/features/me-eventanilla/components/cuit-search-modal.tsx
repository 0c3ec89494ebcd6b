// 'Buscar por CUIT' of e-Ventanilla (spec 2 §2.16, §5): the CUIT rule shows while typing with
// non-digits or more than 11 characters; Buscar (and Enter) only at exactly 11 digits.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../shared/ui/button';
import { SearchIcon } from 'lucide-react';
import { inputClasses } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/dialog';
import { cuitTypingError, isSearchableCuit } from '../cuit';
import { eventanillaTexts as t } from '../messages';

export function CuitSearchModal({
  open,
  initial,
  onOpenChange,
  onSearch,
}: {
  open: boolean;
  initial: string;
  onOpenChange: (open: boolean) => void;
  onSearch: (cuit: string) => void;
}) {
  const formId = useId();
  const inputId = useId();
  const [value, setValue] = useState(initial);
  const error = cuitTypingError(value);
  const valid = isSearchableCuit(value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    onSearch(value);
    onOpenChange(false);
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t.searchByCuit}
      testId="cuit-search-modal"
      actions={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={!valid} icon={<SearchIcon size={16} />}>
            {t.search}
          </Button>
        </>
      }
    >
      <form id={formId} role="search" noValidate onSubmit={submit} className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-zinc-800">
          {t.cuitLabel}
        </label>
        <input
          id={inputId}
          name="cuit"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t.cuitPlaceholder}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-help`}
          onChange={(event) => setValue(event.target.value.trim())}
          className={inputClasses(Boolean(error), 'tabular-nums')}
        />
        <p
          id={`${inputId}-help`}
          role={error ? 'alert' : undefined}
          className={error ? 'text-xs font-medium text-red-600' : 'text-xs text-zinc-500'}
        >
          {t.cuitRule}
        </p>
      </form>
    </Modal>
  );
}
