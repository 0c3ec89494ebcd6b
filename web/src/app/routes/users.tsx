// /users, /users/{email} and the user's sub-screens (by loginAccountId, as spec 1 §2 links
// them): thin routes; the pages live in features/users.
import { createRoute, redirect } from '@tanstack/react-router';
import { lazy } from 'react';
import { userByEmailQueryOptions, userQueryOptions } from '../../features/users/api/get-user';
import { userOrganizationsQueryOptions } from '../../features/users/api/get-user-organizations';
import { userSubscribersQueryOptions } from '../../features/users/api/get-user-subscribers';
import { authedRoute } from './authed';

const UserSearchPage = lazy(() =>
  import('../../features/users/components/user-search-page').then((m) => ({ default: m.UserSearchPage })),
);
const UserSubscribersPage = lazy(() =>
  import('../../features/users/components/user-subscribers-page').then((m) => ({
    default: m.UserSubscribersPage,
  })),
);
const UserOrganizationsPage = lazy(() =>
  import('../../features/users/components/user-organizations-page').then((m) => ({
    default: m.UserOrganizationsPage,
  })),
);

export const usersRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'users',
  component: () => <UserSearchPage />,
});

/**
 * {id} is the login e-mail (searched on load). A loginAccountId (the users crumb under
 * /users/{loginAccountId}/...) is turned into its e-mail.
 */
export const userRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'users/$id',
  beforeLoad: async ({ context, params }) => {
    if (!/^\d+$/.test(params.id)) return;
    const detail = await context.queryClient.ensureQueryData(userQueryOptions(params.id)).catch(() => null);
    throw redirect({
      to: detail ? '/users/$id' : '/users',
      params: detail ? { id: detail.user.email } : {},
      replace: true,
    });
  },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery({ ...userByEmailQueryOptions(params.id), retry: false });
  },
  component: function UserRoute() {
    const { id } = userRoute.useParams();
    return <UserSearchPage key={id} id={id} />;
  },
});

export const userSubscribersRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'users/$id/subscribers',
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(userSubscribersQueryOptions(params.id));
  },
  component: function UserSubscribersRoute() {
    const { id } = userSubscribersRoute.useParams();
    return <UserSubscribersPage key={id} loginAccountId={id} />;
  },
});

export const userOrganizationsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'users/$id/organizations',
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(userOrganizationsQueryOptions(params.id));
  },
  component: function UserOrganizationsRoute() {
    const { id } = userOrganizationsRoute.useParams();
    return <UserOrganizationsPage key={id} loginAccountId={id} />;
  },
});
