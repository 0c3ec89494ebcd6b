import { createFileRoute, redirect } from '@tanstack/react-router';
import { currentRoles } from '../../../../features/auth/session';
import { sessionsQueryOptions } from '../../../../features/security/api/security-queries';
import { SessionsPage } from '../../../../features/security/components/sessions-page';

export const Route = createFileRoute('/_authed/security/user-sessions/$loginAccountId')({
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.loginAccountId))
      throw redirect({ to: '/security/user-sessions', replace: true });
  },
  loader: ({ context, params }) =>
    context.queryClient.prefetchQuery(sessionsQueryOptions(Number(params.loginAccountId))),
  remountDeps: ({ params }) => params,
  component: function SessionsRoute() {
    return <SessionsPage loginAccountId={Number(Route.useParams().loginAccountId)} roles={currentRoles()} />;
  },
});
