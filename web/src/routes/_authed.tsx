// Every signed-in route: visitors go to /login, and the role gates of spec 1 §6 and spec 2 §2.1
// (shared/roles, the same rules as the api's) redirect what a role may not open.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { Shell } from '../app/layout/shell';
import { currentRoles, isSignedIn } from '../features/auth/session';
import { decideRoute } from '../shared/roles';

const LANDING_PATHS = new Set(['/', '/home', '/dashboard']);

export const Route = createFileRoute('/_authed')({
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
