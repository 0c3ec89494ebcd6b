// A confirmation that starts an operation and then shows its steps live in the same modal
// ('Configurar usuario', 'Crear Carpeta', 'Restaurar documento(s)'). High-risk operations ask
// for the reason the api records with them. Closing the modal never loses the outcome: the
// settle callback runs when the operation ends.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { isApiError, isSessionError } from './api/errors';
import type { Operation } from './api/types';
import { messages } from './messages';
import { useOperationRun } from './operation-run';
import { Button } from './ui/button';
import { AlertIcon } from './ui/icons';
import { Modal } from './ui/modal';

type Props = {
  open: boolean;
  title: string;
  text: ReactNode;
  request: { type: string; input: Record<string, unknown> } | null;
  askReason?: boolean;
  confirmLabel?: string;
  testId?: string;
  /** Closes the modal when the operation completes (the snackbar tells the outcome). */
  closeOnSuccess?: boolean;
  /** Extra live detail under the steps (e.g. a bulk operation's elements). */
  details?: (operation: Operation) => ReactNode;
  onSettled: (operation: Operation) => void;
  onClose: () => void;
};

/** Each opening starts afresh (no reason, no earlier run), however the modal was closed. */
export function OperationConfirmModal(props: Props) {
  return <OperationConfirmModalBody key={props.open ? 'open' : 'closed'} {...props} />;
}

function OperationConfirmModalBody({
  open,
  title,
  text,
  request,
  askReason = false,
  confirmLabel = messages.userActions.confirm,
  testId,
  closeOnSuccess = true,
  details,
  onSettled,
  onClose,
}: Props) {
  const formId = useId();
  const reasonId = useId();
  const operation = useOperationRun();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const close = () => {
    onClose();
    operation.reset();
    setReason('');
    setError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    if (askReason && !reason.trim()) {
      setError(messages.operation.reasonRequired);
      return;
    }
    operation.run(
      { ...request, reason: askReason ? reason.trim() : undefined },
      {
        onSettled: (finished) => {
          onSettled(finished);
          if (finished.status === 'completed' && closeOnSuccess) close();
        },
        onError: (failure) => {
          if (isSessionError(failure)) return;
          const fields = isApiError(failure) ? Object.values(failure.fields ?? {}) : [];
          setError(fields[0] ?? failure.message);
        },
      },
    );
  };

  const running = operation.operationId !== null;
  const current = operation.operation;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={title}
      testId={testId}
      icon={
        <span className="flex size-10 items-center justify-center rounded-full bg-accent-50 text-accent-700">
          <AlertIcon size={20} />
        </span>
      }
      actions={
        running ? (
          <Button variant="secondary" onClick={close}>
            {messages.app.close}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={operation.starting}>
              {messages.userActions.cancel}
            </Button>
            <Button type="submit" form={formId} loading={operation.starting} disabled={!request}>
              {confirmLabel}
            </Button>
          </>
        )
      }
    >
      {running && operation.operationId ? (
        <div className="flex flex-col gap-3">
          <operation.Progress id={operation.operationId} />
          {current && details ? details(current) : null}
        </div>
      ) : (
        <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
          <div>{text}</div>
          {askReason ? (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={reasonId} className="text-sm font-medium text-zinc-800">
                {messages.userActions.reason}
                <span aria-hidden="true" className="ml-0.5 text-red-600">
                  *
                </span>
              </label>
              <textarea
                id={reasonId}
                name="reason"
                rows={2}
                maxLength={500}
                required
                aria-required
                aria-invalid={error ? true : undefined}
                aria-describedby={`${reasonId}-help`}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setError(undefined);
                  operation.renewKey();
                }}
                className={
                  'block w-full resize-y rounded-md bg-white px-3 py-2 text-sm text-zinc-900 shadow-xs ring-1 ring-inset focus:ring-2 focus:outline-none ' +
                  (error ? 'ring-red-500 focus:ring-red-500' : 'ring-zinc-300 focus:ring-accent-600')
                }
              />
              {error ? (
                <p id={`${reasonId}-help`} role="alert" className="text-xs font-medium text-red-600">
                  {error}
                </p>
              ) : (
                <p id={`${reasonId}-help`} className="text-xs text-zinc-500">
                  {messages.userActions.reasonHint}
                </p>
              )}
            </div>
          ) : error ? (
            <p role="alert" className="text-xs font-medium text-red-600">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </Modal>
  );
}
