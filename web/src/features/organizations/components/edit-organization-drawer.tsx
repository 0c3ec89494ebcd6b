// 'Editar una organización' (spec 1 §2, §5): name, legal name, CUIT, type (disabled) and max
// users; Editar and Cancelar. The CUIT is sent only if it changed. The operation's steps show
// in the drawer; on success the spec's message shows and the app goes back one page after 1 s
// (the drawer is a page of its own: /organizations?edit={id}).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { OrganizationView } from '../../../shared/api/common-area-types';
import { isApiError, isSessionError } from '../../../shared/api/errors';
import type { Operation } from '../../../shared/api/types';
import { useGoBackLater } from '../../../shared/lib/use-go-back-later';
import { messages } from '../../../shared/messages';
import { useOperationRun } from '../../../shared/operation-run';
import { Button } from '../../../shared/ui/button';
import { Drawer } from '../../../shared/ui/drawer';
import { CircleAlertIcon } from 'lucide-react';
import { SelectField, TextField } from '../../../shared/ui/input';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { Skeleton } from '../../../shared/ui/spinner';
import { organizationTypesQueryOptions } from '../api/get-catalogs';
import { organizationQueryOptions } from '../api/get-organization';
import { organizationKeys } from '../api/get-organizations';
import {
  initialOrganizationValues,
  isOrganizationDirty,
  validateEditOrganization,
  type EditOrganizationErrors,
  type EditOrganizationField,
  type EditOrganizationValues,
} from '../edit-organization-form';
import { cuitTyped } from '../search';

const t = messages.editOrganization;
export const BACK_AFTER_EDIT_MS = 1000;

export function EditOrganizationDrawer({
  organizationId,
  onClose,
}: {
  organizationId: number | null;
  onClose: () => void;
}) {
  const detail = useQuery({
    ...organizationQueryOptions(String(organizationId ?? 0)),
    enabled: organizationId !== null,
    staleTime: 0,
  });

  return (
    <Drawer
      open={organizationId !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t.title}
      description={detail.data?.organizationName}
      size="lg"
      testId="edit-organization-drawer"
    >
      {detail.isError ? (
        <div
          role="alert"
          className="flex gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200"
        >
          <CircleAlertIcon size={18} className="shrink-0" />
          <p>{detail.error.message}</p>
        </div>
      ) : detail.data && detail.isFetchedAfterMount ? (
        <EditOrganizationForm key={detail.data.organizationId} organization={detail.data} onClose={onClose} />
      ) : (
        <div className="flex flex-col gap-4" aria-hidden="true">
          {[0, 1, 2, 3, 4].map((row) => (
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

function EditOrganizationForm({
  organization,
  onClose,
}: {
  organization: OrganizationView;
  onClose: () => void;
}) {
  const formId = useId();
  const queryClient = useQueryClient();
  const operation = useOperationRun();
  const goBackLater = useGoBackLater(BACK_AFTER_EDIT_MS, { to: '/organizations' });
  const types = useQuery(organizationTypesQueryOptions);
  const [initial] = useState(() => initialOrganizationValues(organization));
  const [values, setValues] = useState<EditOrganizationValues>(initial);
  const [errors, setErrors] = useState<EditOrganizationErrors>({});
  const dirty = isOrganizationDirty(initial, values);

  const change = (field: EditOrganizationField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, _: undefined }));
    operation.renewKey();
  };

  const settle = (finished: Operation) => {
    void queryClient.invalidateQueries({ queryKey: organizationKeys.all });
    if (finished.status === 'completed') {
      notifySuccess(finished.result?.message ?? messages.operation.organizationEdited);
      goBackLater();
      return;
    }
    const message = finished.error?.message ?? messages.operation.genericErrorRetry;
    notifyError(message);
    if (message === messages.operation.cuitInUse) {
      // Back to the form with the CUIT flagged, so it can be corrected at once.
      operation.reset();
      setErrors({ organizationCuit: message });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateEditOrganization(organization.organizationId, initial, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    operation.run(
      { type: 'organization.edit', input: result.input },
      {
        onSettled: settle,
        onError: (error) => {
          if (isSessionError(error)) return;
          const fields = isApiError(error) ? (error.fields ?? {}) : {};
          const fieldErrors: EditOrganizationErrors = {};
          for (const [key, message] of Object.entries(fields)) {
            fieldErrors[key.replace(/^input\./, '') as EditOrganizationField | '_'] ??= message;
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
              {t.backToForm}
            </Button>
            <Button onClick={onClose}>{messages.app.close}</Button>
          </div>
        ) : null}
      </div>
    );
  }

  const typeOptions = (types.data ?? []).map((type) => ({
    value: String(type.organizationTypeId),
    label: type.organizationTypeName,
  }));
  // The current type is shown even before (or without) the catalogue.
  if (!typeOptions.some((option) => option.value === values.organizationTypeId)) {
    typeOptions.unshift({ value: values.organizationTypeId, label: organization.organizationTypeName });
  }

  return (
    <form
      id={formId}
      noValidate
      onSubmit={submit}
      aria-label={t.title}
      className="-mb-4 flex min-h-[calc(100%+1rem)] flex-col gap-4"
    >
      <TextField
        label={t.name}
        name="organizationName"
        autoComplete="off"
        required
        value={values.organizationName}
        error={errors.organizationName}
        hint={t.nameHint}
        onChange={(event) => change('organizationName', event.target.value)}
      />
      <TextField
        label={t.legalName}
        name="organizationLegalName"
        autoComplete="off"
        required
        value={values.organizationLegalName}
        error={errors.organizationLegalName}
        hint={t.nameHint}
        onChange={(event) => change('organizationLegalName', event.target.value)}
      />
      <div className="grid gap-4 min-[600px]:grid-cols-2">
        <TextField
          label={t.cuit}
          name="organizationCuit"
          inputMode="numeric"
          autoComplete="off"
          value={values.organizationCuit}
          error={errors.organizationCuit}
          hint={t.cuitHint}
          onChange={(event) => change('organizationCuit', cuitTyped(event.target.value))}
        />
        <TextField
          label={t.maxUsers}
          name="organizationMaxAccessCount"
          inputMode="numeric"
          autoComplete="off"
          required
          value={values.organizationMaxAccessCount}
          error={errors.organizationMaxAccessCount}
          onChange={(event) => change('organizationMaxAccessCount', event.target.value)}
        />
      </div>
      <SelectField
        label={t.type}
        name="organizationTypeId"
        required
        options={typeOptions}
        value={values.organizationTypeId}
        error={
          errors.organizationTypeId ?? (types.isSuccess && types.data.length === 0 ? t.noTypes : undefined)
        }
        disabled
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
