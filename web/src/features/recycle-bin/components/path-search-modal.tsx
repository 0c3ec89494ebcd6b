// 'Buscar documento por ruta' (spec 1 §2): asks for the exact path, Buscar / Cancelar.
import { useId, useState, type FormEvent } from 'react';
import { messages } from '../../../shared/messages';
import { Button } from '../../../shared/ui/button';
import { inputClasses } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/dialog';
import { isValidPath } from '../search';

const t = messages.recycle;

export function PathSearchModal({
  open,
  onOpenChange,
  initial,
  onSearch,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: string;
  onSearch: (path: string) => void;
}) {
  const formId = useId();
  const inputId = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const path = value.trim();
    if (!path) return;
    if (!isValidPath(path)) {
      setError(t.pathRule);
      return;
    }
    onSearch(path);
    onOpenChange(false);
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (next) setValue(initial);
        setError(undefined);
        onOpenChange(next);
      }}
      title={t.pathTitle}
      testId="path-search-modal"
      actions={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={!value.trim()}>
            {t.search}
          </Button>
        </>
      }
    >
      <form id={formId} role="search" noValidate onSubmit={submit} className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-zinc-800">
          {t.pathLabel}
        </label>
        <input
          id={inputId}
          name="path"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-help`}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
          className={inputClasses(Boolean(error))}
        />
        {error ? (
          <p id={`${inputId}-help`} role="alert" className="text-xs font-medium text-red-600">
            {error}
          </p>
        ) : (
          <p id={`${inputId}-help`} className="text-xs text-zinc-500">
            {t.pathHint}
          </p>
        )}
      </form>
    </Modal>
  );
}
