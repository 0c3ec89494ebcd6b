// 'Crear una nueva notificación de mantenimiento' (/globalNotification/add) and 'Editar
// notificación' (/globalNotification/edit/{notificationId}): the form of spec 2 §2.10, checked
// with the shared rules in the order of §5 (the api checks the same), then started as an
// operation whose steps show live. After success the list comes back after 4 s (§4).
import { useGoToLater } from '../../../shared/lib/use-go-back-later';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { isApiError } from '../../../shared/api/errors';
import type { Operation, OperationStart } from '../../../shared/api/types';
import { cn } from '../../../shared/lib/cn';
import { useAsksReason } from '../../../shared/operation-contracts';
import { useOperationRun } from '../../../shared/operation-run';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { BellIcon } from 'lucide-react';
import { dateFieldError, DateField, TimeField, timeFieldError } from '../../../shared/ui/date-field';
import { inputClasses, SelectField, TextField } from '../../../shared/ui/input';
import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { Skeleton } from '../../../shared/ui/spinner';
import {
  notificationFormOptionsQueryOptions,
  notificationKeys,
  notificationQueryOptions,
  notificationsQueryOptions,
  type GlobalNotification,
} from '../api/notifications';
import {
  createFailureOf,
  createInputOf,
  editFailureOf,
  editInputOf,
  emptyForm,
  fieldOfError,
  formOf,
  type NotificationFormState,
} from '../form-values';
import { notificationTexts as t } from '../messages';
import { notificationPermissions } from '../permissions';

/** Spec 2 §4: after a create or edit, back to the list after 4 s. */
export const BACK_AFTER_SAVE_MS = 4000;

/** A date and its time side by side; the time column fits its longest label. */
const DATE_TIME_ROW = 'grid grid-cols-1 gap-3 min-[480px]:grid-cols-[minmax(0,1fr)_minmax(0,11rem)]';

/** A required date and its optional time, side by side (the time defaults to 00:00, §5). */
function DateTimeRow(props: {
  dateLabel: string;
  timeLabel: string;
  date: string;
  time: string;
  error?: string | undefined;
  timeError?: string | undefined;
  disabled: boolean;
  onDate: (value: string) => void;
  onTime: (value: string) => void;
}) {
  return (
    <div className={DATE_TIME_ROW}>
      <DateField
        label={props.dateLabel}
        required
        value={props.date}
        disabled={props.disabled}
        error={props.error}
        onChange={props.onDate}
      />
      <TimeField
        label={props.timeLabel}
        value={props.time}
        disabled={props.disabled}
        error={props.timeError}
        onChange={props.onTime}
      />
    </div>
  );
}

/**
 * The first shown date or time field whose text is no date or time, with its Spanish error
 * (the shared rules would only see an empty value and ask for it).
 */
function unreadableDateOrTime(
  form: NotificationFormState,
  suspension: boolean,
  suspensionEnd: boolean,
): Errors {
  const rows = [
    ['startDate', 'startTime'],
    ['endDate', 'endTime'],
    ...(suspension ? [['suspensionDate', 'suspensionTime'] as const] : []),
    ...(suspensionEnd ? [['suspensionEndDate', 'suspensionEndTime'] as const] : []),
  ] as const;
  for (const [dateKey, timeKey] of rows) {
    const dateError = dateFieldError(form[dateKey]);
    if (dateError) return { [dateKey]: dateError };
    const timeError = timeFieldError(form[timeKey]);
    if (timeError) return { [timeKey]: timeError };
  }
  return {};
}

type Errors = Partial<Record<keyof NotificationFormState | 'reason' | 'form', string>>;

function TextArea({
  label,
  error,
  hint,
  required,
  ...props
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-zinc-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={cn(inputClasses(Boolean(error)), 'h-auto resize-y py-2')}
        {...props}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-zinc-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function Checkbox({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <label className="inline-flex items-center gap-2 text-sm text-zinc-800">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 rounded border-zinc-300 accent-accent-600"
      />
      {label}
    </label>
  );
}

function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 border-t border-zinc-100 pt-5 first:border-t-0 first:pt-0">
      {title ? <legend className="mb-1 text-sm font-semibold text-zinc-900">{title}</legend> : null}
      {children}
    </fieldset>
  );
}

type Mode = { kind: 'create' } | { kind: 'edit'; notification: GlobalNotification };

