import { createFileRoute } from '@tanstack/react-router';
import { organizationUsersQueryOptions } from '../../../../features/organizations/api/get-organization-users';
import { OrganizationUsersPage } from '../../../../features/organizations/components/organization-users-page';

export const Route = createFileRoute('/_authed/organizations/$id/users')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(organizationUsersQueryOptions(params.id)),
  remountDeps: ({ params }) => params,
  component: function OrganizationUsersRoute() {
    return <OrganizationUsersPage organizationId={Route.useParams().id} />;
  },
});
