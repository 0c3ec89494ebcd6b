// The 'Eliminar notificación' dialog over the list.
import { createFileRoute } from '@tanstack/react-router';
import { currentRoles } from '../../../../features/auth/session';
import { notificationsQueryOptions } from '../../../../features/notifications/api/notifications';
import { NotificationsPage } from '../../../../features/notifications/components/notifications-page';
import { writersOnly } from '../../../../features/notifications/permissions';

export const Route = createFileRoute('/_authed/globalNotification/delete/$notificationId')({
  beforeLoad: ({ params }) => writersOnly(currentRoles(), params.notificationId),
  loader: ({ context }) => context.queryClient.ensureQueryData(notificationsQueryOptions()),
  component: function NotificationDeleteRoute() {
    return (
      <NotificationsPage roles={currentRoles()} deletingId={Number(Route.useParams().notificationId)} />
    );
  },
});
