import { createFileRoute } from '@tanstack/react-router';
import { meStatusQueryOptions } from '../../../../../features/me-instances/api/me-queries';
import { StatusMePage } from '../../../../../features/me-instances/components/status-me-page';

export const Route = createFileRoute('/_authed/ME/applicationInstances/$organizationId/statusME')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(meStatusQueryOptions(params.organizationId)),
  remountDeps: ({ params }) => params,
  component: function StatusMeRoute() {
    return <StatusMePage organizationId={Route.useParams().organizationId} />;
  },
});
