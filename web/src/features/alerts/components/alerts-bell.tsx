// The bell (issue 31), for administrators and support engineers: how many alerts they have not
// read, and a panel with the newest, each linking to its operation or to the filtered list.
// Read state is each person's own (the api keeps it).
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BellIcon } from 'lucide-react';
import { useState } from 'react';
import { formatInstant } from '../../../shared/lib/dates';
import { cn } from '../../../shared/lib/cn';
import { hasAnyRole, MENU_ROLES } from '../../../shared/roles';
import { Badge } from '../../../shared/ui/badge';
import { Button, IconButton } from '../../../shared/ui/button';
import { Drawer } from '../../../shared/ui/dialog';
import { alertsQueryOptions, unreadAlertsQueryOptions, useMarkAlertsRead, type Alert } from '../api/alerts';
import { alertMessages as t } from '../messages';

const linkClass =
  'text-sm font-medium text-accent-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600';

function AlertItem({ alert, onOpen }: { alert: Alert; onOpen: () => void }) {
  const markRead = useMarkAlertsRead();
  return (
    <li
      className={cn(
        'rounded-lg border p-3',
        alert.read ? 'border-zinc-200 bg-white' : 'border-accent-200 bg-accent-50/60',
      )}
      data-testid="alert-item"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs text-zinc-600">
        {alert.read ? null : <Badge tone="blue">{t.unread}</Badge>}
        <span>{formatInstant(alert.firedAt, 'dd/MM/yyyy HH:mm')}</span>
        <span className="break-words">{alert.ruleName}</span>
      </div>
      <p className="mt-1.5 text-sm break-words text-zinc-900">{alert.text}</p>
      {alert.delivery === 'failed' ? (
        <p className="mt-1 text-xs font-medium text-red-700">
          {t.deliveryFailed}
          {alert.deliveryError ? `: ${alert.deliveryError}` : ''}
        </p>
      ) : alert.delivery === 'pending' ? (
        <p className="mt-1 text-xs text-amber-800">{t.deliveryPending}</p>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        {alert.operationId ? (
          <Link
            to="/operations/$id"
            params={{ id: alert.operationId }}
            className={linkClass}
            onClick={onOpen}
          >
            {t.openOperation}
          </Link>
        ) : (
          <Link to="/operations" search={alert.listFilter ?? {}} className={linkClass} onClick={onOpen}>
            {t.openList}
          </Link>
        )}
        {alert.read ? null : (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => markRead.mutate([alert.id])}
            loading={markRead.isPending}
          >
            {t.markRead}
          </Button>
        )}
      </div>
    </li>
  );
}

function AlertsPanel({ open, onClose, admin }: { open: boolean; onClose: () => void; admin: boolean }) {
  const alerts = useQuery({ ...alertsQueryOptions, enabled: open });
  const markRead = useMarkAlertsRead();
  const items = alerts.data?.items ?? [];
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t.bellTitle}
      testId="alerts-panel"
      footer={
        <>
          {admin ? (
            <Link to="/alerts" className={cn(linkClass, 'mr-auto')} onClick={onClose}>
              {t.manageRules}
            </Link>
          ) : null}
          <Button
            variant="secondary"
            onClick={() => markRead.mutate(undefined)}
            loading={markRead.isPending}
            disabled={(alerts.data?.unread ?? 0) === 0}
          >
            {t.markAllRead}
          </Button>
        </>
      }
    >
      {alerts.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t.bellError}
        </p>
      ) : alerts.data && items.length === 0 ? (
        <p className="text-sm text-zinc-600">{t.bellEmpty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((alert) => (
            <AlertItem
              key={alert.id}
              alert={alert}
              onOpen={() => {
                if (!alert.read) markRead.mutate([alert.id]);
                onClose();
              }}
            />
          ))}
        </ul>
      )}
    </Drawer>
  );
}

/** `roles`: the signed-in person's (the shell passes them); none, no bell. */
export function AlertsBell({ roles, className }: { roles: readonly string[]; className?: string }) {
  const allowed = hasAnyRole(roles, MENU_ROLES.operations);
  const unread = useQuery({ ...unreadAlertsQueryOptions, enabled: allowed });
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  const count = unread.data ?? 0;
  return (
    <>
      <IconButton
        label={t.bell(count)}
        aria-haspopup="dialog"
        className={cn('relative', className)}
        onClick={() => setOpen(true)}
        data-testid="alerts-bell"
      >
        <BellIcon size={20} />
        {count > 0 ? (
          <span
            aria-hidden="true"
            data-testid="alerts-bell-count"
            className="absolute -top-0.5 -right-0.5 flex min-w-[1.125rem] items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-[1.125rem] font-semibold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </IconButton>
      {open ? (
        <AlertsPanel open admin={hasAnyRole(roles, MENU_ROLES.alerts)} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
