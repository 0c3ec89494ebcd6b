// 'Editar el usuario:' (spec 1 §2): opened with 'Editar' in 'Información del usuario'. Name,
// type, commercial type and status are editable; e-mail and phone are shown disabled. Only
// the changed fields are sent; the operation's steps show in the drawer, then it goes back
// one page after 1 second.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { isApiError, isSessionError } from '../../../shared/api/errors';
import type { Operation, SubscriberUser, SubscriberUserDetail } from '../../../shared/api/types';
import { messages } from '../../../shared/messages';
import { Button } from '../../../shared/ui/button';
import { Drawer } from '../../../shared/ui/drawer';
import { CircleAlertIcon } from 'lucide-react';
import { SelectField, TextField } from '../../../shared/ui/input';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { Skeleton } from '../../../shared/ui/spinner';
import { commercialTypesQueryOptions } from '../api/get-commercial-types';
import { subscriberKeys } from '../api/get-subscriber';
import { subscriberUserQueryOptions } from '../api/get-subscriber-user';
import { userTypesQueryOptions } from '../api/get-user-types';
import {
  changedFields,
  initialEditValues,
  validateEditUser,
  type EditUserErrors,
  type EditUserField,
  type EditUserValues,
} from '../edit-user-form';
import { useGoBackLater } from '../use-go-back';
import { useOperationRun } from '../../../shared/operation-run';

const t = messages.editUser;

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
      {detail.isError ? (
        <div
          role="alert"
          className="flex gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
        >
          <CircleAlertIcon size={18} className="shrink-0" />
          <p>{detail.error.message || t.loadError}</p>
        </div>
      ) : detail.data && detail.isFetchedAfterMount && user ? (
        // Starts from what the services hold when the drawer opens; a later refetch (after the
        // edit) must not reset the form or its progress.
        <EditUserForm
          key={detail.data.user_id}
          detail={detail.data}
          subscriberNumber={subscriberNumber}
          onClose={onClose}
        />
      ) : (
        <div className="flex flex-col gap-4" aria-hidden="true">
          {[0, 1, 2, 3].map((row) => (
            <div key={row}>
              <Skeleton className="h-3.5 w-24" />
              <Skeleton className="mt-2 h-10 w-full" />
            </div>
          ))}
        </div>
      )}
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
  const formId = useId();
  const queryClient = useQueryClient();
  const operation = useOperationRun();
  const goBackLater = useGoBackLater({ to: '/subscribers/$id', params: { id: subscriberNumber } });
  const userTypes = useQuery(userTypesQueryOptions);
  const commercialTypes = useQuery(commercialTypesQueryOptions);
  const [initial] = useState(() => initialEditValues(detail));
  const [values, setValues] = useState<EditUserValues>(initial);
  const [errors, setErrors] = useState<EditUserErrors>({});

  const dirty = Object.keys(changedFields(initial, values)).length > 0;

  const change = (field: EditUserField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, _: undefined }));
    operation.renewKey();
  };

  const settle = (finished: Operation) => {
    void queryClient.invalidateQueries({ queryKey: subscriberKeys.detail(subscriberNumber) });
    if (finished.status === 'completed') {
      notifySuccess(finished.result?.message ?? messages.operation.userEdited);
      goBackLater();
    } else {
      notifyError(finished.error?.message ?? messages.operation.genericErrorRetry);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateEditUser(initial, values, { userId: detail.user_id, subscriberNumber });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    const { userId, ...changes } = result.input;
    operation.run(
      { type: 'user.edit', input: { userId, ...changes } },
      {
        onSettled: settle,
        onError: (error) => {
          if (isSessionError(error)) return;
          const fields = isApiError(error) ? (error.fields ?? {}) : {};
          const fieldErrors: EditUserErrors = {};
          for (const [key, message] of Object.entries(fields)) {
            fieldErrors[key.replace(/^input\./, '') as EditUserField | '_'] ??= message;
          }
          if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
          else notifyError(error.message);
        },
      },
    );
  };

  if (operation.operationId) {
    const settled = operation.operation && operation.operation.status !== 'running';
    return (
      <div className="flex flex-col gap-4">
        <operation.Progress id={operation.operationId} />
        {settled && operation.operation?.status !== 'completed' ? (
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={operation.reset}>
              {messages.addUser.backToForm}
            </Button>
            <Button onClick={onClose}>{messages.app.close}</Button>
          </div>
        ) : null}
      </div>
    );
  }

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
      id={formId}
      noValidate
      onSubmit={submit}
      className="-mb-4 flex min-h-[calc(100%+1rem)] flex-col gap-4"
      aria-label={t.title}
    >
      {errors._ ? (
        <div
          role="alert"
          className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          <CircleAlertIcon size={18} className="shrink-0" />
          <p>{errors._}</p>
        </div>
      ) : null}
      <div className="grid gap-4 min-[600px]:grid-cols-2">
        <TextField
          label={t.firstName}
          name="firstName"
          autoComplete="off"
          value={values.firstName}
          error={errors.firstName}
          onChange={(event) => change('firstName', event.target.value)}
        />
        <TextField
          label={t.lastName}
          name="lastName"
          autoComplete="off"
          value={values.lastName}
          error={errors.lastName}
          onChange={(event) => change('lastName', event.target.value)}
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
        name="userTypeCode"
        placeholder={userTypes.isPending ? messages.app.loading : t.selectPlaceholder}
        options={userTypeOptions}
        value={values.userTypeCode}
        error={
          errors.userTypeCode ??
          (userTypes.isSuccess && userTypeOptions.length === 0 ? t.noUserTypes : undefined)
        }
        disabled={userTypes.isPending || userTypeOptions.length === 0}
        onChange={(event) => change('userTypeCode', event.target.value)}
      />
      <SelectField
        label={t.commercialType}
        name="commercialTypeCode"
        placeholder={commercialTypes.isPending ? messages.app.loading : t.selectPlaceholder}
        options={commercialOptions}
        value={values.commercialTypeCode}
        error={
          errors.commercialTypeCode ??
          (commercialTypes.isSuccess && commercialOptions.length === 0 ? t.noCommercialTypes : undefined)
        }
        disabled={commercialTypes.isPending || commercialOptions.length === 0}
        onChange={(event) => change('commercialTypeCode', event.target.value)}
      />
      <SelectField
        label={t.status}
        name="userStatusCode"
        placeholder={t.selectPlaceholder}
        options={statusOptions}
        value={values.userStatusCode}
        error={errors.userStatusCode}
        onChange={(event) => change('userStatusCode', event.target.value)}
      />
      {/* Looks like the drawer's footer, but belongs to the form that owns the state. */}
      <div className="sticky -bottom-4 -mx-5 mt-auto flex flex-wrap justify-end gap-2 border-t border-zinc-200 bg-zinc-50 px-5 py-3">
        <Button variant="secondary" onClick={onClose}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={!dirty} loading={operation.starting}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}
