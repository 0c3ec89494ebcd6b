// 'Clientes': a search redirects to /ME/clientes/{cuit} (spec 2 §2.17); so does a valid ?cuit=.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { ClientsPage } from '../../../../features/me-eventanilla/components/clients-page';
import { textParam } from '../../../../shared/lib/search-params';

export const Route = createFileRoute('/_authed/ME/clientes/')({
  validateSearch: z.object({ cuit: textParam(20) }),
  beforeLoad: ({ search }) => {
    if (search.cuit && /^\d{11}$/.test(search.cuit)) {
      throw redirect({ to: '/ME/clientes/$cuit', params: { cuit: search.cuit }, replace: true });
    }
  },
  component: function ClientsRoute() {
    const navigate = Route.useNavigate();
    return (
      <ClientsPage
        initialCuit={Route.useSearch().cuit}
        onSearch={(cuit) => void navigate({ to: '/ME/clientes/$cuit', params: { cuit }, search: {} })}
      />
    );
  },
});
