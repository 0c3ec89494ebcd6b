// 'e-Ventanilla': the CUIT, clients, statuses and date order live in the URL.
import { createFileRoute } from '@tanstack/react-router';
import { subscriptionsQueryOptions } from '../../../../features/me-eventanilla/api/get-subscriptions';
import { EventanillaPage } from '../../../../features/me-eventanilla/components/eventanilla-page';
import { eventanillaSearch } from '../../../../features/me-eventanilla/search';

export const Route = createFileRoute('/_authed/ME/eventanilla/')({
  validateSearch: eventanillaSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(subscriptionsQueryOptions(deps)),
  component: function EventanillaRoute() {
    const navigate = Route.useNavigate();
    return (
      <EventanillaPage
        search={Route.useSearch()}
        onSearch={(next) => void navigate({ search: next, replace: true })}
        onOpenDetail={(cuit) => void navigate({ to: '/ME/eventanilla/$cuit', params: { cuit } })}
      />
    );
  },
});
