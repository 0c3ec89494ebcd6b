import { createRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../../features/auth/components/login-page';
import { isSignedIn } from '../../features/auth/session';
import { rootRoute } from './root';

type LoginSearch = { redirect?: string };

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' && search.redirect.startsWith('/')
      ? { redirect: search.redirect }
      : {},
  beforeLoad: () => {
    if (isSignedIn()) throw redirect({ to: '/home', replace: true });
  },
  component: function LoginRoute() {
    const { redirect: target } = loginRoute.useSearch();
    return <LoginPage redirect={target} />;
  },
});
