// 'Notificaciones globales' (/globalNotification): the cards, 'Crear una nueva notificación'
// for the roles that may create, and the 'Eliminar notificación' dialog at
// /globalNotification/delete/{notificationId}. After a delete the list comes back after 1 s.
import { useGoToLater } from '../../../shared/lib/use-go-back-later';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { NOTIFICATION_APP_CODE } from '@cgi/workflows/inputs';
import { useEffect, useState } from 'react';
import type { Operation } from '../../../shared/api/types';
import { OperationConfirmModal } from '../../../shared/operation-confirm-modal';
import { buttonClasses } from '../../../shared/ui/button';
import { BellIcon, PlusIcon } from 'lucide-react';
import { EmptyState, PageHeader } from '../../../shared/ui/page';
import { notifyError, notifySuccess } from '../../../shared/ui/snackbar';
import { Skeleton } from '../../../shared/ui/spinner';
import { notificationKeys, notificationsQueryOptions } from '../api/notifications';
import { notificationTexts as t } from '../messages';
import { notificationPermissions, type NotificationPermissions } from '../permissions';
import { NotificationCard } from './notification-card';

/** Spec 2 §4: after a delete, back to the list after 1 s. */
export const BACK_AFTER_DELETE_MS = 1000;

/** Icons only on an active ME notification of a type the role manages (edit reads ME only, §7). */
function isEditable(
  n: { isActive: boolean; appCode: string; notificationTypeCode: string },
  may: NotificationPermissions,
): boolean {
  return n.isActive && n.appCode === NOTIFICATION_APP_CODE && may.canManage(n.notificationTypeCode);
}

export function NotificationsPage({
  roles,
  deletingId,
}: {
  roles: readonly string[];
  /** The delete dialog is open for this notification. */
  deletingId?: number;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useQuery(notificationsQueryOptions());
  const may = notificationPermissions(roles);
  const items = list.data?.items ?? [];
  const deleting = deletingId === undefined ? undefined : items.find((n) => n.notificationId === deletingId);
  const deletable =
    deleting !== undefined && deleting.isActive && may.canManage(deleting.notificationTypeCode);
  const backToList = () => void navigate({ to: '/globalNotification', replace: true });
  const backToListLater = useGoToLater(BACK_AFTER_DELETE_MS, { to: '/globalNotification' });

  // A delete path for a notification this role may not delete (or that is gone) shows the list.
  const [deleted, setDeleted] = useState<number | null>(null);
  const refused = deletingId !== undefined && list.isSuccess && !deletable && deleted !== deletingId;
  useEffect(() => {
    if (refused) void navigate({ to: '/globalNotification', replace: true });
  }, [refused, navigate]);

  const settleDelete = (finished: Operation) => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    if (finished.status === 'completed') {
      setDeleted(deletingId ?? null);
      notifySuccess(finished.result?.message ?? t.deleted);
      backToListLater();
    } else {
      notifyError(finished.error?.message ?? t.deleteFailed);
    }
  };

  return (
    <div>
      <PageHeader
        title={t.listTitle}
        subtitle={t.subtitle}
        actions={
          may.canCreate ? (
            <Link to="/globalNotification/add" className={buttonClasses('primary')}>
              <PlusIcon size={16} />
              {t.createButton}
            </Link>
          ) : null
        }
      />
      {list.isError ? (
        <EmptyState title={t.loadError} icon={<BellIcon size={28} />} />
      ) : list.isPending ? (
        <div className="grid gap-4 min-[900px]:grid-cols-2" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="rounded-xl border border-zinc-200 bg-white p-5">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="mt-3 h-12 w-full" />
            </div>
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyState title={t.empty} icon={<BellIcon size={28} />} />
      ) : (
        <div className="grid gap-4 min-[900px]:grid-cols-2" data-testid="notification-list">
          {items.map((n) => (
            <NotificationCard key={n.notificationId} notification={n} manageable={isEditable(n, may)} />
          ))}
        </div>
      )}
      <OperationConfirmModal
        open={deletable || (deletingId !== undefined && deleted === deletingId)}
        title={t.deleteTitle}
        text={t.deleteText}
        confirmLabel={t.deleteConfirm}
        closeOnSuccess={false}
        testId="notification-delete-dialog"
        request={
          deleting
            ? {
                type: 'notification.delete',
                input: {
                  notificationId: deleting.notificationId,
                  notificationTitle: deleting.notificationTitle,
                },
              }
            : null
        }
        onSettled={settleDelete}
        onClose={backToList}
      />
    </div>
  );
}
