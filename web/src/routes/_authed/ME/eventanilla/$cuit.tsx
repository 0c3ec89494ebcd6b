import { createFileRoute } from '@tanstack/react-router';
import { EventanillaDetailPage } from '../../../../features/me-eventanilla/components/eventanilla-detail-page';

export const Route = createFileRoute('/_authed/ME/eventanilla/$cuit')({
  remountDeps: ({ params }) => params,
  component: function EventanillaDetailRoute() {
    return <EventanillaDetailPage cuit={Route.useParams().cuit} />;
  },
});
