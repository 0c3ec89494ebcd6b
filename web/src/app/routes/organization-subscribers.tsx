// 'Suscriptores asociados a una organización' (/organizations/{id}/subscribers), built with the
// subscribers feature (it holds the 'Añadir suscriptor' drawer). More specific than the
// organizations placeholder, so it wins over 'organizations/$'.
import { createRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { organizationSubscribersQueryOptions } from '../../features/subscribers/api/get-organization-subscribers';
import { authedRoute } from './authed';

const OrganizationSubscribersPage = lazy(() =>
  import('../../features/subscribers/components/organization-subscribers-page').then((m) => ({
    default: m.OrganizationSubscribersPage,
  })),
);

export const organizationSubscribersRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'organizations/$id/subscribers',
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(organizationSubscribersQueryOptions(params.id));
  },
  component: function OrganizationSubscribersRoute() {
    const { id } = organizationSubscribersRoute.useParams();
    return <OrganizationSubscribersPage key={id} organizationId={id} />;
  },
});
