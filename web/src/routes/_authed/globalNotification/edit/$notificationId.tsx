import { createFileRoute } from '@tanstack/react-router';
import { currentRoles } from '../../../../features/auth/session';
import { NotificationEditPage } from '../../../../features/notifications/components/notification-form-page';

export const Route = createFileRoute('/_authed/globalNotification/edit/$notificationId')({
  beforeLoad: async ({ params }) =>
    (await import('../../../../features/notifications/permissions')).writersOnly(
      currentRoles(),
      params.notificationId,
    ),
  remountDeps: ({ params }) => params,
  component: function NotificationEditRoute() {
    return (
      <NotificationEditPage
        roles={currentRoles()}
        notificationId={Number(Route.useParams().notificationId)}
      />
    );
  },
});
