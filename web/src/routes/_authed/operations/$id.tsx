// One operation. The id holds '/' (type/target/suffix): it travels encoded as one segment.
import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../../features/auth/session';
import { operationQueryOptions } from '../../../features/operations/api/get-operation';
import { OperationDetailPage } from '../../../features/operations/components/operation-detail-page';
import { operationDetailSearch } from '../../../features/operations/search';
import { canOpenTemporal } from '../../../shared/roles';

export const Route = createFileRoute('/_authed/operations/$id')({
  validateSearch: operationDetailSearch,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(operationQueryOptions(params.id)),
  remountDeps: ({ params }) => params,
  component: function OperationRoute() {
    const session = useSession();
    return (
      <OperationDetailPage
        id={Route.useParams().id}
        search={Route.useSearch()}
        temporalLink={canOpenTemporal(session.status === 'signedIn' ? session.roles : [])}
      />
    );
  },
});
