// Code-based route tree (no router codegen): thin route files under routes/, pages in features.
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { authedRoute, dashboardRoute, homeRoute, indexRoute } from './routes/authed';
import { loginRoute } from './routes/login';
import { operationRoute, operationsRoute } from './routes/operations';
import { organizationSubscribersRoute } from './routes/organization-subscribers';
import {
  organizationRoute,
  organizationStudiesRoute,
  organizationUsersRoute,
  organizationsRoute,
} from './routes/organizations';
import { userOrganizationsRoute, userRoute, userSubscribersRoute, usersRoute } from './routes/users';
import { studiesRoute, studyRoute, studyUsersRoute } from './routes/studies';
import { recycleBinRoute, recycleRootRoute, storageRoute } from './routes/recycle';
import { placeholderRoutes } from './routes/placeholders';
import { meInstancesRoutes } from './routes/me-instances';
import { meInstanceDetailRoutes } from './routes/me-instance-detail';
import { meBulkRoutes } from './routes/me-bulk';
import { meEventanillaRoutes } from './routes/me-eventanilla';
import { versionsRoutes } from './routes/versions';
import { notificationsRoutes } from './routes/notifications';
import { securityRoutes } from './routes/security';
import { catchAllRoute, rootRoute } from './routes/root';
import {
  subscriberOrganizationsRoute,
  subscriberRoute,
  subscriberSubscriptionsRoute,
  subscriberUsersRoute,
  subscribersRoute,
} from './routes/subscribers';

const routeTree = rootRoute.addChildren([
  loginRoute,
  authedRoute.addChildren([
    indexRoute,
    dashboardRoute,
    homeRoute,
    subscribersRoute,
    subscriberRoute,
    subscriberUsersRoute,
    subscriberSubscriptionsRoute,
    subscriberOrganizationsRoute,
    organizationSubscribersRoute,
    organizationsRoute,
    organizationRoute,
    organizationUsersRoute,
    organizationStudiesRoute,
    usersRoute,
    userRoute,
    userSubscribersRoute,
    userOrganizationsRoute,
    studiesRoute,
    studyRoute,
    studyUsersRoute,
    storageRoute,
    recycleRootRoute,
    recycleBinRoute,
    operationsRoute,
    operationRoute,
    ...meInstancesRoutes,
    ...meInstanceDetailRoutes,
    ...meBulkRoutes,
    ...meEventanillaRoutes,
    ...versionsRoutes,
    ...notificationsRoutes,
    ...securityRoutes,
    ...placeholderRoutes,
  ]),
  catchAllRoute,
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Data freshness is React Query's job; the router only starts the fetches.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
