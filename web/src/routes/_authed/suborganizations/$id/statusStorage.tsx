import { createFileRoute } from '@tanstack/react-router';
import { meStorageQueryOptions } from '../../../../features/me-instances/api/me-queries';
import { StorageStatusPage } from '../../../../features/me-instances/components/storage-status-page';

export const Route = createFileRoute('/_authed/suborganizations/$id/statusStorage')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(meStorageQueryOptions(params.id)),
  remountDeps: ({ params }) => params,
  component: function StorageStatusRoute() {
    return <StorageStatusPage suborganizationId={Route.useParams().id} />;
  },
});
