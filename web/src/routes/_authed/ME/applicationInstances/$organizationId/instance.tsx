import { createFileRoute } from '@tanstack/react-router';
import { meInstancesQueryOptions } from '../../../../../features/me-instances/api/me-queries';
import { OrganizationInstancesPage } from '../../../../../features/me-instances/components/organization-instances-page';

export const Route = createFileRoute('/_authed/ME/applicationInstances/$organizationId/instance')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(meInstancesQueryOptions(params.organizationId)),
  remountDeps: ({ params }) => params,
  component: function OrganizationInstancesRoute() {
    return <OrganizationInstancesPage organizationId={Route.useParams().organizationId} />;
  },
});
