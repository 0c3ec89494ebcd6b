// 'Suscripciones': {id} is the subscriber_id (the internal id), not the number.
import { createFileRoute } from '@tanstack/react-router';
import { subscriptionsQueryOptions } from '../../../../features/subscribers/api/get-subscriptions';
import { SubscriptionsPage } from '../../../../features/subscribers/components/subscriptions-page';

export const Route = createFileRoute('/_authed/subscribers/$id/suscriptions')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(subscriptionsQueryOptions(params.id)),
  remountDeps: ({ params }) => params,
  component: function SubscriptionsRoute() {
    return <SubscriptionsPage subscriberId={Route.useParams().id} />;
  },
});
