import { createFileRoute } from '@tanstack/react-router';
import { userOrganizationsQueryOptions } from '../../../../features/users/api/get-user-organizations';
import { UserOrganizationsPage } from '../../../../features/users/components/user-organizations-page';

export const Route = createFileRoute('/_authed/users/$id/organizations')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(userOrganizationsQueryOptions(params.id)),
  remountDeps: ({ params }) => params,
  component: function UserOrganizationsRoute() {
    return <UserOrganizationsPage loginAccountId={Route.useParams().id} />;
  },
});
