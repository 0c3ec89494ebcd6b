// 'Editar el usuario:' (spec 1 §2): opened with 'Editar' in 'Información del usuario'. Name,
// type, commercial type and status are editable; e-mail and phone are shown disabled. Only
// the changed fields are sent; the operation's steps show in the drawer, then it goes back
// one page after 1 second.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Operation, SubscriberUser, SubscriberUserDetail } from '../../../shared/api/types';
import { FormFooter, FreshRecord, OperationOutcome } from '../../../shared/edit-drawer';
import { BACK_AFTER_EDIT_MS, useGoBackLater } from '../../../shared/lib/use-go-back-later';
import { messages } from '../../../shared/messages';
import { subscriberTexts } from '../messages';
import { Button } from '../../../shared/ui/button';
import { Drawer } from '../../../shared/ui/dialog';
import { FormError, SelectField, TextField } from '../../../shared/ui/input';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { commercialTypesQueryOptions } from '../api/get-commercial-types';
import { subscriberKeys } from '../api/get-subscriber';
import { subscriberUserQueryOptions } from '../api/get-subscriber-user';
import { userTypesQueryOptions } from '../api/get-user-types';
import { changedFields, editUserForm, initialEditValues } from '../edit-user-form';
import { useOperationForm } from '../../../shared/operation-form';

const t = subscriberTexts.editUser;

export function EditUserDrawer({
  user,
  subscriberNumber,
  onClose,
}: {
  user: SubscriberUser | null;
  subscriberNumber: string;
  onClose: () => void;
}) {
  const detail = useQuery({
    ...subscriberUserQueryOptions(subscriberNumber, user?.user_id ?? 0),
    enabled: user !== null,
    staleTime: 0,
  });
  const name = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : '';

  return (
    <Drawer
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={
        <>
          {t.title} <span className="font-normal text-zinc-700">{name}</span>
        </>
      }
      description={t.hint}
      size="lg"
      testId="edit-user-drawer"
    >
      <FreshRecord query={detail} fields={4} loadError={t.loadError}>
        {(record) =>
          user ? (
            <EditUserForm
              key={record.user_id}
              detail={record}
              subscriberNumber={subscriberNumber}
              onClose={onClose}
            />
          ) : null
        }
      </FreshRecord>
    </Drawer>
  );
}

function EditUserForm({
  detail,
  subscriberNumber,
  onClose,
}: {
  detail: SubscriberUserDetail;
  subscriberNumber: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const goBackLater = useGoBackLater(BACK_AFTER_EDIT_MS, {
    to: '/subscribers/$id',
    params: { id: subscriberNumber },
  });
  const userTypes = useQuery(userTypesQueryOptions);
  const commercialTypes = useQuery(commercialTypesQueryOptions);
  const [initial] = useState(() => initialEditValues(detail));
  const [schema] = useState(() => editUserForm(initial, { userId: detail.user_id, subscriberNumber }));
  const { form, operation, start } = useOperationForm(schema, { defaultValues: initial });
  const { errors } = form.formState;
  const dirty = Object.keys(changedFields(initial, form.watch())).length > 0;

  const settle = (finished: Operation) => {
    void queryClient.invalidateQueries({ queryKey: subscriberKeys.detail(subscriberNumber) });
    if (finished.status === 'completed') {
      notifySuccess(finished.result?.message ?? messages.operation.userEdited);
      goBackLater();
    } else {
      notifyError(finished.error?.message ?? messages.operation.genericErrorRetry);
    }
  };

  if (operation.operationId) return <OperationOutcome operation={operation} onClose={onClose} />;

  const userTypeOptions = (userTypes.data ?? []).map((type) => ({
    value: type.organizationUserTypeCode,
    label: type.organizationUserTypeName,
  }));
  const commercialOptions = (commercialTypes.data ?? []).map((type) => ({
    value: type.organizationCommercialUserTypeCode,
    label: type.organizationCommercialUserTypeName,
  }));
  const statusOptions = Object.entries(t.statuses).map(([value, label]) => ({ value, label }));

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ userId, subscriberNumber: _number, ...changes }) =>
        start({ type: 'user.edit', input: { userId, ...changes } }, settle),
      )}
      className="-mb-4 flex min-h-[calc(100%+1rem)] flex-col gap-4"
      aria-label={t.title}
    >
      <FormError message={errors.root?.message ?? errors.root?.server?.message} />
      <div className="grid gap-4 min-[600px]:grid-cols-2">
        <TextField
          label={t.firstName}
          autoComplete="off"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label={t.lastName}
          autoComplete="off"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
      </div>
      <TextField label={t.email} name="email" value={detail.email} disabled readOnly />
      <TextField
        label={t.phone}
        name="phone"
        type="tel"
        value={detail.phone ?? messages.app.blank}
        disabled
        readOnly
      />
      <SelectField
        label={t.userType}
        placeholder={userTypes.isPending ? messages.app.loading : t.selectPlaceholder}
        options={userTypeOptions}
        error={
          errors.userTypeCode?.message ??
          (userTypes.isSuccess && userTypeOptions.length === 0 ? t.noUserTypes : undefined)
        }
        disabled={userTypes.isPending || userTypeOptions.length === 0}
        {...form.register('userTypeCode')}
      />
      <SelectField
        label={t.commercialType}
        placeholder={commercialTypes.isPending ? messages.app.loading : t.selectPlaceholder}
        options={commercialOptions}
        error={
          errors.commercialTypeCode?.message ??
          (commercialTypes.isSuccess && commercialOptions.length === 0 ? t.noCommercialTypes : undefined)
        }
        disabled={commercialTypes.isPending || commercialOptions.length === 0}
        {...form.register('commercialTypeCode')}
      />
      <SelectField
        label={t.status}
        placeholder={t.selectPlaceholder}
        options={statusOptions}
        error={errors.userStatusCode?.message}
        {...form.register('userStatusCode')}
      />
      <FormFooter>
        <Button variant="secondary" onClick={onClose}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={!dirty} loading={operation.starting}>
          {t.submit}
        </Button>
      </FormFooter>
    </form>
  );
}
