// The root of every route: the page, the snackbars and the access-denial modal.
import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { AccessDenial } from '../features/auth/components/access-denial';
import { Snackbars } from '../shared/ui/snackbar';
import { TooltipProvider } from '../shared/ui/tooltip';

export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <TooltipProvider>
      <Outlet />
      <Snackbars />
      <AccessDenial />
    </TooltipProvider>
  ),
});
