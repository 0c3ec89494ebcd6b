// 'Añadir un usuario al suscriptor': the form, then the operation's steps live in the same
// drawer. The outcome (snackbar, refreshed list and counts) arrives even if it was closed.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { isApiError, isSessionError } from '../../../shared/api/errors';
import type { Operation } from '../../../shared/api/types';
import { messages } from '../../../shared/messages';
import { useOperations } from '../../../shared/operations';
import { Button } from '../../../shared/ui/button';
import { Drawer } from '../../../shared/ui/drawer';
import { CircleAlertIcon } from 'lucide-react';
import { SelectField, TextField } from '../../../shared/ui/input';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { useStartAddUser } from '../api/add-user';
import { subscriberKeys } from '../api/get-subscriber';
import { userTypesQueryOptions } from '../api/get-user-types';
import {
  emptyAddUserValues,
  serverFieldErrors,
  validateAddUser,
  type AddUserErrors,
  type AddUserField,
  type AddUserValues,
} from '../add-user-form';

const t = messages.addUser;

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

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
  const operations = useOperations();
  const start = useStartAddUser();
  const userTypes = useQuery({ ...userTypesQueryOptions, enabled: open });

  const [values, setValues] = useState<AddUserValues>(emptyAddUserValues);
  const [errors, setErrors] = useState<AddUserErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [operationId, setOperationId] = useState<string | null>(null);
  const idempotencyKey = useRef(newKey());
  const operation = operations.useOperation(operationId);

  const reset = (keepValues: boolean) => {
    if (!keepValues) setValues(emptyAddUserValues);
    setErrors({});
    setFormError(null);
    setOperationId(null);
    start.reset();
    idempotencyKey.current = newKey();
  };

  const change = (field: AddUserField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
    idempotencyKey.current = newKey();
  };

  const onSettled = (finished: Operation) => {
    void queryClient.invalidateQueries({ queryKey: subscriberKeys.detail(subscriberNumber) });
    if (finished.status === 'completed') {
      notifySuccess(finished.result?.message ?? messages.operation.userAdded);
    } else {
      notifyError(finished.error?.message ?? messages.operation.addUserStepFailed);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (start.isPending) return;
    const result = validateAddUser(values, subscriberNumber);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    start.mutate(
      { input: result.input, idempotencyKey: idempotencyKey.current },
      {
        onSuccess: (accepted) => {
          setOperationId(accepted.id);
          operations.track(accepted, onSettled);
        },
        onError: (error) => {
          if (isSessionError(error)) return;
          const fieldErrors = isApiError(error) ? serverFieldErrors(error.fields) : {};
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

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) reset(false);
  };

  const typeOptions = (userTypes.data ?? []).map((type) => ({
    value: type.organizationUserTypeCode,
    label: type.organizationUserTypeName,
  }));
  const noTypes = userTypes.isSuccess && typeOptions.length === 0;

  const showingProgress = operationId !== null;
  const settled = operation && operation.status !== 'running';

  const footer = !showingProgress ? (
    <>
      <Button variant="secondary" onClick={() => close(false)}>
        {t.cancel}
      </Button>
      <Button type="submit" form={formId} loading={start.isPending}>
        {t.create}
      </Button>
    </>
  ) : settled && operation.status === 'completed' ? (
    <>
      <Button variant="secondary" onClick={() => reset(false)}>
        {t.addAnother}
      </Button>
      <Button onClick={() => close(false)}>{messages.app.close}</Button>
    </>
  ) : settled ? (
    <>
      <Button variant="secondary" onClick={() => reset(true)}>
        {t.backToForm}
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
      {showingProgress && operationId ? (
        <operations.Progress id={operationId} />
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
              label={t.firstName}
              name="firstName"
              autoComplete="off"
              required
              value={values.firstName}
              error={errors.firstName}
              onChange={(event) => change('firstName', event.target.value)}
            />
            <TextField
              label={t.lastName}
              name="lastName"
              autoComplete="off"
              required
              value={values.lastName}
              error={errors.lastName}
              onChange={(event) => change('lastName', event.target.value)}
            />
          </div>
          <TextField
            label={t.phone}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            value={values.phone}
            error={errors.phone}
            onChange={(event) => change('phone', event.target.value)}
          />
          <SelectField
            label={t.userType}
            name="userTypeCode"
            required
            placeholder={userTypes.isPending ? messages.app.loading : t.userTypePlaceholder}
            options={typeOptions}
            value={values.userTypeCode}
            error={errors.userTypeCode ?? (noTypes ? t.noUserTypes : undefined)}
            disabled={userTypes.isPending || noTypes}
            onChange={(event) => change('userTypeCode', event.target.value)}
          />
        </form>
      )}
    </Drawer>
  );
}
