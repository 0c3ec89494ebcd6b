import { createFileRoute } from '@tanstack/react-router';
import { organizationStudiesQueryOptions } from '../../../../features/organizations/api/get-organization-studies';
import { OrganizationStudiesPage } from '../../../../features/organizations/components/organization-studies-page';

export const Route = createFileRoute('/_authed/organizations/$id/suborganizations')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(organizationStudiesQueryOptions(params.id)),
  remountDeps: ({ params }) => params,
  component: function OrganizationStudiesRoute() {
    return <OrganizationStudiesPage organizationId={Route.useParams().id} />;
  },
});
