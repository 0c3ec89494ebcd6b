import { createFileRoute } from '@tanstack/react-router';
import { ClientDetailPage } from '../../../../features/me-eventanilla/components/client-detail-page';

export const Route = createFileRoute('/_authed/ME/clientes/$cuit')({
  component: function ClientDetailRoute() {
    const navigate = Route.useNavigate();
    return (
      <ClientDetailPage
        cuit={Route.useParams().cuit}
        onSearch={(cuit) => void navigate({ to: '/ME/clientes/$cuit', params: { cuit } })}
        onReset={() => void navigate({ to: '/ME/clientes', search: {} })}
      />
    );
  },
});
