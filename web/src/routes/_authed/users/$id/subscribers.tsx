import { createFileRoute } from '@tanstack/react-router';
import { userSubscribersQueryOptions } from '../../../../features/users/api/get-user-subscribers';
import { UserSubscribersPage } from '../../../../features/users/components/user-subscribers-page';

export const Route = createFileRoute('/_authed/users/$id/subscribers')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(userSubscribersQueryOptions(params.id)),
  remountDeps: ({ params }) => params,
  component: function UserSubscribersRoute() {
    return <UserSubscribersPage loginAccountId={Route.useParams().id} />;
  },
});
