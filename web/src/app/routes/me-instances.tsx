// Routes of the area — Mi Estudio: búsqueda de instancias, instancias de una organización, habilitación, estado de inicialización y de almacenamiento (spec 2 §2.2–§2.6).
// Thin routes; the pages live in features/me-instances. The ME root is a landing for Admin and
// CustomerSupport (the gate in shared/roles redirects the other roles, spec 2 §2.1). No
// catch-all under ME: the other ME sub-areas register their own routes.
import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { useSession } from '../../features/auth/session';
import {
  meInstancesQueryOptions,
  meStatusQueryOptions,
  meStorageQueryOptions,
} from '../../features/me-instances/api/me-queries';
import { authedRoute } from './authed';

const MeLandingPage = lazy(() =>
  import('../../features/me-instances/components/me-landing-page').then((m) => ({
    default: m.MeLandingPage,
  })),
);
const InstanceSearchPage = lazy(() =>
  import('../../features/me-instances/components/instance-search-page').then((m) => ({
    default: m.InstanceSearchPage,
  })),
);
const OrganizationInstancesPage = lazy(() =>
  import('../../features/me-instances/components/organization-instances-page').then((m) => ({
    default: m.OrganizationInstancesPage,
  })),
);
const StatusMePage = lazy(() =>
  import('../../features/me-instances/components/status-me-page').then((m) => ({ default: m.StatusMePage })),
);
const StorageStatusPage = lazy(() =>
  import('../../features/me-instances/components/storage-status-page').then((m) => ({
    default: m.StorageStatusPage,
  })),
);

export const meRootRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'ME',
  component: function MeRoot() {
    const session = useSession();
    return <MeLandingPage roles={session.status === 'signedIn' ? session.roles : []} />;
  },
});

export const meInstanceSearchRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'ME/applicationInstances',
  component: () => <InstanceSearchPage />,
});

export const meOrganizationInstancesRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'ME/applicationInstances/$organizationId/instance',
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(meInstancesQueryOptions(params.organizationId));
  },
  component: function OrganizationInstancesRoute() {
    const { organizationId } = meOrganizationInstancesRoute.useParams();
    return <OrganizationInstancesPage key={organizationId} organizationId={organizationId} />;
  },
});

export const meStatusRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'ME/applicationInstances/$organizationId/statusME',
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(meStatusQueryOptions(params.organizationId));
  },
  component: function StatusMeRoute() {
    const { organizationId } = meStatusRoute.useParams();
    return <StatusMePage key={organizationId} organizationId={organizationId} />;
  },
});

export const meStorageStatusRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'suborganizations/$id/statusStorage',
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(meStorageQueryOptions(params.id));
  },
  component: function StorageStatusRoute() {
    const { id } = meStorageStatusRoute.useParams();
    return <StorageStatusPage key={id} suborganizationId={id} />;
  },
});

export const meInstancesRoutes: AnyRoute[] = [
  meRootRoute,
  meInstanceSearchRoute,
  meOrganizationInstancesRoute,
  meStatusRoute,
  meStorageStatusRoute,
];
