// 'Suscripciones': {id} is the subscriber_id (the internal id), not the number. The search and
// the page shown live in the URL (`?search=nomina&offset=50`).
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { subscriptionsQueryOptions } from '../../../../features/subscribers/api/get-subscriptions';
import { SubscriptionsPage } from '../../../../features/subscribers/components/subscriptions-page';
import { offsetParam, textParam } from '../../../../shared/lib/search-params';

export const Route = createFileRoute('/_authed/subscribers/$id/suscriptions')({
  validateSearch: z.object({ search: textParam(100), offset: offsetParam }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(subscriptionsQueryOptions(params.id, deps)),
  remountDeps: ({ params }) => params,
  component: function SubscriptionsRoute() {
    const navigate = Route.useNavigate();
    return (
      <SubscriptionsPage
        subscriberId={Route.useParams().id}
        search={Route.useSearch()}
        onSearch={(next) =>
          void navigate({
            search: { search: next.search || undefined, offset: next.offset || undefined },
            replace: true,
          })
        }
      />
    );
  },
});
