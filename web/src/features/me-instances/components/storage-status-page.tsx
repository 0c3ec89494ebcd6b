// 'Estado de la inicializacion del modulo de almacenamiento' (spec 2 §2.6): the study and its
// base folder, then its users' folders: a green check when active, otherwise a red mark with
// why beside it as text ('No existe', 'Eliminado', the status in words — the spec shows the raw
// code, staff read Spanish — or 'Fallo al buscar la carpeta'; the spec's tooltip, but a reason
// only a tooltip gives is missed, issue 28)
// and 'Crear Carpeta'. Success: 'Creacion de carpeta exitosa', then a reload after 2 s.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Operation } from '../../../shared/api/types';
import { formatCuit, formatDate, orBlank } from '../../../shared/lib/format';
import { useReloadLater } from '../../../shared/lib/use-reload-later';
import { messages } from '../../../shared/messages';
import { OperationConfirmModal } from '../../../shared/operation-confirm-modal';
import { Button } from '../../../shared/ui/button';
import { FileTextIcon, PlusIcon, UsersIcon } from 'lucide-react';
import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { Skeleton } from '../../../shared/ui/spinner';
import { column, DataTable, type DataColumn } from '../../../shared/ui/data-table';
import { meKeys, meStorageQueryOptions, type MeFolder, type MeStorageStatus } from '../api/me-queries';
import { m } from '../messages';
import { StateIcon } from './access-status-icon';

const t = m.storage;
const folderStatuses = messages.studyDetail.folderStatuses;
/** Spec 2 §4/§8: reload 2 s after a folder is created. */
export const RELOAD_AFTER_FOLDER_MS = 2000;

/** Spec 2 §2.6 tooltips of the five folder states. */
export function folderTooltip(folder: MeFolder): string {
  switch (folder.state) {
    case 'ACTIVE':
      return t.active;
    case 'DELETED':
      return t.deleted;
    case 'INACTIVE':
      return folder.statusCode ? (folderStatuses[folder.statusCode] ?? t.otherStatus) : t.failure;
    case 'NOT_FOUND':
      return t.notFound;
    default:
      return t.failure;
  }
}

type Target = { userId: number; fullName: string };
type MeStorageUser = MeStorageStatus['users'][number];

export function StorageStatusPage({ suborganizationId }: { suborganizationId: string }) {
  const query = useQuery(meStorageQueryOptions(suborganizationId));
  const [target, setTarget] = useState<Target | null>(null);
  const { reloadLater } = useReloadLater(meKeys.storage(suborganizationId));
  const data = query.data;
  const columns: DataColumn<MeStorageUser>[] = [
    column(
      'user',
      t.columns.user,
      (row) => (
        <>
          <p className="truncate font-medium text-zinc-900">{orBlank(row.fullName)}</p>
          <p className="truncate text-xs text-zinc-500">{row.email}</p>
        </>
      ),
      { className: 'max-w-[16rem]' },
    ),
    column('folder', t.columns.folder, (row) => orBlank(row.folder.name), {
      hideBelow: 'sm',
      className: 'max-w-[14rem] truncate',
    }),
    column('created', t.columns.created, (row) => formatDate(row.folder.creationDate), {
      hideBelow: 'md',
      className: 'whitespace-nowrap tabular-nums',
    }),
    column(
      'status',
      t.columns.status,
      (user) => {
        const ok = user.folder.state === 'ACTIVE';
        return (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <StateIcon ok={ok} label={folderTooltip(user.folder)} testId="folder-state" showLabel />
            {ok ? null : (
              <Button
                variant="secondary"
                size="sm"
                icon={<PlusIcon size={14} />}
                aria-label={t.createFolder}
                onClick={() => setTarget({ userId: user.userId, fullName: user.fullName })}
              >
                {/* Icon only on phones, where the label would clip the table. */}
                <span className="hidden min-[600px]:inline">{t.createFolder}</span>
              </Button>
            )}
          </div>
        );
      },
      { className: 'min-[600px]:w-72' },
    ),
  ];

  const settle = (operation: Operation) => {
    if (operation.status === 'completed') {
      notifySuccess(m.userFolderCreated);
      reloadLater(RELOAD_AFTER_FOLDER_MS);
    } else {
      notifyError(m.userFolderFailed);
    }
  };

  return (
    <div>
      <PageHeader
        title={t.title}
        subtitle={
          data ? (
            data.suborganization.suborganizationName
          ) : query.isPending ? (
            <Skeleton className="mt-1 h-3.5 w-48" />
          ) : undefined
        }
      />
      {query.isError ? (
        <EmptyState title={query.error.message || m.loadError} icon={<FileTextIcon size={28} />} />
      ) : (
        <>
          <section
            className="mb-6 grid gap-4 rounded-xl border border-zinc-200 bg-white p-5 shadow-xs min-[700px]:grid-cols-2"
            aria-label={t.summary}
            data-testid="me-storage-summary"
          >
            <div className="min-w-0">
              <h2 className="text-xs font-semibold tracking-wider text-zinc-500 uppercase">{t.study}</h2>
              {data ? (
                <>
                  <p className="mt-2 truncate font-semibold text-zinc-900">
                    {data.suborganization.suborganizationName}
                  </p>
                  <p className="mt-0.5 text-sm text-zinc-500">
                    {t.cuit}{' '}
                    <span className="tabular-nums">
                      {formatCuit(data.suborganization.suborganizationCuit)}
                    </span>
                  </p>
                </>
              ) : (
                <Skeleton className="mt-2 h-10 w-48" />
              )}
            </div>
            <div className="min-w-0">
              <h2 className="text-xs font-semibold tracking-wider text-zinc-500 uppercase">{t.baseFolder}</h2>
              {data ? (
                <div className="mt-2 flex items-center gap-3">
                  <StateIcon ok={data.folder.state === 'ACTIVE'} label={folderTooltip(data.folder)} />
                  <div className="min-w-0">
                    <p className="truncate font-medium text-zinc-900">
                      {data.folder.name ?? folderTooltip(data.folder)}
                    </p>
                    <p className="text-sm text-zinc-500">
                      {t.createdOn} {formatDate(data.folder.creationDate)}
                    </p>
                  </div>
                </div>
              ) : (
                <Skeleton className="mt-2 h-10 w-48" />
              )}
            </div>
          </section>

          <h2 className="mb-3 text-sm font-semibold text-zinc-900">{t.usersTitle}</h2>
          <DataTable
            label={t.usersTitle}
            testId="me-storage-users"
            rowTestId="me-storage-user"
            rowData={(user) => ({ 'data-state': user.folder.state })}
            columns={columns}
            data={data?.users ?? []}
            getRowId={(user) => String(user.userId)}
            loading={!data}
            fetching={query.isFetching}
            empty={t.empty}
            icon={<UsersIcon size={28} />}
          />
        </>
      )}
      <OperationConfirmModal
        open={target !== null}
        title={t.createTitle}
        text={t.createText(target?.fullName ?? '')}
        confirmLabel={t.createFolder}
        testId="me-user-folder-modal"
        request={
          target
            ? {
                type: 'me.createUserFolder',
                input: {
                  suborganizationId: Number(suborganizationId),
                  firmUserId: target.userId,
                  firmUserName: target.fullName,
                },
              }
            : null
        }
        onSettled={settle}
        onClose={() => setTarget(null)}
      />
    </div>
  );
}
