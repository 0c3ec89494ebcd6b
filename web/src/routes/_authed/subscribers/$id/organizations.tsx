import { createFileRoute } from '@tanstack/react-router';
import { subscriberQueryOptions } from '../../../../features/subscribers/api/get-subscriber';
import { subscriberOrganizationsQueryOptions } from '../../../../features/subscribers/api/get-subscriber-organizations';
import { SubscriberOrganizationsPage } from '../../../../features/subscribers/components/subscriber-organizations-page';

export const Route = createFileRoute('/_authed/subscribers/$id/organizations')({
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.ensureQueryData(subscriberOrganizationsQueryOptions(params.id)),
      queryClient.prefetchQuery(subscriberQueryOptions(params.id)),
    ]),
  remountDeps: ({ params }) => params,
  component: function SubscriberOrganizationsRoute() {
    return <SubscriberOrganizationsPage id={Route.useParams().id} />;
  },
});
