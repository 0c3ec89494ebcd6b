// 'Usuarios asociados a Mi Estudio': the search and each table's page live in the URL.
import { createFileRoute } from '@tanstack/react-router';
import { meInstanceUsersQueryOptions } from '../../../../../features/me-instance-detail/api/get-instance-users';
import { InstanceUsersPage } from '../../../../../features/me-instance-detail/components/instance-users-page';
import { instanceUsersSearch } from '../../../../../features/me-instance-detail/search';

export const Route = createFileRoute('/_authed/ME/applicationInstances/$applicationInstanceId/users')({
  validateSearch: instanceUsersSearch,
  loaderDeps: ({ search: { search, associatedOffset, notAssociatedOffset } }) => ({
    search,
    associatedOffset,
    notAssociatedOffset,
  }),
  loader: ({ context, params: { applicationInstanceId: id }, deps }) =>
    /^\d+$/.test(id) ? context.queryClient.ensureQueryData(meInstanceUsersQueryOptions(id, deps)) : undefined,
  remountDeps: ({ params }) => params,
  component: function InstanceUsersRoute() {
    const navigate = Route.useNavigate();
    return (
      <InstanceUsersPage
        applicationInstanceId={Route.useParams().applicationInstanceId}
        search={Route.useSearch()}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
