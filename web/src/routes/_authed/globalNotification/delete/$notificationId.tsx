// The 'Eliminar notificación' dialog over the list.
import { createFileRoute } from '@tanstack/react-router';
import { currentRoles } from '../../../../features/auth/session';
import { notificationsQueryOptions } from '../../../../features/notifications/api/notifications';
import { NotificationsPage } from '../../../../features/notifications/components/notifications-page';

export const Route = createFileRoute('/_authed/globalNotification/delete/$notificationId')({
  beforeLoad: async ({ params }) =>
    (await import('../../../../features/notifications/permissions')).writersOnly(
      currentRoles(),
      params.notificationId,
    ),
  loader: ({ context }) => context.queryClient.ensureQueryData(notificationsQueryOptions()),
  component: function NotificationDeleteRoute() {
    return <NotificationsPage roles={currentRoles()} deletingId={Number(Route.useParams().notificationId)} />;
  },
});
