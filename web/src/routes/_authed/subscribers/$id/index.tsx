// /subscribers/{number}: the search with that subscriber loaded in place. Not finding it is an
// answer of the search ('El suscriptor ingresado no existe'), so the loader only prefetches.
import { createFileRoute } from '@tanstack/react-router';
import { subscriberQueryOptions } from '../../../../features/subscribers/api/get-subscriber';
import { SubscriberSearchPage } from '../../../../features/subscribers/components/subscriber-search-page';

export const Route = createFileRoute('/_authed/subscribers/$id/')({
  loader: ({ context, params }) => context.queryClient.prefetchQuery(subscriberQueryOptions(params.id)),
  remountDeps: ({ params }) => params,
  component: function SubscriberRoute() {
    return <SubscriberSearchPage id={Route.useParams().id} />;
  },
});
