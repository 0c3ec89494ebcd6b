// /security/user-sessions/{loginAccountId} — 'Administrar sesiones activas de un usuario'
// (spec 2 §2.14): one card per open session with its device type, device, browser, place and
// IP, 'Eliminar' on each and 'Eliminar todas las sesiones' (one bulk operation, per-session
// progress, with a reason). The list reloads 1 s after a removal (§9).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Operation } from '../../../shared/api/types';
import { OperationConfirmModal } from '../../../shared/operation-confirm-modal';
import { useMayStart } from '../../../shared/operation-contracts';
import { OperationElementsList } from '../../../shared/operation-elements-list';
import { Button } from '../../../shared/ui/button';
import { CircleAlertIcon, SmartphoneIcon, Trash2Icon } from 'lucide-react';
import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { Skeleton } from '../../../shared/ui/spinner';
import { securityKeys, sessionsQueryOptions } from '../api/security-queries';
import { t } from '../messages';
import { useRefetchLater } from './use-refetch-later';

const RELOAD_MS = 1_000;

type Session = {
  uuidDeviceSession: string;
  deviceType: 'mobile' | 'desktop' | 'undefined';
  deviceTypeLabel: string;
  deviceModel: string | null;
  browser: { name: string | null; version: string | null; language: string | null };
  location: { city: string | null; region: string | null; country: string | null };
  ip: string | null;
};

const joined = (parts: (string | null)[], separator: string) =>
  parts.filter((part) => part && part.trim()).join(separator) || t.blank;

function SessionCard({ session, onRemove }: { session: Session; onRemove: (() => void) | undefined }) {
  const fields = [
    [t.device, session.deviceModel ?? t.blank],
    [
      t.browser,
      <>
        {joined([session.browser.name, session.browser.version], ' ')}
        {session.browser.language ? (
          <span className="whitespace-nowrap"> ({session.browser.language})</span>
        ) : null}
      </>,
    ],
    [t.location, joined([session.location.city, session.location.region, session.location.country], ', ')],
    [t.ip, session.ip ?? t.blank],
  ] as const;
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-zinc-200 bg-white p-4 shadow-xs"
      data-testid="session-card"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700">
          <SmartphoneIcon size={20} />
        </span>
        <h2 className="min-w-0 flex-1 text-sm font-semibold text-zinc-900">{session.deviceTypeLabel}</h2>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
        {fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-zinc-500">{label}</dt>
            <dd className="min-w-0 break-words text-zinc-800">{value}</dd>
          </div>
        ))}
      </dl>
      {onRemove ? (
        <div className="mt-auto flex justify-end">
          <Button variant="secondary" size="sm" icon={<Trash2Icon size={14} />} onClick={onRemove}>
            {t.remove}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The per-session progress of 'Eliminar todas las sesiones' (500 sessions: a page at a time). */
function RevokeItems({ operation }: { operation: Operation }) {
  return <OperationElementsList operation={operation} testId="revoke-items" />;
}

/** `roles`: the signed-in roles; removing shows to those the contracts let start it, else read-only. */
export function SessionsPage({
  loginAccountId,
  roles,
}: {
  loginAccountId: number;
  roles: readonly string[];
}) {
  const mayRevoke = useMayStart('sessions.revoke', roles);
  const mayRevokeAll = useMayStart('sessions.revokeAll', roles);
  const sessions = useQuery(sessionsQueryOptions(loginAccountId));
  const reloadLater = useRefetchLater(securityKeys.sessions(loginAccountId), RELOAD_MS);
  const [removing, setRemoving] = useState<Session | null>(null);
  const [removingAll, setRemovingAll] = useState(false);
  const items = (sessions.data?.items ?? []) as Session[];
  const email = sessions.data?.account.email ?? '';

  return (
    <div>
      <PageHeader
        title={t.sessionsTitle}
        subtitle={email ? t.sessionsOf(email) : undefined}
        actions={
          mayRevokeAll ? (
            <Button
              variant="danger"
              icon={<Trash2Icon size={16} />}
              disabled={items.length === 0}
              onClick={() => setRemovingAll(true)}
            >
              {t.removeAll}
            </Button>
          ) : undefined
        }
      />
      {sessions.isPending ? (
        <ul className="grid gap-3 min-[800px]:grid-cols-2 min-[1100px]:grid-cols-3" aria-hidden="true">
          {[0, 1, 2].map((card) => (
            <li key={card} className="rounded-lg border border-zinc-200 bg-white p-4">
              <Skeleton className="h-28 w-full" />
            </li>
          ))}
        </ul>
      ) : sessions.isError ? (
        <EmptyState title={sessions.error.message} icon={<CircleAlertIcon size={28} />} />
      ) : items.length === 0 ? (
        <EmptyState title={t.sessionsNone} icon={<SmartphoneIcon size={28} />} />
      ) : (
        <ul
          className="grid gap-3 min-[800px]:grid-cols-2 min-[1100px]:grid-cols-3"
          data-testid="session-cards"
        >
          {items.map((session) => (
            <SessionCard
              key={session.uuidDeviceSession}
              session={session}
              onRemove={mayRevoke ? () => setRemoving(session) : undefined}
            />
          ))}
        </ul>
      )}
      <OperationConfirmModal
        open={removing !== null}
        title={t.removeOneTitle}
        text={t.removeOneText(removing?.deviceModel ?? removing?.deviceTypeLabel ?? '')}
        request={
          removing
            ? {
                type: 'sessions.revoke',
                input: { loginAccountId, email, uuidDeviceSession: removing.uuidDeviceSession },
              }
            : null
        }
        confirmLabel={t.remove}
        testId="remove-session-modal"
        onSettled={(finished) => {
          if (finished.status === 'completed') notifySuccess(t.sessionRemoved);
          else notifyError(t.sessionNotRemoved);
          reloadLater();
        }}
        onClose={() => setRemoving(null)}
      />
      <OperationConfirmModal
        open={removingAll}
        title={t.removeAllTitle}
        text={t.removeAllText(items.length, email)}
        request={{ type: 'sessions.revokeAll', input: { loginAccountId, email } }}
        confirmLabel={t.remove}
        testId="remove-all-sessions-modal"
        closeOnSuccess={false}
        details={(operation) => <RevokeItems operation={operation} />}
        onSettled={(finished) => {
          if (finished.status === 'completed') notifySuccess(finished.result?.message ?? t.sessionsRemoved);
          else notifyError(finished.error?.message ?? t.sessionNotRemoved);
          reloadLater();
        }}
        onClose={() => setRemovingAll(false)}
      />
    </div>
  );
}
