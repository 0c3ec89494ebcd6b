// 'Editar una organización' (spec 1 §2, §5): name, legal name, CUIT, type (disabled) and max
// users; Editar and Cancelar. The CUIT is sent only if it changed. The operation's steps show
// in the drawer; on success the spec's message shows and the app goes back one page after 1 s
// (the drawer is a page of its own: /organizations?edit={id}).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizationView } from '../../../shared/api/common-area-types';
import type { Operation } from '../../../shared/api/types';
import { FormFooter, FreshRecord, OperationOutcome } from '../../../shared/edit-drawer';
import { BACK_AFTER_EDIT_MS, useGoBackLater } from '../../../shared/lib/use-go-back-later';
import { messages } from '../../../shared/messages';
import { organizationTexts } from '../messages';
import { useOperationForm } from '../../../shared/operation-form';
import { Button } from '../../../shared/ui/button';
import { Drawer } from '../../../shared/ui/dialog';
import { FormError, SelectField, TextField } from '../../../shared/ui/input';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { organizationTypesQueryOptions } from '../api/get-catalogs';
import { organizationQueryOptions } from '../api/get-organization';
import { organizationKeys } from '../api/get-organizations';
import {
  editOrganizationForm,
  editOrganizationInput,
  initialOrganizationValues,
} from '../edit-organization-form';
import { cuitTyped } from '../search';

const t = organizationTexts.editOrganization;

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
      <FreshRecord query={detail} fields={5}>
        {(record) => (
          <EditOrganizationForm key={record.organizationId} organization={record} onClose={onClose} />
        )}
      </FreshRecord>
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
  const queryClient = useQueryClient();
  const goBackLater = useGoBackLater(BACK_AFTER_EDIT_MS, { to: '/organizations' });
  const types = useQuery(organizationTypesQueryOptions);
  const { form, operation, start } = useOperationForm(editOrganizationForm, {
    defaultValues: initialOrganizationValues(organization),
  });
  const { errors, isDirty } = form.formState;

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
      form.setError('organizationCuit', { type: 'server', message });
    }
  };

  if (operation.operationId) return <OperationOutcome operation={operation} onClose={onClose} />;

  const typeOptions = (types.data ?? []).map((type) => ({
    value: String(type.organizationTypeId),
    label: type.organizationTypeName,
  }));
  // The current type is shown even before (or without) the catalogue.
  if (!typeOptions.some((option) => option.value === String(organization.organizationTypeId))) {
    typeOptions.unshift({
      value: String(organization.organizationTypeId),
      label: organization.organizationTypeName,
    });
  }
  const cuitField = form.register('organizationCuit');

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) =>
        start({ type: 'organization.edit', input: editOrganizationInput(organization, values) }, settle),
      )}
      aria-label={t.title}
      className="-mb-4 flex min-h-[calc(100%+1rem)] flex-col gap-4"
    >
      <TextField
        label={t.name}
        autoComplete="off"
        required
        error={errors.organizationName?.message}
        hint={t.nameHint}
        {...form.register('organizationName')}
      />
      <TextField
        label={t.legalName}
        autoComplete="off"
        required
        error={errors.organizationLegalName?.message}
        hint={t.nameHint}
        {...form.register('organizationLegalName')}
      />
      <div className="grid gap-4 min-[600px]:grid-cols-2">
        <TextField
          label={t.cuit}
          inputMode="numeric"
          autoComplete="off"
          error={errors.organizationCuit?.message}
          hint={t.cuitHint}
          {...cuitField}
          onChange={(event) => {
            // Digits only, at most 11 (spec 1 §5).
            event.target.value = cuitTyped(event.target.value);
            void cuitField.onChange(event);
          }}
        />
        <TextField
          label={t.maxUsers}
          inputMode="numeric"
          autoComplete="off"
          required
          error={errors.organizationMaxAccessCount?.message}
          {...form.register('organizationMaxAccessCount')}
        />
      </div>
      <SelectField
        label={t.type}
        name="organizationTypeId"
        required
        options={typeOptions}
        value={String(organization.organizationTypeId)}
        error={types.isSuccess && types.data.length === 0 ? t.noTypes : undefined}
        disabled
      />
      <FormError message={errors.root?.server?.message} />
      <FormFooter>
        <Button variant="secondary" onClick={onClose}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={!isDirty} loading={operation.starting}>
          {t.submit}
        </Button>
      </FormFooter>
    </form>
  );
}
