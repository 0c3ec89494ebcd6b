// A modal whose form starts one operation and then shows its steps live ('Editar' and
// 'Habilitar' a module, a cap's new value). The form validates first (the spec's texts beside
// the fields); the api validates again and its field errors land on the same fields. The
// submit button stays disabled about 1 s after a click (spec 2 §5, double submission).
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { isApiError, isSessionError } from '../../../shared/api/errors';
import type { Operation, OperationStart } from '../../../shared/api/types';
import { useOperationRun } from '../../../shared/operation-run';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/dialog';
import { DOUBLE_SUBMIT_GUARD_MS, t } from '../messages';

export type OperationRequest = OperationStart;

type Props = {
  open: boolean;
  title: string;
  confirmLabel: string;
  testId: string;
  /** The fields, given the errors the api answered by field name. */
  children: (apiErrors: Record<string, string>) => ReactNode;
  /** The request when the form is valid; null after showing its errors. */
  buildRequest: () => OperationRequest | null;
  /** Nothing to submit (e.g. an empty picker). */
  submitDisabled?: boolean;
  /** Starts at once when opened (no form to fill). */
  autoStart?: OperationRequest | null;
  onSettled: (operation: Operation) => void;
  onClose: () => void;
};

export function OperationFormModal(props: Props) {
  return <OperationFormModalBody key={props.open ? 'open' : 'closed'} {...props} />;
}

function OperationFormModalBody({
  open,
  title,
  confirmLabel,
  testId,
  children,
  buildRequest,
  autoStart,
  submitDisabled = false,
  onSettled,
  onClose,
}: Props) {
  const formId = useId();
  const operation = useOperationRun();
  const [apiErrors, setApiErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | undefined>();
  const [guarded, setGuarded] = useState(false);
  const started = useRef(false);

  const close = () => {
    onClose();
    operation.reset();
  };

  const start = (request: OperationRequest) => {
    setGuarded(true);
    setTimeout(() => setGuarded(false), DOUBLE_SUBMIT_GUARD_MS);
    operation.run(request, {
      onSettled: (finished) => {
        onSettled(finished);
        if (finished.status === 'completed') close();
      },
      onError: (failure) => {
        if (isSessionError(failure)) return;
        const fields = isApiError(failure) ? (failure.fields ?? {}) : {};
        setApiErrors(fields);
        setError(Object.keys(fields).length > 0 ? undefined : failure.message);
      },
    });
  };

  useEffect(() => {
    if (open && autoStart && !started.current) {
      started.current = true;
      start(autoStart);
    }
    // Runs once per opening: the body is keyed on `open`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, autoStart]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (guarded || submitDisabled || operation.starting) return;
    setApiErrors({});
    setError(undefined);
    const request = buildRequest();
    if (request) start(request);
  };

  const running = operation.operationId !== null;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={title}
      testId={testId}
      actions={
        running || autoStart ? (
          <Button variant="secondary" onClick={close}>
            {t.close}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={operation.starting}>
              {t.cancel}
            </Button>
            <Button
              type="submit"
              form={formId}
              loading={operation.starting}
              disabled={guarded || submitDisabled}
            >
              {confirmLabel}
            </Button>
          </>
        )
      }
    >
      {running && operation.operationId ? (
        <operation.Progress id={operation.operationId} />
      ) : autoStart ? (
        error ? (
          <p role="alert" className="text-xs font-medium text-red-600">
            {Object.values(apiErrors)[0] ?? error}
          </p>
        ) : null
      ) : (
        <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
          {children(apiErrors)}
          {error ? (
            <p role="alert" className="text-xs font-medium text-red-600">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </Modal>
  );
}
