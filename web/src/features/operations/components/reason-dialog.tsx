// Confirmation with a reason: high-risk operations (and every bulk one) record why.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { isApiError } from '../../../shared/api/errors';
import { messages } from '../../../shared/messages';
import { operationTexts } from '../messages';
import { Button } from '../../../shared/ui/button';
import { inputClasses } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/dialog';

export function ReasonDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  requireReason,
  pending,
  error,
  onConfirm,
  testId,
  reasonRequiredText = messages.operation.reasonRequired,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  requireReason: boolean;
  pending: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  testId?: string;
  /** What a missing reason says: why this dialog needs one (a rejection is not 'alto riesgo'). */
  reasonRequiredText?: string;
}) {
  const id = useId();
  const formId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const serverField = isApiError(error) ? error.fields?.reason : undefined;
  const missing = requireReason && reason.trim() === '';
  const fieldError = (touched && missing ? reasonRequiredText : undefined) ?? serverField;
  const otherError = isApiError(error) && !serverField ? error.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    onConfirm(reason.trim());
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setReason('');
          setTouched(false);
        }
        onOpenChange(next);
      }}
      title={title}
      testId={testId}
      actions={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {messages.app.cancel}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      <form id={formId} onSubmit={submit} className="mt-4 flex flex-col gap-1.5" noValidate>
        <label htmlFor={id} className="text-sm font-medium text-zinc-800">
          {operationTexts.reason}
          {requireReason ? (
            <span aria-hidden="true" className="ml-0.5 text-red-600">
              *
            </span>
          ) : null}
        </label>
        <textarea
          id={id}
          value={reason}
          rows={3}
          maxLength={500}
          aria-required={requireReason || undefined}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${id}-help`}
          onChange={(event) => setReason(event.target.value)}
          className={inputClasses(Boolean(fieldError), 'h-auto py-2')}
        />
        <p
          id={`${id}-help`}
          className={fieldError ? 'text-xs font-medium text-red-600' : 'text-xs text-zinc-500'}
          role={fieldError ? 'alert' : undefined}
        >
          {fieldError ?? operationTexts.reasonHint}
        </p>
        {otherError ? (
          <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800 ring-1 ring-red-200">
            {otherError}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
