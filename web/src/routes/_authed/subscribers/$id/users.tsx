import { createFileRoute } from '@tanstack/react-router';
import { subscriberQueryOptions } from '../../../../features/subscribers/api/get-subscriber';
import { subscriberUsersQueryOptions } from '../../../../features/subscribers/api/get-subscriber-users';
import { SubscriberUsersPage } from '../../../../features/subscribers/components/subscriber-users-page';

export const Route = createFileRoute('/_authed/subscribers/$id/users')({
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.ensureQueryData(subscriberUsersQueryOptions(params.id)),
      queryClient.prefetchQuery(subscriberQueryOptions(params.id)),
    ]),
  remountDeps: ({ params }) => params,
  component: function SubscriberUsersRoute() {
    return <SubscriberUsersPage id={Route.useParams().id} />;
  },
});
