import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext, createRoute, redirect } from '@tanstack/react-router';
import { AccessDenial } from '../../features/auth/components/access-denial';
import { isSignedIn } from '../../features/auth/session';
import { Snackbars } from '../../shared/ui/snackbar';

export type RouterContext = { queryClient: QueryClient };

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <Snackbars />
      <AccessDenial />
    </>
  ),
});

/** Any unknown path: /home when signed in, /login otherwise (spec 1 §2). */
export const catchAllRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: isSignedIn() ? '/home' : '/login', replace: true });
  },
});
