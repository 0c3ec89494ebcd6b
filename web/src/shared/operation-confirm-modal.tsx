// The one confirmation that starts an operation ('Configurar usuario', 'Crear Carpeta',
// 'Restaurar documento(s)', 'Dar de baja al usuario'...) and then shows its steps live in the
// same modal, or hands them to the caller's own run. Whether it asks for the reason the api
// records is the operation contract's `highRisk`, never the caller's choice. Closing the modal
// never loses the outcome: the settle callback runs when the operation ends.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { isApiError, isSessionError } from './api/errors';
import type { Operation, OperationStart } from './api/types';
import { messages } from './messages';
import { useAsksReason } from './operation-contracts';
import { useOperationRun, type OperationRun } from './operation-run';
import { Button } from './ui/button';
import { CircleAlertIcon } from 'lucide-react';
import { Modal } from './ui/dialog';
import { ReasonField } from './ui/reason-field';
import { ScheduleField, type ScheduleValue } from './ui/schedule-field';
import { consoleDateTimeToIso } from './lib/dates';

type Props = {
  open: boolean;
  title: string;
  text: ReactNode;
  request: OperationStart | null;
  confirmLabel?: string;
  /** Something that cannot be undone from here (a deactivation): red icon and button. */
  danger?: boolean;
  /**
   * The caller's own run, whose steps the caller shows (a drawer that replaces its fields with
   * them): the caller closes the modal once it has started and resets the run itself.
   */
  run?: OperationRun;
  testId?: string;
  /** Closes the modal when the operation completes (the snackbar tells the outcome). */
  closeOnSuccess?: boolean;
  /** Extra live detail under the steps (e.g. a bulk operation's elements). */
  details?: (operation: Operation) => ReactNode;
  onSettled: (operation: Operation) => void;
  /**
   * The api refused one of the input's fields (e.g. the password policy): the modal closes and
   * the caller shows each text under its own field, never under 'Motivo'.
   */
  onInputErrors?: (fields: Record<string, string>) => void;
  /** Offers 'Programar para más tarde' (issue 30). */
  schedulable?: boolean;
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
  confirmLabel = messages.confirmation.confirm,
  danger = false,
  run,
  testId,
  closeOnSuccess = true,
  details,
  onSettled,
  onInputErrors,
  schedulable = true,
  onClose,
}: Props) {
  const formId = useId();
  const ownRun = useOperationRun();
  const operation = run ?? ownRun;
  // High risk asks up front; a policy that sends this input to another person's approval is the
  // api's to know: its 400 on 'reason' shows the field, with why (issue 43).
  const [approvalAsksReason, setApprovalAsksReason] = useState(false);
  const askReason = useAsksReason(request?.type) || approvalAsksReason;
  const [reason, setReason] = useState('');
  // The reason's own error goes under 'Motivo'; any other refusal above it.
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [schedule, setSchedule] = useState<ScheduleValue>({ on: false, at: '' });
  const [scheduleError, setScheduleError] = useState<string | undefined>();
  const offersSchedule = schedulable;

  const close = () => {
    onClose();
    if (!run) operation.reset();
    setReason('');
    setError(undefined);
    setFormError(undefined);
    setSchedule({ on: false, at: '' });
    setScheduleError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    if (askReason && !reason.trim()) {
      setError(messages.operation.reasonRequired);
      return;
    }
    const scheduled = offersSchedule && schedule.on;
    const notBefore = scheduled ? consoleDateTimeToIso(schedule.at) : null;
    if (scheduled && !notBefore) {
      setScheduleError(schedule.at ? messages.schedule.invalid : messages.schedule.required);
      return;
    }
    operation.run(
      { ...request, reason: askReason ? reason.trim() : undefined, notBefore: notBefore ?? undefined },
      {
        onSettled: (finished) => {
          onSettled(finished);
          if (finished.status === 'completed' && closeOnSuccess) close();
        },
        onError: (failure) => {
          if (isSessionError(failure)) return;
          const fields = isApiError(failure) ? (failure.fields ?? {}) : {};
          if (fields.notBefore) {
            setScheduleError(fields.notBefore);
            return;
          }
          const inputFields = Object.fromEntries(
            Object.entries(fields)
              .filter(([key]) => key !== 'reason')
              .map(([key, text]) => [key.replace(/^input\./, ''), text]),
          );
          if (Object.keys(inputFields).length > 0 && onInputErrors) {
            close();
            onInputErrors(inputFields);
            return;
          }
          if (fields.reason) {
            setApprovalAsksReason(true);
            setError(fields.reason);
          } else setFormError(Object.values(inputFields)[0] ?? failure.message);
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
        running ? (
          <Button variant="secondary" onClick={close}>
            {messages.app.close}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={operation.starting}>
              {messages.confirmation.cancel}
            </Button>
            <Button
              type="submit"
              form={formId}
              variant={danger ? 'danger' : 'primary'}
              loading={operation.starting}
              disabled={!request}
            >
              {offersSchedule && schedule.on ? messages.schedule.confirm : confirmLabel}
            </Button>
          </>
        )
      }
    >
      {running && operation.operationId && !run ? (
        <div className="flex flex-col gap-3">
          <operation.Progress id={operation.operationId} />
          {current && details ? details(current) : null}
        </div>
      ) : (
        <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
          <div className="break-words">{text}</div>
          {formError && askReason ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {formError}
            </p>
          ) : null}
          {askReason ? (
            <ReasonField
              value={reason}
              error={error}
              onChange={(value) => {
                setReason(value);
                setError(undefined);
                setFormError(undefined);
                operation.renewKey();
              }}
            />
          ) : error || formError ? (
            <p role="alert" className="text-xs font-medium text-red-600">
              {error ?? formError}
            </p>
          ) : null}
          {offersSchedule ? (
            <ScheduleField
              value={schedule}
              error={scheduleError}
              onChange={(value) => {
                setSchedule(value);
                setScheduleError(undefined);
                operation.renewKey();
              }}
            />
          ) : null}
        </form>
      )}
    </Modal>
  );
}
