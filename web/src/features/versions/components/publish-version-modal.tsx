// 'Publicar una nueva versión' (spec 2 §2.11, §5): platform, version code (required: 'Ingrese la
// nueva versión') and a description of up to 3 rows. Publishing is the versions.publish operation;
// its steps show live in the dialog, a refusal ('La versión ya existe', 'La versión fue deprecada')
// shows there and in the snackbar.
import { versionsPublishInput } from '@cgi/workflows/inputs';
import { useId, useState, type FormEvent } from 'react';
import { isApiError, isSessionError } from '../../../shared/api/errors';
import type { Operation } from '../../../shared/api/types';
import { useOperationRun } from '../../../shared/operation-run';
import { Button } from '../../../shared/ui/button';
import { inputClasses, SelectField, TextField } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/dialog';
import { versionsTexts as t } from '../messages';

type Fields = { appPlatformCode: string; appVersionCode: string; appVersionDesc: string };
type Errors = Partial<Record<keyof Fields, string>>;

export function PublishVersionModal({
  open,
  platforms,
  onClose,
  onSettled,
}: {
  open: boolean;
  platforms: { value: string; label: string }[];
  onClose: () => void;
  onSettled: (operation: Operation) => void;
}) {
  return open ? <PublishVersionBody platforms={platforms} onClose={onClose} onSettled={onSettled} /> : null;
}

function PublishVersionBody({
  platforms,
  onClose,
  onSettled,
}: {
  platforms: { value: string; label: string }[];
  onClose: () => void;
  onSettled: (operation: Operation) => void;
}) {
  const formId = useId();
  const descId = useId();
  const operation = useOperationRun();
  const [fields, setFields] = useState<Fields>({
    appPlatformCode: platforms[0]?.value ?? '',
    appVersionCode: '',
    appVersionDesc: '',
  });
  const [errors, setErrors] = useState<Errors>({});

  const set = (key: keyof Fields, value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
    operation.renewKey();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = versionsPublishInput.safeParse(fields);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Fields;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    operation.run(
      { type: 'versions.publish', input: parsed.data },
      {
        onSettled,
        onError: (failure) => {
          if (isSessionError(failure)) return;
          const fieldErrors = isApiError(failure) ? (failure.fields ?? {}) : {};
          setErrors(
            Object.keys(fieldErrors).length
              ? (fieldErrors as Errors)
              : { appVersionCode: failure.message || t.publishFailed },
          );
        },
      },
    );
  };

  const running = operation.operationId !== null;
  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t.publishTitle}
      testId="publish-version-modal"
      actions={
        running ? (
          <Button variant="secondary" onClick={onClose}>
            {t.close}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={operation.starting}>
              {t.cancel}
            </Button>
            <Button type="submit" form={formId} loading={operation.starting}>
              {t.publish}
            </Button>
          </>
        )
      }
    >
      {running && operation.operationId ? (
        <operation.Progress id={operation.operationId} />
      ) : (
        <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
          <SelectField
            label={t.platform}
            name="appPlatformCode"
            required
            options={platforms}
            placeholder={t.platformPlaceholder}
            value={fields.appPlatformCode}
            error={errors.appPlatformCode}
            onChange={(event) => set('appPlatformCode', event.target.value)}
          />
          <TextField
            label={t.code}
            name="appVersionCode"
            required
            autoComplete="off"
            placeholder={t.codeHint}
            value={fields.appVersionCode}
            error={errors.appVersionCode}
            onChange={(event) => set('appVersionCode', event.target.value)}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={descId} className="text-sm font-medium text-zinc-800">
              {t.description}
            </label>
            <textarea
              id={descId}
              name="appVersionDesc"
              rows={3}
              maxLength={300}
              value={fields.appVersionDesc}
              aria-invalid={errors.appVersionDesc ? true : undefined}
              onChange={(event) => set('appVersionDesc', event.target.value)}
              className={inputClasses(Boolean(errors.appVersionDesc), 'h-auto resize-none py-2')}
            />
            {errors.appVersionDesc ? (
              <p role="alert" className="text-xs font-medium text-red-600">
                {errors.appVersionDesc}
              </p>
            ) : null}
          </div>
        </form>
      )}
    </Modal>
  );
}
