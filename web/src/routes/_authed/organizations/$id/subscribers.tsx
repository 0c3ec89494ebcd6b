// 'Suscriptores asociados a una organización', built with the subscribers feature (it holds the
// 'Añadir suscriptor' drawer).
import { createFileRoute } from '@tanstack/react-router';
import { organizationSubscribersQueryOptions } from '../../../../features/subscribers/api/get-organization-subscribers';
import { OrganizationSubscribersPage } from '../../../../features/subscribers/components/organization-subscribers-page';

export const Route = createFileRoute('/_authed/organizations/$id/subscribers')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(organizationSubscribersQueryOptions(params.id)),
  remountDeps: ({ params }) => params,
  component: function OrganizationSubscribersRoute() {
    return <OrganizationSubscribersPage organizationId={Route.useParams().id} />;
  },
});
