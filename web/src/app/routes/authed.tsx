import { createRoute, redirect } from '@tanstack/react-router';
import { currentRoles, isSignedIn } from '../../features/auth/session';
import { decideRoute } from '../../shared/roles';
import { Shell } from '../layout/shell';
import { HomePage } from '../pages/home-page';
import { rootRoute } from './root';

const LANDING_PATHS = new Set(['/', '/home', '/dashboard']);

/** Every signed-in route: redirects visitors to /login and applies the role gates. */
export const authedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authed',
  beforeLoad: ({ location }) => {
    if (!isSignedIn()) {
      throw redirect({
        to: '/login',
        search: LANDING_PATHS.has(location.pathname) ? {} : { redirect: location.href },
        replace: true,
      });
    }
    const decision = decideRoute(location.pathname, currentRoles());
    if (!decision.allowed) throw redirect({ to: decision.redirectTo, replace: true });
  },
  component: Shell,
});

export const indexRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/home', replace: true });
  },
});

/** The mobile logo links to /dashboard, which is the home page. */
export const dashboardRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'dashboard',
  beforeLoad: () => {
    throw redirect({ to: '/home', replace: true });
  },
});

export const homeRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'home',
  component: HomePage,
});
