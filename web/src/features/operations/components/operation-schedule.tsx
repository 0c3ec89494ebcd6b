// The time of a scheduled operation (issue 30): 'Programada para <fecha>' (Buenos Aires time),
// every change of time with who, when and from where, and, while it waits, 'Cambiar hora'.
// 'Cancelar' is the page's own (the same cancel as a running operation's).
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../shared/api/errors';
import type { Operation } from '../../../shared/api/types';
import { consoleDateTimeToIso, isoToConsoleDateTime } from '../../../shared/lib/dates';
import { messages } from '../../../shared/messages';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/dialog';
import { DateTimeField } from '../../../shared/ui/date-time-field';
import { notifySuccess } from '../../../shared/ui/snackbar';
import { useRescheduleOperation } from '../api/schedule-actions';
import { formatStarted } from '../format';
import { operationTexts, scheduleTexts } from '../messages';

const t = scheduleTexts;
const DAY_MS = 24 * 60 * 60 * 1000;

export function OperationSchedule({ operation }: { operation: Operation }) {
  const schedule = operation.schedule;
  const [open, setOpen] = useState(false);
  if (!schedule) return null;
  const waiting =
    schedule.state === 'waiting' &&
    (operation.status === 'scheduled' || operation.status === 'awaitingApproval');
  const when = formatStarted(schedule.notBefore);
  const headline =
    schedule.state === 'started'
      ? t.ranAt(when, formatStarted(schedule.startedAt))
      : schedule.state === 'cancelled' || !waiting
        ? t.cancelledBefore(when)
        : t.scheduledFor(when);

  return (
    <section
      aria-label={t.title}
      data-testid="operation-schedule"
      data-state={schedule.state}
      className={
        waiting
          ? 'mb-4 rounded-lg bg-sky-50 p-4 text-sm text-sky-950 ring-1 ring-sky-200'
          : 'mb-4 rounded-lg border border-zinc-200 bg-white p-4 text-sm shadow-xs'
      }
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium" data-testid="schedule-headline">
            {headline}
          </p>
          {waiting && operation.approval ? <p className="mt-1 text-zinc-700">{t.afterApproval}</p> : null}
        </div>
        {waiting ? (
          <Button variant="secondary" data-testid="reschedule-operation" onClick={() => setOpen(true)}>
            {t.reschedule}
          </Button>
        ) : null}
      </div>
      {schedule.changes.length > 0 ? (
        <ul
          className="mt-3 flex flex-col gap-1 border-t border-zinc-200/70 pt-3"
          data-testid="schedule-changes"
        >
          {schedule.changes.map((change) => (
            <li key={`${change.by}-${change.at}`}>
              {t.change(
                change.by,
                formatStarted(change.at),
                formatStarted(change.from),
                formatStarted(change.to),
                operationTexts.sources[change.source as 'ui' | 'api' | 'cli'] ?? change.source,
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {open ? (
        <RescheduleDialog operation={operation} current={schedule.notBefore} onClose={() => setOpen(false)} />
      ) : null}
    </section>
  );
}

function RescheduleDialog({
  operation,
  current,
  onClose,
}: {
  operation: Operation;
  current: string;
  onClose: () => void;
}) {
  const reschedule = useRescheduleOperation();
  const [at, setAt] = useState(() => isoToConsoleDateTime(current));
  const [error, setError] = useState<string | undefined>();
  const [now] = useState(() => Date.now());
  const formId = `reschedule-${operation.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const notBefore = consoleDateTimeToIso(at);
    if (!notBefore) {
      setError(at ? messages.schedule.invalid : messages.schedule.required);
      return;
    }
    reschedule.mutate(
      { id: operation.id, notBefore },
      {
        onSuccess: () => {
          notifySuccess(t.rescheduled);
          onClose();
        },
        onError: (failure) =>
          setError(isApiError(failure) ? (failure.fields?.notBefore ?? failure.message) : failure.message),
      },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t.rescheduleTitle}
      testId="reschedule-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={reschedule.isPending}>
            {messages.confirmation.cancel}
          </Button>
          <Button type="submit" form={formId} loading={reschedule.isPending}>
            {t.rescheduleConfirm}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <DateTimeField
          label={messages.schedule.at}
          required
          value={at}
          min={isoToConsoleDateTime(now).slice(0, 10)}
          max={isoToConsoleDateTime(now + 90 * DAY_MS).slice(0, 10)}
          error={error}
          hint={messages.schedule.hint}
          onChange={(next) => {
            setAt(next);
            setError(undefined);
          }}
          testId="reschedule-at"
        />
      </form>
    </Modal>
  );
}
