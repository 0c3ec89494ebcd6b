import { createRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { subscriberQueryOptions } from '../../features/subscribers/api/get-subscriber';
import { subscriberOrganizationsQueryOptions } from '../../features/subscribers/api/get-subscriber-organizations';
import { subscriberUsersQueryOptions } from '../../features/subscribers/api/get-subscriber-users';
import { subscriptionsQueryOptions } from '../../features/subscribers/api/get-subscriptions';
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
const SubscriptionsPage = lazy(() =>
  import('../../features/subscribers/components/subscriptions-page').then((m) => ({
    default: m.SubscriptionsPage,
  })),
);
const SubscriberOrganizationsPage = lazy(() =>
  import('../../features/subscribers/components/subscriber-organizations-page').then((m) => ({
    default: m.SubscriberOrganizationsPage,
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

/** 'Suscripciones': {id} is the subscriber_id (the internal id), not the number. */
export const subscriberSubscriptionsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'subscribers/$id/suscriptions',
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(subscriptionsQueryOptions(params.id));
  },
  component: function SubscriberSubscriptionsRoute() {
    const { id } = subscriberSubscriptionsRoute.useParams();
    return <SubscriptionsPage subscriberId={id} />;
  },
});

export const subscriberOrganizationsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'subscribers/$id/organizations',
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(subscriberOrganizationsQueryOptions(params.id));
    void context.queryClient.prefetchQuery(subscriberQueryOptions(params.id));
  },
  component: function SubscriberOrganizationsRoute() {
    const { id } = subscriberOrganizationsRoute.useParams();
    return <SubscriberOrganizationsPage id={id} />;
  },
});
