// Only for the roles that may write notifications (spec 2 §2.10); the others go to the list.
import { createFileRoute } from '@tanstack/react-router';
import { currentRoles } from '../../../features/auth/session';
import { notificationFormOptionsQueryOptions } from '../../../features/notifications/api/notifications';
import { NotificationCreatePage } from '../../../features/notifications/components/notification-form-page';

export const Route = createFileRoute('/_authed/globalNotification/add')({
  // The permissions module holds the notification rules (zod and all): loaded only here.
  beforeLoad: async () =>
    (await import('../../../features/notifications/permissions')).writersOnly(currentRoles()),
  loader: ({ context }) => context.queryClient.ensureQueryData(notificationFormOptionsQueryOptions()),
  component: () => <NotificationCreatePage roles={currentRoles()} />,
});
