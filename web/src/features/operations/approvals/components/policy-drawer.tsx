// Changing one type's approval policy: needs approval or not, one or two approvers, the roles
// that may approve (among those that may start the type), when it applies, how long a request
// may wait, and a required reason; then every change of the type, newest first.
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../../../shared/api/errors';
import { messages } from '../../../../shared/messages';
import { Button } from '../../../../shared/ui/button';
import { Drawer } from '../../../../shared/ui/dialog';
import { FormError, SelectField, TextAreaField, TextField } from '../../../../shared/ui/input';
import { notifySuccess } from '../../../../shared/ui/snackbar';
import { formatDateTime } from '../../format';
import {
  policyQueryOptions,
  useChangePolicy,
  type PolicyChangeRequest,
  type PolicyItem,
} from '../api/policies';
import { policyTexts as t, roleName } from '../messages';
import { policySummary } from './policy-summary';

type Role = NonNullable<PolicyChangeRequest['roles']>[number];
type WhenKind = 'always' | 'elementsAbove' | 'fieldEquals';

export function PolicyDrawer({ item, onClose }: { item: PolicyItem; onClose: () => void }) {
  const formId = useId();
  const current = item.current;
  const [required, setRequired] = useState(current.required);
  const [approvers, setApprovers] = useState<1 | 2>(current.approvers);
  const [roles, setRoles] = useState<string[]>(current.roles);
  const [whenKind, setWhenKind] = useState<WhenKind>(current.when.kind);
  const [count, setCount] = useState(
    String(current.when.kind === 'elementsAbove' ? current.when.count : 100),
  );
  const [hours, setHours] = useState(String(current.expiresInHours));
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const change = useChangePolicy();
  const detail = useQuery(policyQueryOptions(item.type));
  const serverFields = isApiError(change.error) ? (change.error.fields ?? {}) : {};

  // The field condition a contract declares (a notification that is blocking) stays offered.
  const fieldCondition =
    item.default.when.kind === 'fieldEquals'
      ? item.default
      : current.when.kind === 'fieldEquals'
        ? current
        : null;
  const whenOptions = [
    { value: 'always', label: t.always },
    ...(item.bulk ? [{ value: 'elementsAbove', label: t.elementsAbove }] : []),
    ...(fieldCondition ? [{ value: 'fieldEquals', label: fieldCondition.condition }] : []),
  ];

  const reasonError = touched && reason.trim() === '' ? t.reasonRequired : serverFields.reason;
  const rolesError = touched && required && roles.length === 0 ? t.rolesRequired : serverFields.roles;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (reason.trim() === '' || (required && roles.length === 0)) return;
    const when: PolicyChangeRequest['when'] =
      whenKind === 'elementsAbove'
        ? { kind: 'elementsAbove', count: Number(count) }
        : whenKind === 'fieldEquals' && fieldCondition?.when.kind === 'fieldEquals'
          ? { ...fieldCondition.when }
          : { kind: 'always' };
    change.mutate(
      {
        type: item.type,
        change: {
          required,
          approvers,
          roles: roles as Role[],
          when,
          expiresInHours: Number(hours),
          reason: reason.trim(),
        },
      },
      {
        onSuccess: () => {
          notifySuccess(t.saved);
          onClose();
        },
      },
    );
  };

  return (
    <Drawer
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t.dialogTitle(item.label)}
      description={policySummary(current)}
      size="lg"
      testId="policy-drawer"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
            {messages.app.cancel}
          </Button>
          <Button type="submit" form={formId} loading={change.isPending} data-testid="save-policy">
            {t.save}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <label className="flex items-center gap-2 text-sm font-medium text-zinc-800">
          <input
            type="checkbox"
            checked={required}
            onChange={(event) => setRequired(event.target.checked)}
            className="size-4 accent-accent-600"
            data-testid="policy-required"
          />
          {t.required}
        </label>
        {required ? (
          <>
            <SelectField
              label={t.approversLabel}
              value={String(approvers)}
              onChange={(event) => setApprovers(event.target.value === '2' ? 2 : 1)}
              options={[
                { value: '1', label: t.one },
                { value: '2', label: t.two },
              ]}
              data-testid="policy-approvers"
            />
            <fieldset className="flex flex-col gap-1.5" aria-describedby={`${formId}-roles`}>
              <legend className="text-sm font-medium text-zinc-800">{t.rolesLabel}</legend>
              <div className="grid grid-cols-1 gap-1.5 min-[500px]:grid-cols-2">
                {item.startRoles.map((role) => (
                  <label key={role} className="flex items-center gap-2 text-sm text-zinc-800">
                    <input
                      type="checkbox"
                      className="size-4 accent-accent-600"
                      checked={roles.includes(role)}
                      onChange={(event) =>
                        setRoles((previous) =>
                          event.target.checked ? [...previous, role] : previous.filter((r) => r !== role),
                        )
                      }
                    />
                    {roleName(role)}
                  </label>
                ))}
              </div>
              <p
                id={`${formId}-roles`}
                className={rolesError ? 'text-xs font-medium text-red-700' : 'text-xs text-zinc-600'}
                role={rolesError ? 'alert' : undefined}
              >
                {rolesError ?? t.rolesHint}
              </p>
            </fieldset>
            <SelectField
              label={t.whenLabel}
              value={whenKind}
              onChange={(event) => setWhenKind(event.target.value as WhenKind)}
              options={whenOptions}
              error={serverFields.when}
            />
            {whenKind === 'elementsAbove' ? (
              <TextField
                label={t.countLabel}
                type="number"
                min={0}
                inputMode="numeric"
                value={count}
                onChange={(event) => setCount(event.target.value)}
                error={serverFields['when.count']}
              />
            ) : null}
            <TextField
              label={t.expiresLabel}
              type="number"
              min={1}
              max={720}
              inputMode="numeric"
              value={hours}
              onChange={(event) => setHours(event.target.value)}
              hint={t.expiresHint}
              error={serverFields.expiresInHours}
            />
          </>
        ) : null}
        <TextAreaField
          label={t.reason}
          required
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          hint={t.reasonHint}
          error={reasonError}
          data-testid="policy-reason"
        />
        <FormError
          message={
            isApiError(change.error) && Object.keys(serverFields).length === 0
              ? change.error.message
              : undefined
          }
        />
      </form>
      <section className="mt-6 border-t border-zinc-200 pt-4" aria-label={t.history}>
        <h3 className="text-sm font-semibold text-zinc-900">{t.history}</h3>
        {detail.data && detail.data.history.length > 0 ? (
          <ol className="mt-2 flex flex-col gap-3" data-testid="policy-history">
            {detail.data.history.map((entry) => (
              <li key={entry.id} className="text-sm">
                <p className="text-zinc-800">{policySummary(entry.policy)}</p>
                <p className="text-zinc-600">
                  {t.changedBy(entry.changedBy, formatDateTime(entry.changedAt))} — «{entry.reason}»
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-2 text-sm text-zinc-600">{detail.isPending ? messages.app.blank : t.noHistory}</p>
        )}
      </section>
    </Drawer>
  );
}