function NotificationForm({ mode, roles }: { mode: Mode; roles: readonly string[] }) {
  const backToListLater = useGoToLater(BACK_AFTER_SAVE_MS, { to: '/globalNotification' });
  const queryClient = useQueryClient();
  const options = useQuery(notificationFormOptionsQueryOptions());
  const list = useQuery(notificationsQueryOptions());
  const operation = useOperationRun();
  const editing = mode.kind === 'edit' ? mode.notification : null;
  const type = editing ? 'notification.edit' : 'notification.create';
  const asksReason = useAsksReason(type);
  const [form, setForm] = useState<NotificationFormState>(() => (editing ? formOf(editing) : emptyForm));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  const started = operation.operationId !== null;
  const locked = started && (operation.operation?.status !== 'failed' || saved);
  const isMaintenance = form.type === 'MAINTENANCE';
  const suspensionId = editing?.linkedSuspension?.notificationId ?? null;

  const set = <K extends keyof NotificationFormState>(key: K, value: NotificationFormState[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors({});
    if (started) operation.reset();
    else operation.renewKey();
  };

  const settle = (finished: Operation) => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    if (finished.status === 'completed') {
      setSaved(true);
      notifySuccess(finished.result?.message ?? (editing ? t.edited : t.created));
      backToListLater();
    } else {
      notifyError(finished.error?.message ?? t.createFailed);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const suspensionShown = isMaintenance && form.blocking && (!editing || suspensionId !== null);
    const unreadable = unreadableDateOrTime(form, suspensionShown, suspensionShown && Boolean(editing));
    if (Object.keys(unreadable).length > 0) {
      setErrors(unreadable);
      return;
    }
    const existing = (list.data?.items ?? []).map((n) => ({
      ...n,
      validityFinishDate: n.validityFinishDate ?? null,
    }));
    let start: OperationStart<'notification.edit' | 'notification.create'>;
    let failure;
    if (editing) {
      const values = editInputOf(form, editing.notificationId, suspensionId);
      failure = editFailureOf(values, editing.notificationTypeCode, existing);
      start = { type: 'notification.edit', input: values };
    } else {
      failure = createFailureOf(form, existing);
      start = { type: 'notification.create', input: createInputOf(form) };
    }
    if (failure) {
      setErrors({ [fieldOfError[failure.field] ?? 'form']: failure.message });
      return;
    }
    if (asksReason && !reason.trim()) {
      setErrors({ reason: t.form.reasonRequired });
      return;
    }
    operation.run(
      { ...start, reason: asksReason ? reason.trim() : undefined },
      {
        onSettled: settle,
        onError: (error) => {
          if (isApiError(error) && error.status === 401) return;
          const fields = isApiError(error) ? Object.entries(error.fields ?? {}) : [];
          const [field, message] = fields[0] ?? ['form', error.message];
          setErrors({ [field === 'reason' ? 'reason' : (fieldOfError[field] ?? 'form')]: message });
        },
      },
    );
  };

  const types = options.data?.types ?? [];
  const typeOptions = types.map((type) => ({
    value: type.notificationTypeCode,
    label: type.notificationTypeDesc,
  }));

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" data-testid="notification-form">
      <div className="flex flex-col gap-5 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs min-[600px]:p-6">
        <Section>
          <TextField
            label={t.form.title}
            required
            value={form.title}
            maxLength={200}
            disabled={locked}
            error={errors.title}
            onChange={(event) => set('title', event.target.value)}
          />
          <TextArea
            label={t.form.content}
            required
            value={form.content}
            maxLength={2000}
            disabled={locked}
            error={errors.content}
            onChange={(event) => set('content', event.target.value)}
          />
          <div className="flex flex-col gap-4">
            <DateTimeRow
              dateLabel={t.form.startDate}
              timeLabel={t.form.startTime}
              date={form.startDate}
              time={form.startTime}
              error={errors.startDate}
              disabled={locked}
              onDate={(value) => set('startDate', value)}
              timeError={errors.startTime}
              onTime={(value) => set('startTime', value)}
            />
            <DateTimeRow
              dateLabel={t.form.endDate}
              timeLabel={t.form.endTime}
              date={form.endDate}
              time={form.endTime}
              error={errors.endDate}
              disabled={locked}
              onDate={(value) => set('endDate', value)}
              timeError={errors.endTime}
              onTime={(value) => set('endTime', value)}
            />
          </div>
          <p className="-mt-2 text-xs text-zinc-500">{t.form.timeHint}</p>
          {editing ? null : (
            <SelectField
              label={t.form.type}
              required
              placeholder={t.form.typePlaceholder}
              options={typeOptions}
              value={form.type}
              disabled={locked || options.isPending}
              error={errors.type}
              data-testid="notification-type"
              onChange={(event) => set('type', event.target.value)}
            />
          )}
          <div className="flex flex-col gap-2" role="group" aria-labelledby="notification-platforms">
            <span id="notification-platforms" className="text-sm font-medium text-zinc-800">
              {t.form.platforms}
              <span aria-hidden="true" className="ml-0.5 text-red-600">
                *
              </span>
            </span>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              <Checkbox
                label={t.platformWeb}
                checked={form.web}
                disabled={locked}
                onChange={(v) => set('web', v)}
              />
              <Checkbox
                label={t.platformMobile}
                checked={form.mobile}
                disabled={locked}
                onChange={(v) => set('mobile', v)}
              />
            </div>
            {errors.web ? (
              <p role="alert" className="text-xs font-medium text-red-600">
                {errors.web}
              </p>
            ) : null}
          </div>
        </Section>

        {isMaintenance && (!editing || suspensionId !== null) ? (
          <Section title={t.form.suspensionSection}>
            {editing ? null : (
              <Checkbox
                label={t.blocking}
                checked={form.blocking}
                disabled={locked}
                onChange={(v) => set('blocking', v)}
              />
            )}
            {form.blocking ? (
              <>
                <div className="flex flex-col gap-4">
                  <DateTimeRow
                    dateLabel={t.form.suspensionDate}
                    timeLabel={t.form.suspensionTime}
                    date={form.suspensionDate}
                    time={form.suspensionTime}
                    error={errors.suspensionDate}
                    disabled={locked}
                    onDate={(value) => set('suspensionDate', value)}
                    timeError={errors.suspensionTime}
                    onTime={(value) => set('suspensionTime', value)}
                  />
                  {editing ? (
                    <DateTimeRow
                      dateLabel={t.form.suspensionEndDate}
                      timeLabel={t.form.suspensionEndTime}
                      date={form.suspensionEndDate}
                      error={errors.suspensionEndDate}
                      time={form.suspensionEndTime}
                      disabled={locked}
                      onDate={(value) => set('suspensionEndDate', value)}
                      timeError={errors.suspensionEndTime}
                      onTime={(value) => set('suspensionEndTime', value)}
                    />
                  ) : null}
                </div>
                {editing ? null : <p className="-mt-2 text-xs text-zinc-500">{t.form.suspensionHint}</p>}
                {editing ? null : (
                  <TextArea
                    label={t.form.description}
                    hint={t.form.descriptionHint}
                    value={form.description}
                    maxLength={2000}
                    disabled={locked}
                    error={errors.description}
                    onChange={(event) => set('description', event.target.value)}
                  />
                )}
              </>
            ) : null}
          </Section>
        ) : null}

        <Section title={t.form.conditionSection}>
          <div className="grid gap-4 min-[600px]:grid-cols-2">
            <SelectField
              label={t.form.conditionType}
              options={[
                { value: '', label: t.form.none },
                ...(options.data?.conditionTypes ?? []).map((c) => ({
                  value: String(c.notificationConditionTypeId),
                  label: c.notificationConditionTypeDesc,
                })),
              ]}
              value={form.conditionType}
              disabled={locked}
              error={errors.conditionType}
              onChange={(event) => set('conditionType', event.target.value)}
            />
            <SelectField
              label={t.form.studyGroup}
              options={[
                { value: '', label: t.form.none },
                ...(options.data?.studyGroups ?? []).map((g) => ({
                  value: String(g.suborganizationGroupId),
                  label: g.suborganizationGroupDesc,
                })),
              ]}
              value={form.studyGroup}
              disabled={locked}
              error={errors.studyGroup}
              onChange={(event) => set('studyGroup', event.target.value)}
            />
          </div>
        </Section>

        {asksReason ? (
          <Section>
            <TextArea
              label={t.form.reason}
              required
              rows={2}
              maxLength={500}
              value={reason}
              disabled={locked}
              error={errors.reason}
              hint={t.form.reasonHint}
              onChange={(event) => {
                setReason(event.target.value);
                setErrors({});
                if (!started) operation.renewKey();
              }}
            />
          </Section>
        ) : null}
        {errors.form ? (
          <p role="alert" className="text-sm font-medium text-red-600">
            {errors.form}
          </p>
        ) : null}
      </div>

      {operation.operationId ? <operation.Progress id={operation.operationId} /> : null}

      <div className="flex flex-wrap justify-end gap-2">
        <Link to="/globalNotification" className={buttonClasses('secondary')}>
          {t.form.cancel}
        </Link>
        <Button type="submit" loading={operation.starting} disabled={locked || !roles.length}>
          {editing ? t.form.save : t.form.create}
        </Button>
      </div>
    </form>
  );
}

