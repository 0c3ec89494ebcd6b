import { createFileRoute } from '@tanstack/react-router';
import { currentRoles } from '../../../features/auth/session';
import { notificationsQueryOptions } from '../../../features/notifications/api/notifications';
import { NotificationsPage } from '../../../features/notifications/components/notifications-page';

export const Route = createFileRoute('/_authed/globalNotification/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(notificationsQueryOptions()),
  component: () => <NotificationsPage roles={currentRoles()} />,
});
