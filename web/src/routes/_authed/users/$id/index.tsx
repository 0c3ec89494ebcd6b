// /users/{email}: the search run on load. A loginAccountId (the users crumb under
// /users/{loginAccountId}/...) is turned into its e-mail. Not finding the e-mail is an answer
// of the search ('No se encontró el usuario ingresado.'), so the loader only prefetches.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { userByEmailQueryOptions, userQueryOptions } from '../../../../features/users/api/get-user';
import { UserSearchPage } from '../../../../features/users/components/user-search-page';

export const Route = createFileRoute('/_authed/users/$id/')({
  beforeLoad: async ({ context, params }) => {
    if (!/^\d+$/.test(params.id)) return;
    const detail = await context.queryClient.ensureQueryData(userQueryOptions(params.id)).catch(() => null);
    throw redirect(
      detail
        ? { to: '/users/$id', params: { id: detail.user.email }, replace: true }
        : { to: '/users', replace: true },
    );
  },
  loader: ({ context, params }) =>
    context.queryClient.prefetchQuery({ ...userByEmailQueryOptions(params.id), retry: false }),
  remountDeps: ({ params }) => params,
  component: function UserRoute() {
    return <UserSearchPage id={Route.useParams().id} />;
  },
});
