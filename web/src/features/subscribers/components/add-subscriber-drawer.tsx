// 'Añadir suscriptor' (spec 1 §2, §4, §5), opened from an organization's subscribers: the form,
// then the operation's steps live in the same drawer; on success the drawer closes and the
// snackbar says 'Suscriptor agregado con éxito.'.
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { Operation } from '../../../shared/api/types';
import { messages } from '../../../shared/messages';
import { subscriberTexts } from '../messages';
import { useOperationForm } from '../../../shared/operation-form';
import { Button } from '../../../shared/ui/button';
import { Drawer } from '../../../shared/ui/dialog';
import { FormError, TextField } from '../../../shared/ui/input';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { addSubscriberForm, emptyAddSubscriberValues } from '../add-subscriber-form';
import { organizationSubscribersKey } from '../api/get-organization-subscribers';

const t = subscriberTexts.addSubscriber;

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
  const { form, operation, start } = useOperationForm(addSubscriberForm, {
    defaultValues: emptyAddSubscriberValues,
  });
  const { errors } = form.formState;

  const close = () => {
    onOpenChange(false);
    form.reset(emptyAddSubscriberValues);
    operation.reset();
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

  const failed = operation.operation && !['running', 'completed'].includes(operation.operation.status);
  const footer = !operation.operationId ? (
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
      <Button variant="secondary" onClick={operation.reset}>
        {messages.app.backToForm}
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
      {operation.operationId ? (
        <operation.Progress id={operation.operationId} />
      ) : (
        <form
          id={formId}
          noValidate
          aria-label={t.title}
          className="flex flex-col gap-4"
          onSubmit={form.handleSubmit((values) =>
            start({ type: 'subscriber.create', input: { ...values, organizationId } }, onSettled),
          )}
        >
          <FormError message={errors.root?.server?.message} />
          <TextField
            label={t.email}
            type="email"
            autoComplete="off"
            required
            error={errors.email?.message}
            {...form.register('email')}
          />
          <div className="grid gap-4 min-[600px]:grid-cols-2">
            <TextField
              label={t.subscriberNumber}
              inputMode="numeric"
              autoComplete="off"
              required
              error={errors.subscriberNumber?.message}
              {...form.register('subscriberNumber')}
            />
            <TextField
              label={t.maxUsers}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              required
              error={errors.maxUsers?.message}
              {...form.register('maxUsers')}
            />
          </div>
          <TextField
            label={t.subscriberName}
            autoComplete="off"
            required
            error={errors.subscriberName?.message}
            {...form.register('subscriberName')}
          />
        </form>
      )}
    </Drawer>
  );
}
