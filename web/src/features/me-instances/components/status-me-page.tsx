// 'Estado de Inicialización de Mi Estudio Versión Básica' (spec 2 §2.5): the organization's
// panel with yes/no marks and 'Volver a inicializar' (the enablement dialog as a
// re-initialisation), 'Crear Carpeta' when the base folder is missing, and one card per admin
// user with 'Volver a configurar' (the change-admin-user dialog).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Operation } from '../../../shared/api/types';
import { formatCuit } from '../../../shared/lib/format';
import { OperationConfirmModal } from '../../../shared/operation-confirm-modal';
import { Button } from '../../../shared/ui/button';
import { LayersIcon, UsersIcon } from 'lucide-react';
import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { Skeleton } from '../../../shared/ui/spinner';
import { meKeys, meStatusQueryOptions, type MeAdminStatus } from '../api/me-queries';
import { m } from '../messages';
import { StateIcon } from './access-status-icon';
import { ChangeAdminDialog } from './change-admin-dialog';
import { EnablementDialog } from './enablement-dialog';

const t = m.statusMe;

function Mark({ ok, label, action }: { ok: boolean; label: string; action?: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2" data-testid="status-mark" data-ok={ok}>
      <dt className="text-sm text-zinc-700">{label}</dt>
      <dd className="flex items-center gap-2 text-sm font-medium text-zinc-900">
        {action}
        <StateIcon ok={ok} label={ok ? t.yes : t.no} />
        <span aria-hidden="true" className="w-6">
          {ok ? t.yes : t.no}
        </span>
      </dd>
    </div>
  );
}

function Value({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <dt className="text-sm text-zinc-700">{label}</dt>
      <dd className="min-w-0 text-right text-sm font-medium break-words text-zinc-900">{children}</dd>
    </div>
  );
}

function Panel({
  title,
  children,
  actions,
  testId,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <section
      className="rounded-xl border border-zinc-200 bg-white p-4 shadow-xs min-[600px]:p-5"
      data-testid={testId}
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xs font-semibold tracking-wider text-zinc-500 uppercase">{title}</h2>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

function AdminCard({ user, onReconfigure }: { user: MeAdminStatus; onReconfigure: () => void }) {
  const f = t.fields;
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <li className="rounded-lg border border-zinc-200 p-3 min-[600px]:p-4" data-testid="me-admin-user">
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-zinc-900">{name}</p>
        <Button variant="secondary" size="sm" onClick={onReconfigure}>
          {t.reconfigure}
        </Button>
      </div>
      <dl className="divide-y divide-zinc-100">
        <Value label={f.email}>{user.email ?? t.notFound}</Value>
        <Value label={f.userNumber}>{user.legacyUserRefId ?? t.notFound}</Value>
        <Mark ok={user.isActive} label={f.active} />
        <Mark ok={user.suborganizationStaffExits} label={f.staff} />
        <Mark ok={user.userExist} label={f.legacy} />
        <Value label={f.access}>
          <span className="inline-flex items-center justify-end gap-2">
            <StateIcon
              ok={user.userAppAccessStatusCode === 'GRANTED'}
              label={user.userAppAccessStatusLabel ?? t.notFound}
            />
            {user.userAppAccessStatusLabel ?? t.notFound}
          </span>
        </Value>
        <Mark ok={user.userGrantedRole} label={f.role} />
        <Mark ok={user.userSystemDefinedDirStorageExist} label={f.folder} />
      </dl>
    </li>
  );
}

export function StatusMePage({ organizationId }: { organizationId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery(meStatusQueryOptions(organizationId));
  const [reinitialising, setReinitialising] = useState(false);
  const [creatingFolder, setCreatingFolder] = useState(false);
  const [admin, setAdmin] = useState<MeAdminStatus | null>(null);
  const status = query.data;
  const reload = () => void queryClient.invalidateQueries({ queryKey: meKeys.all });

  // verifyBasicVersionStatusMERegistration again, on demand (spec 1 §7, §8).
  const verify = async () => {
    const result = await query.refetch();
    if (result.isSuccess) notifySuccess(t.verified);
    else notifyError(t.verifyFailed);
  };

  const settleFolder = (operation: Operation) => {
    reload();
    if (operation.status === 'completed') notifySuccess(operation.result?.message ?? m.userFolderCreated);
    else notifyError(operation.error?.message ?? m.genericError);
  };

  return (
    <div>
      <PageHeader
        title={t.title}
        subtitle={
          status ? (
            `${status.organization.organizationName} · CUIT ${formatCuit(status.organization.organizationCuit)}`
          ) : query.isPending ? (
            <Skeleton className="mt-1 h-3.5 w-56" />
          ) : undefined
        }
      />
      {query.isError ? (
        <EmptyState title={query.error.message || m.loadError} icon={<LayersIcon size={28} />} />
      ) : !status ? (
        <div className="grid gap-4 min-[900px]:grid-cols-2" aria-hidden="true">
          <Skeleton className="h-56 w-full" />
          <Skeleton className="h-56 w-full" />
        </div>
      ) : (
        <div className="grid items-start gap-4 min-[1100px]:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <Panel
            title={t.organizationPanel}
            testId="me-organization-status"
            actions={
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  loading={query.isFetching}
                  onClick={() => void verify()}
                >
                  {t.verify}
                </Button>
                <Button size="sm" onClick={() => setReinitialising(true)}>
                  {t.reinitialise}
                </Button>
              </div>
            }
          >
            <dl className="divide-y divide-zinc-100">
              <Mark ok={status.suborganizationExist} label={t.studyExists} />
              <Mark ok={status.subscriberExist} label={t.subscriberExists} />
              <Mark
                ok={status.baseSystemDefinedDirStorageExist}
                label={t.baseFolderExists}
                action={
                  !status.baseSystemDefinedDirStorageExist && status.suborganizationId !== null ? (
                    <Button variant="secondary" size="sm" onClick={() => setCreatingFolder(true)}>
                      {t.createBaseFolder}
                    </Button>
                  ) : null
                }
              />
              <Mark ok={status.applicationInstanceExist} label={t.instanceExists} />
            </dl>
          </Panel>
          <Panel title={t.adminsPanel} testId="me-admin-status">
            {status.users.length === 0 ? (
              <EmptyState title={t.noAdmins} icon={<UsersIcon size={28} />} />
            ) : (
              <ul className="flex flex-col gap-3">
                {status.users.map((user) => (
                  <AdminCard key={user.userId} user={user} onReconfigure={() => setAdmin(user)} />
                ))}
              </ul>
            )}
          </Panel>
        </div>
      )}
      <EnablementDialog
        open={reinitialising}
        organizationId={status?.organization.organizationId ?? null}
        mode="reinitialise"
        onClose={() => setReinitialising(false)}
        onReload={reload}
      />
      <ChangeAdminDialog
        organizationId={status?.organization.organizationId ?? null}
        user={admin}
        onClose={() => setAdmin(null)}
        onChanged={reload}
      />
      <OperationConfirmModal
        open={creatingFolder && Boolean(status)}
        title={m.baseFolder.title}
        text={m.baseFolder.text(status?.suborganizationName ?? '')}
        confirmLabel={t.createBaseFolder}
        testId="me-base-folder-modal"
        request={
          status?.suborganizationId
            ? {
                type: 'me.createBaseFolder',
                input: {
                  suborganizationId: status.suborganizationId,
                  suborganizationName: status.suborganizationName ?? status.organization.organizationName,
                },
              }
            : null
        }
        onSettled={settleFolder}
        onClose={() => setCreatingFolder(false)}
      />
    </div>
  );
}
