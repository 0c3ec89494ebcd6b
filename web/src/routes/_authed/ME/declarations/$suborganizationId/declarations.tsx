import { createFileRoute } from '@tanstack/react-router';
import { firmDeclarationsQueryOptions } from '../../../../../features/me-bulk/api/declarations';
import { FirmDeclarationsPage } from '../../../../../features/me-bulk/components/firm-declarations-page';

export const Route = createFileRoute('/_authed/ME/declarations/$suborganizationId/declarations')({
  loader: ({ context, params: { suborganizationId: id } }) =>
    /^\d+$/.test(id) ? context.queryClient.ensureQueryData(firmDeclarationsQueryOptions(id)) : undefined,
  remountDeps: ({ params }) => params,
  component: function FirmDeclarationsRoute() {
    return <FirmDeclarationsPage suborganizationId={Route.useParams().suborganizationId} />;
  },
});
