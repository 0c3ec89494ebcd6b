// 'Añadir suscriptor' (spec 1 §2, §4, §5), opened from an organization's subscribers: the form,
// then the operation's steps live in the same drawer; on success the drawer closes and the
// snackbar says 'Suscriptor agregado con éxito.'.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { isApiError, isSessionError } from '../../../shared/api/errors';
import type { Operation } from '../../../shared/api/types';
import { messages } from '../../../shared/messages';
import { Button } from '../../../shared/ui/button';
import { Drawer } from '../../../shared/ui/drawer';
import { CircleAlertIcon } from 'lucide-react';
import { TextField } from '../../../shared/ui/input';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import {
  emptyAddSubscriberValues,
  serverAddSubscriberErrors,
  validateAddSubscriber,
  type AddSubscriberErrors,
  type AddSubscriberField,
  type AddSubscriberValues,
} from '../add-subscriber-form';
import { organizationSubscribersKey } from '../api/get-organization-subscribers';
import { useOperationRun } from '../../../shared/operation-run';

const t = messages.addSubscriber;

export function AddSubscriberDrawer({
  organizationId,
  organizationName,
  open,
  onOpenChange,
}: {
  organizationId: number;
  organizationName?: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const formId = useId();
  const queryClient = useQueryClient();
  const operation = useOperationRun();
  const [values, setValues] = useState<AddSubscriberValues>(emptyAddSubscriberValues);
  const [errors, setErrors] = useState<AddSubscriberErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const reset = (keepValues: boolean) => {
    if (!keepValues) setValues(emptyAddSubscriberValues);
    setErrors({});
    setFormError(null);
    operation.reset();
  };

  const close = () => {
    onOpenChange(false);
    reset(false);
  };

  const change = (field: AddSubscriberField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Spec 1 §5: errors clear on edit.
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
    operation.renewKey();
  };

  const onSettled = (finished: Operation) => {
    void queryClient.invalidateQueries({ queryKey: organizationSubscribersKey(String(organizationId)) });
    if (finished.status === 'completed') {
      notifySuccess(finished.result?.message ?? messages.operation.subscriberAdded);
      close();
    } else {
      notifyError(finished.error?.message ?? messages.operation.createSubscriberFailed);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateAddSubscriber(values, organizationId);
    if (!result.ok) {
      setErrors(result.errors);
      setFormError(result.formError ?? null);
      return;
    }
    operation.run(
      { type: 'subscriber.create', input: result.input },
      {
        onSettled,
        onError: (error) => {
          if (isSessionError(error)) return;
          const fieldErrors = isApiError(error) ? serverAddSubscriberErrors(error.fields) : {};
          if (Object.keys(fieldErrors).length > 0) {
            setErrors(fieldErrors);
          } else {
            setFormError(error.message);
            notifyError(error.message);
          }
        },
      },
    );
  };

  const showingProgress = operation.operationId !== null;
  const failed =
    operation.operation &&
    operation.operation.status !== 'running' &&
    operation.operation.status !== 'completed';

  const footer = !showingProgress ? (
    <>
      <Button variant="secondary" onClick={close}>
        {t.cancel}
      </Button>
      <Button type="submit" form={formId} loading={operation.starting}>
        {t.create}
      </Button>
    </>
  ) : failed ? (
    <>
      <Button variant="secondary" onClick={() => reset(true)}>
        {t.backToForm}
      </Button>
      <Button onClick={close}>{messages.app.close}</Button>
    </>
  ) : (
    <Button variant="secondary" onClick={close}>
      {messages.app.close}
    </Button>
  );

  return (
    <Drawer
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t.title}
      description={organizationName ? t.subtitle(organizationName) : undefined}
      size="lg"
      testId="add-subscriber-drawer"
      footer={footer}
    >
      {showingProgress && operation.operationId ? (
        <operation.Progress id={operation.operationId} />
      ) : (
        <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t.title}>
          {formError ? (
            <div
              role="alert"
              className="flex gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
            >
              <CircleAlertIcon size={18} className="shrink-0" />
              <p>{formError}</p>
            </div>
          ) : null}
          <TextField
            label={t.email}
            name="email"
            type="email"
            autoComplete="off"
            required
            value={values.email}
            error={errors.email}
            onChange={(event) => change('email', event.target.value)}
          />
          <div className="grid gap-4 min-[600px]:grid-cols-2">
            <TextField
              label={t.subscriberNumber}
              name="subscriberNumber"
              inputMode="numeric"
              autoComplete="off"
              required
              value={values.subscriberNumber}
              error={errors.subscriberNumber}
              onChange={(event) => change('subscriberNumber', event.target.value)}
            />
            <TextField
              label={t.maxUsers}
              name="maxUsers"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required
              value={values.maxUsers}
              error={errors.maxUsers}
              onChange={(event) => change('maxUsers', event.target.value)}
            />
          </div>
          <TextField
            label={t.subscriberName}
            name="subscriberName"
            autoComplete="off"
            required
            value={values.subscriberName}
            error={errors.subscriberName}
            onChange={(event) => change('subscriberName', event.target.value)}
          />
        </form>
      )}
    </Drawer>
  );
}
