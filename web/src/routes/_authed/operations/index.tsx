// 'Operaciones': the filters and the page live in the URL, so a filtered list can be linked.
import { createFileRoute } from '@tanstack/react-router';
import { currentRoles } from '../../../features/auth/session';
import { operationsListQueryOptions } from '../../../features/operations/api/list-operations';
import { OperationsListPage } from '../../../features/operations/components/operations-list-page';
import { operationsSearch } from '../../../features/operations/search';

export const Route = createFileRoute('/_authed/operations/')({
  validateSearch: operationsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(operationsListQueryOptions(deps)),
  component: function OperationsRoute() {
    const navigate = Route.useNavigate();
    return (
      <OperationsListPage
        search={Route.useSearch()}
        onSearch={(next) => void navigate({ search: next })}
        roles={currentRoles()}
      />
    );
  },
});
