// Routes of the area — Mi Estudio: detalle de una instancia (módulos, topes) y sus usuarios (roles, acceso) (spec 2 §2.8–§2.9).
// Thin routes: /ME/applicationInstances/{applicationInstanceId} and its /users; the pages live
// in features/me-instance-detail. The ME route gate (roles.ts) admits Admin and CustomerSupport.
import type { AnyRoute } from '@tanstack/react-router';
import { createRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { meInstanceQueryOptions } from '../../features/me-instance-detail/api/get-instance';
import { meInstanceUsersQueryOptions } from '../../features/me-instance-detail/api/get-instance-users';
import { authedRoute } from './authed';

const InstanceDetailPage = lazy(() =>
  import('../../features/me-instance-detail/components/instance-detail-page').then((m) => ({
    default: m.InstanceDetailPage,
  })),
);
const InstanceUsersPage = lazy(() =>
  import('../../features/me-instance-detail/components/instance-users-page').then((m) => ({
    default: m.InstanceUsersPage,
  })),
);

/** A non-numeric id is not prefetched; the page then shows the error the api answers. */
const numericId = (raw: string) => /^\d+$/.test(raw);

export const meInstanceDetailRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'ME/applicationInstances/$applicationInstanceId',
  loader: ({ context, params }) => {
    if (numericId(params.applicationInstanceId))
      void context.queryClient.prefetchQuery(meInstanceQueryOptions(params.applicationInstanceId));
  },
  component: function MeInstanceDetailRoute() {
    const { applicationInstanceId } = meInstanceDetailRoute.useParams();
    return <InstanceDetailPage key={applicationInstanceId} applicationInstanceId={applicationInstanceId} />;
  },
});

export const meInstanceUsersRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'ME/applicationInstances/$applicationInstanceId/users',
  loader: ({ context, params }) => {
    if (numericId(params.applicationInstanceId))
      void context.queryClient.prefetchQuery(meInstanceUsersQueryOptions(params.applicationInstanceId));
  },
  component: function MeInstanceUsersRoute() {
    const { applicationInstanceId } = meInstanceUsersRoute.useParams();
    return <InstanceUsersPage key={applicationInstanceId} applicationInstanceId={applicationInstanceId} />;
  },
});

export const meInstanceDetailRoutes: AnyRoute[] = [meInstanceDetailRoute, meInstanceUsersRoute];
