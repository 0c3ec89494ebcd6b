// 'Añadir un usuario al suscriptor': the form, then the operation's steps live in the same
// drawer. The outcome (snackbar, refreshed list and counts) arrives even if it was closed.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { Operation } from '../../../shared/api/types';
import { messages } from '../../../shared/messages';
import { subscriberTexts } from '../messages';
import { useOperationForm } from '../../../shared/operation-form';
import { Button } from '../../../shared/ui/button';
import { Drawer } from '../../../shared/ui/dialog';
import { FormError, SelectField, TextField } from '../../../shared/ui/input';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { addUserForm, emptyAddUserValues } from '../add-user-form';
import { subscriberKeys } from '../api/get-subscriber';
import { userTypesQueryOptions } from '../api/get-user-types';

const t = subscriberTexts.addUser;

export function AddUserDrawer({
  subscriberNumber,
  open,
  onOpenChange,
}: {
  subscriberNumber: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const formId = useId();
  const queryClient = useQueryClient();
  const userTypes = useQuery({ ...userTypesQueryOptions, enabled: open });
  const { form, operation, start } = useOperationForm(addUserForm, { defaultValues: emptyAddUserValues });
  const { errors } = form.formState;

  /** Back to the form: empty for another user, or as it was to correct it. */
  const reset = (keepValues: boolean) => {
    if (!keepValues) form.reset(emptyAddUserValues);
    operation.reset();
  };
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) reset(false);
  };

  const onSettled = (finished: Operation) => {
    void queryClient.invalidateQueries({ queryKey: subscriberKeys.detail(subscriberNumber) });
    if (finished.status === 'completed')
      notifySuccess(finished.result?.message ?? messages.operation.userAdded);
    else notifyError(finished.error?.message ?? messages.operation.addUserStepFailed);
  };

  const typeOptions = (userTypes.data ?? []).map((type) => ({
    value: type.organizationUserTypeCode,
    label: type.organizationUserTypeName,
  }));
  const noTypes = userTypes.isSuccess && typeOptions.length === 0;
  const current = operation.operation;
  const settled = current && current.status !== 'running';

  const footer = !operation.operationId ? (
    <>
      <Button variant="secondary" onClick={() => close(false)}>
        {t.cancel}
      </Button>
      <Button type="submit" form={formId} loading={operation.starting}>
        {t.create}
      </Button>
    </>
  ) : settled ? (
    <>
      <Button variant="secondary" onClick={() => reset(current.status !== 'completed')}>
        {current.status === 'completed' ? t.addAnother : messages.app.backToForm}
      </Button>
      <Button onClick={() => close(false)}>{messages.app.close}</Button>
    </>
  ) : (
    <Button variant="secondary" onClick={() => close(false)}>
      {messages.app.close}
    </Button>
  );

  return (
    <Drawer
      open={open}
      onOpenChange={close}
      title={t.title}
      description={t.subtitle(subscriberNumber)}
      size="lg"
      testId="add-user-drawer"
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
          onSubmit={form.handleSubmit((input) =>
            start({ type: 'subscriber.addUser', input: { ...input, subscriberNumber } }, onSettled),
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
              label={t.firstName}
              autoComplete="off"
              required
              error={errors.firstName?.message}
              {...form.register('firstName')}
            />
            <TextField
              label={t.lastName}
              autoComplete="off"
              required
              error={errors.lastName?.message}
              {...form.register('lastName')}
            />
          </div>
          <TextField
            label={t.phone}
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <SelectField
            label={t.userType}
            required
            placeholder={userTypes.isPending ? messages.app.loading : t.userTypePlaceholder}
            options={typeOptions}
            error={errors.userTypeCode?.message ?? (noTypes ? t.noUserTypes : undefined)}
            disabled={userTypes.isPending || noTypes}
            {...form.register('userTypeCode')}
          />
        </form>
      )}
    </Drawer>
  );
}
