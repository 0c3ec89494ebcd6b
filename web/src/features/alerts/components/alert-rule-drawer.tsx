// The rule form in a side panel (Radix Dialog through the console's Drawer): what it watches, for
// which type, its threshold, and its optional webhook. Fields the api refuses show its reason.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../shared/api/errors';
import { Button } from '../../../shared/ui/button';
import { Drawer } from '../../../shared/ui/dialog';
import { FormError, SelectField, TextField } from '../../../shared/ui/input';
import { notifySuccess } from '../../../shared/ui/snackbar';
import {
  alertOperationTypesQueryOptions,
  useSaveAlertRule,
  type AlertRule,
  type AlertRuleInput,
} from '../api/alerts';
import { alertMessages as t } from '../messages';

type Kind = AlertRuleInput['kind'];
const KINDS: Kind[] = ['failed', 'runningLong', 'waiting', 'failureRate'];
const FORM_ID = 'alert-rule-form';

interface Draft {
  name: string;
  kind: Kind;
  operationType: string;
  minutes: string;
  waitingStatus: 'awaitingApproval' | 'scheduled';
  ratePercent: string;
  minEnded: string;
  webhookUrl: string;
  webhookSecret: string;
  enabled: boolean;
}

function draftOf(rule: AlertRule | null): Draft {
  return {
    name: rule?.name ?? '',
    kind: rule?.kind ?? 'failed',
    operationType: rule?.operationType ?? '',
    minutes: rule?.minutes?.toString() ?? '',
    waitingStatus: rule?.waitingStatus ?? 'awaitingApproval',
    ratePercent: rule?.ratePercent?.toString() ?? '',
    minEnded: rule?.minEnded?.toString() ?? '',
    webhookUrl: rule?.webhookUrl ?? '',
    webhookSecret: '',
    enabled: rule?.enabled ?? true,
  };
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

function inputOf(draft: Draft): AlertRuleInput {
  return {
    name: draft.name.trim(),
    kind: draft.kind,
    operationType: draft.operationType || null,
    minutes: draft.kind === 'failed' ? null : numberOrNull(draft.minutes),
    waitingStatus: draft.kind === 'waiting' ? draft.waitingStatus : null,
    ratePercent: draft.kind === 'failureRate' ? numberOrNull(draft.ratePercent) : null,
    minEnded: draft.kind === 'failureRate' ? numberOrNull(draft.minEnded) : null,
    webhookUrl: draft.webhookUrl.trim() || null,
    // Empty: keep the secret the rule has (or none for a new one).
    ...(draft.webhookSecret ? { webhookSecret: draft.webhookSecret } : {}),
    enabled: draft.enabled,
  };
}

/** What the screen checks before asking the api (which checks it all again). */
function missingFields(draft: Draft): Record<string, string> {
  const missing: Record<string, string> = {};
  if (!draft.name.trim()) missing.name = t.required;
  if (draft.kind !== 'failed' && !draft.minutes.trim()) missing.minutes = t.required;
  if (draft.kind === 'failureRate' && !draft.ratePercent.trim()) missing.ratePercent = t.required;
  return missing;
}

export function AlertRuleDrawer({
  open,
  rule,
  onClose,
}: {
  open: boolean;
  /** The rule to edit; null: a new one. */
  rule: AlertRule | null;
  onClose: () => void;
}) {
  const types = useQuery(alertOperationTypesQueryOptions);
  const save = useSaveAlertRule();
  const [draft, setDraft] = useState<Draft>(() => draftOf(rule));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // A field's error goes once the person changes it.
    setFields(({ [key]: _changed, ...rest }) => rest);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = missingFields(draft);
    setFields(missing);
    setFormError(undefined);
    if (Object.keys(missing).length > 0) return;
    save.mutate(
      { ...(rule ? { id: rule.id } : {}), rule: inputOf(draft) },
      {
        onSuccess: () => {
          notifySuccess(rule ? t.saved : t.created);
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) setFields(error.fields);
          setFormError(error.message);
        },
      },
    );
  }

  const minutesLabel =
    draft.kind === 'failureRate'
      ? t.minutesWindow
      : draft.kind === 'waiting'
        ? t.minutesWaiting
        : t.minutesRunning;

  return (
    <Drawer
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={rule ? t.editRule : t.createTitle}
      testId="alert-rule-drawer"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" form={FORM_ID} loading={save.isPending}>
            {t.save}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormError message={formError} />
        <TextField
          label={t.name}
          required
          maxLength={100}
          value={draft.name}
          error={fields.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <SelectField
          label={t.kind}
          value={draft.kind}
          error={fields.kind}
          onChange={(event) => set('kind', event.target.value as Kind)}
          options={KINDS.map((kind) => ({ value: kind, label: t.kinds[kind] }))}
        />
        <SelectField
          label={t.operationType}
          value={draft.operationType}
          error={fields.operationType}
          onChange={(event) => set('operationType', event.target.value)}
          options={[
            { value: '', label: t.anyType },
            ...(types.data ?? []).map((type) => ({ value: type.type, label: type.label })),
          ]}
        />
        {draft.kind === 'waiting' ? (
          <SelectField
            label={t.waitingStatus}
            value={draft.waitingStatus}
            error={fields.waitingStatus}
            onChange={(event) => set('waitingStatus', event.target.value as Draft['waitingStatus'])}
            options={[
              { value: 'awaitingApproval', label: t.waitingStatuses.awaitingApproval },
              { value: 'scheduled', label: t.waitingStatuses.scheduled },
            ]}
          />
        ) : null}
        {draft.kind !== 'failed' ? (
          <TextField
            label={minutesLabel}
            required
            inputMode="numeric"
            value={draft.minutes}
            error={fields.minutes}
            onChange={(event) => set('minutes', event.target.value)}
          />
        ) : null}
        {draft.kind === 'failureRate' ? (
          <div className="grid grid-cols-1 gap-4 min-[500px]:grid-cols-2">
            <TextField
              label={t.ratePercent}
              required
              inputMode="decimal"
              value={draft.ratePercent}
              error={fields.ratePercent}
              onChange={(event) => set('ratePercent', event.target.value)}
            />
            <TextField
              label={t.minEnded}
              inputMode="numeric"
              placeholder="1"
              value={draft.minEnded}
              error={fields.minEnded}
              onChange={(event) => set('minEnded', event.target.value)}
            />
          </div>
        ) : null}
        <TextField
          label={t.webhookUrl}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={draft.webhookUrl}
          error={fields.webhookUrl}
          hint={t.webhookHint}
          onChange={(event) => set('webhookUrl', event.target.value)}
        />
        {draft.webhookUrl.trim() ? (
          <TextField
            label={t.webhookSecret}
            type="password"
            autoComplete="new-password"
            value={draft.webhookSecret}
            error={fields.webhookSecret}
            hint={rule?.hasWebhookSecret ? t.webhookSecretKept : t.webhookSecretHint}
            onChange={(event) => set('webhookSecret', event.target.value)}
          />
        ) : null}
        <label className="flex items-center gap-2 text-sm font-medium text-zinc-800">
          <input
            type="checkbox"
            className="size-4 accent-accent-600"
            checked={draft.enabled}
            onChange={(event) => set('enabled', event.target.checked)}
          />
          {t.enabled}
        </label>
      </form>
    </Drawer>
  );
}
