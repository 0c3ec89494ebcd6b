// Routes of 'Notificaciones globales' (spec 2 §2.10): the list, add, edit and the delete
// dialog; any other path below /globalNotification leads to the list. Add, edit and delete
// exist only for roles that may write (not the reader), so for the others they lead to the list.
import { createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { currentRoles } from '../../features/auth/session';
import { notificationsQueryOptions } from '../../features/notifications/api/notifications';
import { notificationPermissions } from '../../features/notifications/permissions';
import { authedRoute } from './authed';

const NotificationsPage = lazy(() =>
  import('../../features/notifications/components/notifications-page').then((m) => ({
    default: m.NotificationsPage,
  })),
);
const NotificationCreatePage = lazy(() =>
  import('../../features/notifications/components/notification-form-page').then((m) => ({
    default: m.NotificationCreatePage,
  })),
);
const NotificationEditPage = lazy(() =>
  import('../../features/notifications/components/notification-form-page').then((m) => ({
    default: m.NotificationEditPage,
  })),
);

const toList = () => redirect({ to: '/globalNotification', replace: true });

/** Writers only; a positive number id where the path names one. */
function writersOnly({ params }: { params?: Record<string, string> }) {
  if (!notificationPermissions(currentRoles()).canCreate) throw toList();
  const id = params?.notificationId;
  if (id !== undefined && !/^[1-9]\d*$/.test(id)) throw toList();
}

export const notificationsListRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'globalNotification',
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(notificationsQueryOptions());
  },
  component: () => <NotificationsPage roles={currentRoles()} />,
});

export const notificationAddRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'globalNotification/add',
  beforeLoad: writersOnly,
  component: () => <NotificationCreatePage roles={currentRoles()} />,
});

export const notificationEditRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'globalNotification/edit/$notificationId',
  beforeLoad: writersOnly,
  component: function NotificationEditRoute() {
    const { notificationId } = notificationEditRoute.useParams();
    return (
      <NotificationEditPage
        key={notificationId}
        roles={currentRoles()}
        notificationId={Number(notificationId)}
      />
    );
  },
});

export const notificationDeleteRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'globalNotification/delete/$notificationId',
  beforeLoad: writersOnly,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(notificationsQueryOptions());
  },
  component: function NotificationDeleteRoute() {
    const { notificationId } = notificationDeleteRoute.useParams();
    return <NotificationsPage roles={currentRoles()} deletingId={Number(notificationId)} />;
  },
});

export const notificationOtherRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'globalNotification/$',
  // The splat also matches the bare /globalNotification: only a real extra segment redirects.
  beforeLoad: ({ params }) => {
    if ((params as { _splat?: string })._splat) throw toList();
  },
  component: () => <NotificationsPage roles={currentRoles()} />,
});

export const notificationsRoutes: AnyRoute[] = [
  notificationsListRoute,
  notificationAddRoute,
  notificationEditRoute,
  notificationDeleteRoute,
  notificationOtherRoute,
];
