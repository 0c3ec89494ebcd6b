// An instance by its applicationInstanceId (modules, caps). A non-numeric id is not loaded: the
// page shows the api's answer to it.
import { createFileRoute } from '@tanstack/react-router';
import { meInstanceQueryOptions } from '../../../../../features/me-instance-detail/api/get-instance';
import { InstanceDetailPage } from '../../../../../features/me-instance-detail/components/instance-detail-page';

export const Route = createFileRoute('/_authed/ME/applicationInstances/$applicationInstanceId/')({
  loader: ({ context, params: { applicationInstanceId: id } }) =>
    /^\d+$/.test(id) ? context.queryClient.ensureQueryData(meInstanceQueryOptions(id)) : undefined,
  remountDeps: ({ params }) => params,
  component: function InstanceDetailRoute() {
    return <InstanceDetailPage applicationInstanceId={Route.useParams().applicationInstanceId} />;
  },
});
