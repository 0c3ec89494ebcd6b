// Routes of the area — Control de versiones de la aplicación Mi Estudio (spec 2 §2.11): the
// route /ME/feacture-flags (spelling kept) for CGI.Admin and CGI.MeAppMaintainer (decideRoute).
import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { versionsQueryOptions } from '../../features/versions/api/get-versions';
import { authedRoute } from './authed';

const VersionsPage = lazy(() =>
  import('../../features/versions/components/versions-page').then((m) => ({ default: m.VersionsPage })),
);

export const versionsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'ME/feacture-flags',
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(versionsQueryOptions);
  },
  component: () => <VersionsPage />,
});

export const versionsRoutes: AnyRoute[] = [versionsRoute];
