// 'Alertas' (issue 31): the rules administrators manage. Each rule says in one sentence what it
// watches; 'Nueva regla' and 'Editar' open the form, 'Borrar' asks first.
import { useQuery } from '@tanstack/react-query';
import { BellRingIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/dialog';
import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { notifySuccess } from '../../../shared/ui/snackbar';
import {
  alertOperationTypesQueryOptions,
  alertRulesQueryOptions,
  useDeleteAlertRule,
  type AlertRule,
} from '../api/alerts';
import { alertMessages as t } from '../messages';
import { AlertRuleDrawer } from './alert-rule-drawer';

function summaryOf(rule: AlertRule, typeLabel: string): string {
  const minutes = rule.minutes ?? 0;
  switch (rule.kind) {
    case 'failed':
      return t.summary.failed(typeLabel);
    case 'runningLong':
      return t.summary.runningLong(typeLabel, minutes);
    case 'waiting':
      return t.summary.waiting(
        typeLabel,
        rule.waitingStatus === 'scheduled' ? t.scheduledWord : t.approvalWord,
        minutes,
      );
    case 'failureRate':
      return t.summary.failureRate(typeLabel, rule.ratePercent ?? 0, minutes);
  }
}

export function AlertRulesPage() {
  const rules = useQuery(alertRulesQueryOptions);
  const types = useQuery(alertOperationTypesQueryOptions);
  const remove = useDeleteAlertRule();
  const [editing, setEditing] = useState<{ rule: AlertRule | null } | null>(null);
  const [deleting, setDeleting] = useState<AlertRule | null>(null);
  const labelOf = (rule: AlertRule) =>
    rule.operationType
      ? `«${types.data?.find((type) => type.type === rule.operationType)?.label ?? rule.operationLabel ?? rule.operationType}»`
      : t.anyOperation;

  return (
    <div>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        actions={
          <Button icon={<PlusIcon size={16} />} onClick={() => setEditing({ rule: null })}>
            {t.newRule}
          </Button>
        }
      />
      {rules.isError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          {t.loadError}
        </p>
      ) : rules.data && rules.data.length === 0 ? (
        <EmptyState title={t.noRules} icon={<BellRingIcon size={28} className="text-zinc-400" />}>
          <p className="text-sm text-zinc-600">{t.noRulesHint}</p>
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t.title}>
          {(rules.data ?? []).map((rule) => (
            <li
              key={rule.id}
              className="flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs min-[700px]:flex-row min-[700px]:items-center"
            >
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="text-base font-semibold break-words text-zinc-900">{rule.name}</h2>
                  <Badge tone={rule.enabled ? 'green' : 'grey'}>{rule.enabled ? t.active : t.disabled}</Badge>
                  <Badge tone={rule.webhookUrl ? 'blue' : 'grey'}>
                    {rule.webhookUrl ? t.withWebhook : t.onlyConsole}
                  </Badge>
                </div>
                <p className="mt-1 text-sm text-zinc-600">{summaryOf(rule, labelOf(rule))}</p>
              </div>
              <div className="flex gap-2" role="group" aria-label={t.actions(rule.name)}>
                <Button variant="secondary" size="sm" onClick={() => setEditing({ rule })}>
                  {t.editRule}
                </Button>
                <Button variant="secondary" size="sm" onClick={() => setDeleting(rule)}>
                  {t.delete}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <AlertRuleDrawer
          key={editing.rule?.id ?? 'new'}
          open
          rule={editing.rule}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <Modal
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={deleting ? t.deleteTitle(deleting.name) : ''}
        actions={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t.cancel}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: () => {
                    notifySuccess(t.deleted);
                    setDeleting(null);
                  },
                })
              }
            >
              {t.delete}
            </Button>
          </>
        }
      >
        {t.deleteText}
      </Modal>
    </div>
  );
}
