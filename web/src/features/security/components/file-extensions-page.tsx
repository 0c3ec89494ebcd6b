// /security/file-extension — 'Administracion de extensiones de archivos' (spec 2 §2.12): the
// enabled extensions in a dropdown, 'Habilitar extension' (add icon) and 'Eliminar extension'
// (delete icon, only with one selected). Both are operations; the list reloads after ~2 s.
import { useQuery } from '@tanstack/react-query';
import { normalizeExtension } from '@cgi/workflows/inputs';
import { useId, useState, type FormEvent } from 'react';
import { isApiError, isSessionError } from '../../../shared/api/errors';
import { OperationConfirmModal } from '../../../shared/operation-confirm-modal';
import { useMayStart } from '../../../shared/operation-contracts';
import { useOperationRun } from '../../../shared/operation-run';
import { Button, IconButton } from '../../../shared/ui/button';
import { FileTextIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { inputClasses } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/dialog';
import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { Skeleton } from '../../../shared/ui/spinner';
import { fileExtensionsQueryOptions, securityKeys } from '../api/security-queries';
import { t } from '../messages';
import { useRefetchLater } from './use-refetch-later';

const RELOAD_MS = 2_000;

function AddExtensionModal({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const inputId = useId();
  const formId = useId();
  const [value, setValue] = useState('.');
  const [error, setError] = useState<string | undefined>();
  const operation = useOperationRun();

  const close = () => {
    setValue('.');
    setError(undefined);
    operation.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeExtension(value);
    if (!normalized.ok) {
      setError(normalized.error);
      return;
    }
    operation.run(
      { type: 'fileExtension.add', input: { extension: normalized.extension } },
      {
        onSettled: (finished) => {
          if (finished.status === 'completed') {
            notifySuccess(finished.result?.message ?? t.extensionEnabled);
            onDone();
            close();
          } else {
            setError(finished.error?.message ?? t.extensionMalformed);
            operation.reset();
          }
        },
        onError: (failure) => {
          if (isSessionError(failure)) return;
          setError((isApiError(failure) ? failure.fields?.extension : undefined) ?? failure.message);
          operation.renewKey();
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={t.addExtension}
      testId="add-extension-modal"
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t.cancel}
          </Button>
          <Button type="submit" form={formId} loading={operation.starting || operation.operationId !== null}>
            {t.add}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-zinc-800">
          {t.addExtensionLabel}
        </label>
        <input
          id={inputId}
          autoComplete="off"
          autoFocus
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => {
            // The field always starts with the dot (§2.12); the value is lowercased (§5).
            const typed = event.target.value.toLowerCase();
            setValue(typed.startsWith('.') ? typed : `.${typed}`);
            setError(undefined);
            operation.renewKey();
          }}
          className={inputClasses(Boolean(error), 'font-mono')}
        />
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="text-xs font-medium text-red-600">
            {error}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}

/** `roles`: the signed-in roles; adding and removing show to those their contracts let start them. */
export function FileExtensionsPage({ roles }: { roles: readonly string[] }) {
  const mayAdd = useMayStart('fileExtension.add', roles);
  const mayRemove = useMayStart('fileExtension.remove', roles);
  const selectId = useId();
  const extensions = useQuery(fileExtensionsQueryOptions());
  const [selected, setSelected] = useState('');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState(false);
  const reloadLater = useRefetchLater(securityKeys.extensions, RELOAD_MS);
  const items = extensions.data?.items ?? [];
  const current = items.some((item) => item.extension === selected) ? selected : '';

  return (
    <div className="max-w-2xl">
      <PageHeader title={t.extensionsTitle} />
      {extensions.isError ? (
        <EmptyState title={extensions.error.message} icon={<FileTextIcon size={28} />} />
      ) : (
        <section className="rounded-lg border border-zinc-200 bg-white p-4 shadow-xs min-[600px]:p-6">
          <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-zinc-800">
            {t.extensionsLabel}
          </label>
          <div className="flex items-center gap-2">
            {extensions.isPending ? (
              <Skeleton className="h-10 flex-1" />
            ) : (
              <select
                id={selectId}
                data-testid="extensions-select"
                value={current}
                onChange={(event) => setSelected(event.target.value)}
                className={inputClasses(
                  false,
                  'min-w-0 flex-1 appearance-none bg-[length:16px] bg-[right_0.75rem_center] bg-no-repeat pr-9 select-chevron',
                )}
              >
                <option value="">{items.length === 0 ? t.extensionsEmpty : t.extensionsPick}</option>
                {items.map((item) => (
                  <option key={item.extension} value={item.extension}>
                    {item.extension} — {item.name}
                  </option>
                ))}
              </select>
            )}
            {mayAdd ? (
              <IconButton
                label={t.addExtension}
                onClick={() => setAdding(true)}
                className="ring-1 ring-zinc-300 ring-inset"
              >
                <PlusIcon size={18} />
              </IconButton>
            ) : null}
            {mayRemove && current ? (
              <IconButton
                label={t.removeExtension}
                onClick={() => setRemoving(true)}
                className="text-red-600 ring-1 ring-zinc-300 ring-inset hover:text-red-700"
              >
                <Trash2Icon size={18} />
              </IconButton>
            ) : null}
          </div>
          {!extensions.isPending && items.length === 0 ? (
            <p className="mt-3 text-sm text-zinc-500">{t.extensionsEmpty}</p>
          ) : null}
        </section>
      )}
      <AddExtensionModal open={adding} onClose={() => setAdding(false)} onDone={reloadLater} />
      <OperationConfirmModal
        open={removing}
        title={t.removeExtension}
        text={t.removeExtensionText(current)}
        request={current ? { type: 'fileExtension.remove', input: { extension: current } } : null}
        confirmLabel={t.removeConfirm}
        testId="remove-extension-modal"
        onSettled={(finished) => {
          if (finished.status === 'completed') {
            notifySuccess(finished.result?.message ?? t.extensionDisabled);
            setSelected('');
            reloadLater();
          } else notifyError(finished.error?.message ?? t.fileExtensionsService);
        }}
        onClose={() => setRemoving(false)}
      />
    </div>
  );
}
