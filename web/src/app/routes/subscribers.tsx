import { createRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { subscriberQueryOptions } from '../../features/subscribers/api/get-subscriber';
import { subscriberUsersQueryOptions } from '../../features/subscribers/api/get-subscriber-users';
import { PlaceholderPage } from '../pages/placeholder-page';
import { authedRoute } from './authed';

const SubscriberSearchPage = lazy(() =>
  import('../../features/subscribers/components/subscriber-search-page').then((m) => ({
    default: m.SubscriberSearchPage,
  })),
);
const SubscriberUsersPage = lazy(() =>
  import('../../features/subscribers/components/subscriber-users-page').then((m) => ({
    default: m.SubscriberUsersPage,
  })),
);

export const subscribersRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'subscribers',
  component: () => <SubscriberSearchPage />,
});

export const subscriberRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'subscribers/$id',
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(subscriberQueryOptions(params.id));
  },
  component: function SubscriberRoute() {
    const { id } = subscriberRoute.useParams();
    return <SubscriberSearchPage key={id} id={id} />;
  },
});

export const subscriberUsersRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'subscribers/$id/users',
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(subscriberUsersQueryOptions(params.id));
    void context.queryClient.prefetchQuery(subscriberQueryOptions(params.id));
  },
  component: function SubscriberUsersRoute() {
    const { id } = subscriberUsersRoute.useParams();
    return <SubscriberUsersPage id={id} />;
  },
});

/** Not built yet: 'Suscripciones' ({id} is subscriber_id) and 'Organizaciones asociadas a un suscriptor'. */
export const subscriberSubscriptionsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'subscribers/$id/suscriptions',
  component: PlaceholderPage,
});

export const subscriberOrganizationsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'subscribers/$id/organizations',
  component: PlaceholderPage,
});
