// 'Políticas de aprobación' (issue 30), for administrators: each type's policy in force (the
// contract's, or the last change made here, with who, when and why) and 'Cambiar'.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../../../shared/ui/badge';
import { Button } from '../../../../shared/ui/button';
import { PageHeader } from '../../../../shared/ui/page';
import { Spinner } from '../../../../shared/ui/spinner';
import { formatDateTime } from '../../format';
import { policiesQueryOptions, type PolicyItem } from '../api/policies';
import { policyTexts as t } from '../messages';
import { PolicyDrawer } from './policy-drawer';
import { approverNames, policySummary } from './policy-summary';

function PolicyRow({ item, onChange }: { item: PolicyItem; onChange: () => void }) {
  const current = item.current;
  return (
    <li
      data-testid="policy-row"
      data-type={item.type}
      className="flex flex-wrap items-start justify-between gap-3 px-4 py-3"
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-zinc-900">
          <span className="break-words">{item.label}</span>
          {item.bulk ? <Badge tone="grey">{t.bulk}</Badge> : null}
        </p>
        <p className={current.required ? 'mt-0.5 text-sm text-zinc-800' : 'mt-0.5 text-sm text-zinc-500'}>
          {policySummary(current)}
        </p>
        {current.required ? (
          <p className="mt-0.5 text-sm text-zinc-600">
            {t.approversBy}: {approverNames(current)}
          </p>
        ) : null}
        <p className="mt-0.5 text-xs text-zinc-500">
          {item.changed
            ? `${t.changedBy(item.changed.changedBy, formatDateTime(item.changed.changedAt))} — «${item.changed.reason}»`
            : t.fromContract}
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={onChange} data-testid="change-policy">
        {t.change}
      </Button>
    </li>
  );
}

export function PoliciesPage() {
  const policies = useQuery(policiesQueryOptions);
  const [editing, setEditing] = useState<PolicyItem | null>(null);
  return (
    <div>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {policies.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : policies.isError ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {t.loadError}
        </p>
      ) : (
        <ul
          className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 bg-white shadow-xs"
          data-testid="policies"
        >
          {policies.data.items.map((item) => (
            <PolicyRow key={item.type} item={item} onChange={() => setEditing(item)} />
          ))}
        </ul>
      )}
      {editing ? <PolicyDrawer key={editing.type} item={editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
