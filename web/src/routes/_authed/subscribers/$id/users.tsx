// 'Usuarios asociados a un suscriptor': the page shown lives in the URL (`?offset=100`).
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { subscriberQueryOptions } from '../../../../features/subscribers/api/get-subscriber';
import { subscriberUsersQueryOptions } from '../../../../features/subscribers/api/get-subscriber-users';
import { SubscriberUsersPage } from '../../../../features/subscribers/components/subscriber-users-page';
import { offsetParam } from '../../../../shared/lib/search-params';

export const Route = createFileRoute('/_authed/subscribers/$id/users')({
  validateSearch: z.object({ offset: offsetParam }),
  loaderDeps: ({ search: { offset } }) => ({ offset }),
  loader: ({ context: { queryClient }, params, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(subscriberUsersQueryOptions(params.id, deps.offset)),
      queryClient.prefetchQuery(subscriberQueryOptions(params.id)),
    ]),
  remountDeps: ({ params }) => params,
  component: function SubscriberUsersRoute() {
    const navigate = Route.useNavigate();
    return (
      <SubscriberUsersPage
        id={Route.useParams().id}
        offset={Route.useSearch().offset ?? 0}
        onOffset={(offset) => void navigate({ search: { offset: offset || undefined }, replace: true })}
      />
    );
  },
});
