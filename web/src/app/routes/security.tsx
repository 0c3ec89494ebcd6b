// Routes of the area — Sistema y Seguridad: extensiones de archivo, herramientas del proveedor
// de identidad, sesiones (spec 2 §2.12–§2.14). Thin routes; the pages live in features/security.
// Role gates are in shared/roles.ts (decideRoute), the same as the api's.
import { createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { currentRoles } from '../../features/auth/session';
import { canUseSecurityActions } from '../../shared/roles';
import { authedRoute } from './authed';

const SecurityHomePage = lazy(() =>
  import('../../features/security/components/security-home-page').then((m) => ({
    default: m.SecurityHomePage,
  })),
);
const FileExtensionsPage = lazy(() =>
  import('../../features/security/components/file-extensions-page').then((m) => ({
    default: m.FileExtensionsPage,
  })),
);
const CognitoPage = lazy(() =>
  import('../../features/security/components/cognito-page').then((m) => ({ default: m.CognitoPage })),
);
const SessionsSearchPage = lazy(() =>
  import('../../features/security/components/sessions-search-page').then((m) => ({
    default: m.SessionsSearchPage,
  })),
);
const SessionsPage = lazy(() =>
  import('../../features/security/components/sessions-page').then((m) => ({ default: m.SessionsPage })),
);

const securityHomeRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'security',
  component: () => <SecurityHomePage roles={currentRoles()} />,
});

const fileExtensionRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'security/file-extension',
  component: () => <FileExtensionsPage canAct={canUseSecurityActions(currentRoles())} />,
});

const cognitoRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'security/cognito',
  component: () => <CognitoPage canAct={canUseSecurityActions(currentRoles())} />,
});

const sessionsSearchRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'security/user-sessions',
  component: () => <SessionsSearchPage />,
});

const sessionsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'security/user-sessions/$loginAccountId',
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.loginAccountId))
      throw redirect({ to: '/security/user-sessions', replace: true });
  },
  component: function SessionsRoute() {
    const { loginAccountId } = sessionsRoute.useParams();
    return (
      <SessionsPage
        key={loginAccountId}
        loginAccountId={Number(loginAccountId)}
        canAct={canUseSecurityActions(currentRoles())}
      />
    );
  },
});

/** Version control is built at /ME/feacture-flags (spec 2 §2.1); the old menu address leads there. */
const versionsRedirectRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'security/versions',
  beforeLoad: () => {
    throw redirect({ to: '/ME/feacture-flags', replace: true });
  },
});

export const securityRoutes: AnyRoute[] = [
  securityHomeRoute,
  fileExtensionRoute,
  cognitoRoute,
  sessionsSearchRoute,
  sessionsRoute,
  versionsRedirectRoute,
];