export function NotificationCreatePage({ roles }: { roles: readonly string[] }) {
  return (
    <div className="max-w-3xl">
      <PageHeader title={t.createTitle} />
      <NotificationForm mode={{ kind: 'create' }} roles={roles} />
    </div>
  );
}

export function NotificationEditPage({
  roles,
  notificationId,
}: {
  roles: readonly string[];
  notificationId: number;
}) {
  const notification = useQuery(notificationQueryOptions(notificationId));
  const may = notificationPermissions(roles);
  const n = notification.data;
  return (
    <div className="max-w-3xl">
      <PageHeader title={t.editTitle} subtitle={n ? n.notificationTitle : undefined} />
      {notification.isError ? (
        <EmptyState title={notification.error.message || t.loadError} icon={<BellIcon size={28} />} />
      ) : !n ? (
        <div className="rounded-xl border border-zinc-200 bg-white p-6" aria-busy="true">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="mt-4 h-24 w-full" />
        </div>
      ) : !n.isActive || !may.canManage(n.notificationTypeCode) ? (
        <EmptyState title={t.notEditable} icon={<BellIcon size={28} />}>
          <Link to="/globalNotification" className="text-accent-700 underline">
            {t.listTitle}
          </Link>
        </EmptyState>
      ) : (
        <NotificationForm key={n.notificationId} mode={{ kind: 'edit', notification: n }} roles={roles} />
      )}
    </div>
  );
}
