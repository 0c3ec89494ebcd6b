import { createFileRoute } from '@tanstack/react-router';
import { meInstanceUsersQueryOptions } from '../../../../../features/me-instance-detail/api/get-instance-users';
import { InstanceUsersPage } from '../../../../../features/me-instance-detail/components/instance-users-page';

export const Route = createFileRoute('/_authed/ME/applicationInstances/$applicationInstanceId/users')({
  loader: ({ context, params: { applicationInstanceId: id } }) =>
    /^\d+$/.test(id) ? context.queryClient.ensureQueryData(meInstanceUsersQueryOptions(id)) : undefined,
  remountDeps: ({ params }) => params,
  component: function InstanceUsersRoute() {
    return <InstanceUsersPage applicationInstanceId={Route.useParams().applicationInstanceId} />;
  },
});
