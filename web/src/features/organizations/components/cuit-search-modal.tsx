// 'Buscar por CUIT' (spec 1 §5): digits only, at most 11; Buscar (and Enter) only with 11.
// An unknown CUIT says 'No existe una organización con el CUIT ingresado' under the field; any
// other failure shows the generic text.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { isApiError, isSessionError } from '../../../shared/api/errors';
import { messages } from '../../../shared/messages';
import { organizationTexts } from '../messages';
import { Button } from '../../../shared/ui/button';
import { SearchIcon } from 'lucide-react';
import { inputClasses } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/dialog';
import { notifyError } from '../../../shared/ui/snackbar';
import { organizationByCuitQueryOptions } from '../api/get-organization-by-cuit';
import { cuitTyped, isCompleteCuit } from '../search';

const t = organizationTexts.organizations;

export function CuitSearchModal({
  open,
  onOpenChange,
  onFound,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onFound: (cuit: string) => void;
}) {
  const queryClient = useQueryClient();
  const formId = useId();
  const inputId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [searching, setSearching] = useState(false);
  const complete = isCompleteCuit(value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || searching) return;
    setSearching(true);
    try {
      await queryClient.fetchQuery(organizationByCuitQueryOptions(value));
      onFound(value);
      onOpenChange(false);
      setValue('');
    } catch (failure) {
      if (isSessionError(failure)) return;
      if (isApiError(failure) && failure.status === 404) setError(t.cuitNotFound);
      else notifyError(messages.app.genericError);
    } finally {
      setSearching(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(undefined);
        onOpenChange(next);
      }}
      title={t.cuitTitle}
      testId="cuit-search-modal"
      actions={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {messages.app.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={!complete}
            loading={searching}
            icon={<SearchIcon size={16} />}
          >
            {t.search}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        role="search"
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-1.5"
      >
        <label htmlFor={inputId} className="text-sm font-medium text-zinc-800">
          {t.cuitLabel}
        </label>
        <input
          id={inputId}
          name="cuit"
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          placeholder="30712345671"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-help`}
          onChange={(event) => {
            setValue(cuitTyped(event.target.value));
            setError(undefined);
          }}
          className={inputClasses(Boolean(error), 'tabular-nums')}
        />
        {error ? (
          <p id={`${inputId}-help`} role="alert" className="text-xs font-medium text-red-600">
            {error}
          </p>
        ) : (
          <p id={`${inputId}-help`} className="text-xs text-zinc-500">
            {t.cuitRule}
          </p>
        )}
      </form>
    </Modal>
  );
}
