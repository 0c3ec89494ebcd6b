// Confirmation before an operation on a user ('Reenviar invitación', 'Cancelar invitación',
// 'Dar de baja al usuario'). High-risk ones ask for the reason the api records with them.
import { useId, useState, type FormEvent } from 'react';
import { messages } from '../../../shared/messages';
import { Button } from '../../../shared/ui/button';
import { CircleAlertIcon } from 'lucide-react';
import { Modal } from '../../../shared/ui/dialog';
import { ReasonField } from '../../../shared/ui/reason-field';

const t = messages.userActions;

export function ConfirmOperationModal({
  open,
  title,
  text,
  askReason,
  confirming,
  serverError,
  danger,
  testId,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  text: string;
  askReason: boolean;
  confirming: boolean;
  /** A refusal of the start itself (e.g. the api's reason check), shown under the field. */
  serverError?: string | undefined;
  danger?: boolean;
  testId?: string;
  onConfirm: (reason: string | undefined) => void;
  onCancel: () => void;
}) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (askReason && !reason.trim()) {
      setReasonError(messages.operation.reasonRequired);
      return;
    }
    onConfirm(askReason ? reason.trim() : undefined);
  };

  const error = reasonError ?? serverError;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={title}
      testId={testId}
      icon={
        <span
          className={
            danger
              ? 'flex size-10 items-center justify-center rounded-full bg-red-50 text-red-600'
              : 'flex size-10 items-center justify-center rounded-full bg-accent-50 text-accent-700'
          }
        >
          <CircleAlertIcon size={20} />
        </span>
      }
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={confirming}>
            {t.cancel}
          </Button>
          <Button type="submit" form={formId} variant={danger ? 'danger' : 'primary'} loading={confirming}>
            {t.confirm}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
        <p>{text}</p>
        {askReason ? (
          <ReasonField
            value={reason}
            error={error}
            onChange={(value) => {
              setReason(value);
              setReasonError(undefined);
            }}
          />
        ) : serverError ? (
          <p role="alert" className="text-xs font-medium text-red-600">
            {serverError}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
