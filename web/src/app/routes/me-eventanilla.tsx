// Routes of the area — Mi Estudio: e-Ventanilla y clientes (spec 2 §2.16–§2.17): thin routes;
// the pages live in features/me-eventanilla. Role gates come from decideRoute (authed route).
import { createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { subscriptionsQueryOptions } from '../../features/me-eventanilla/api/get-subscriptions';
import { validateEventanillaSearch } from '../../features/me-eventanilla/search';
import { authedRoute } from './authed';

const EventanillaPage = lazy(() =>
  import('../../features/me-eventanilla/components/eventanilla-page').then((m) => ({
    default: m.EventanillaPage,
  })),
);
const EventanillaDetailPage = lazy(() =>
  import('../../features/me-eventanilla/components/eventanilla-detail-page').then((m) => ({
    default: m.EventanillaDetailPage,
  })),
);
const ClientsPage = lazy(() =>
  import('../../features/me-eventanilla/components/clients-page').then((m) => ({ default: m.ClientsPage })),
);
const ClientDetailPage = lazy(() =>
  import('../../features/me-eventanilla/components/client-detail-page').then((m) => ({
    default: m.ClientDetailPage,
  })),
);

export const eventanillaRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'ME/eventanilla',
  validateSearch: validateEventanillaSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(subscriptionsQueryOptions(deps));
  },
  component: function EventanillaRoute() {
    const search = eventanillaRoute.useSearch();
    const navigate = eventanillaRoute.useNavigate();
    return (
      <EventanillaPage
        search={search}
        onSearch={(next) => void navigate({ search: next, replace: true })}
        onOpenDetail={(cuit) => void navigate({ to: '/ME/eventanilla/$cuit', params: { cuit } })}
      />
    );
  },
});

export const eventanillaDetailRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'ME/eventanilla/$cuit',
  component: function EventanillaDetailRoute() {
    const { cuit } = eventanillaDetailRoute.useParams();
    return <EventanillaDetailPage key={cuit} cuit={cuit} />;
  },
});

export const clientsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'ME/clientes',
  validateSearch: (raw: Record<string, unknown>): { cuit?: string | undefined } => ({
    cuit: typeof raw.cuit === 'string' || typeof raw.cuit === 'number' ? String(raw.cuit).trim() : undefined,
  }),
  // §2.17: a search redirects to /ME/clientes/{cuit}; so does a valid ?cuit=.
  beforeLoad: ({ search }) => {
    if (search.cuit && /^\d{11}$/.test(search.cuit)) {
      throw redirect({ to: '/ME/clientes/$cuit', params: { cuit: search.cuit }, replace: true });
    }
  },
  component: function ClientsRoute() {
    const { cuit } = clientsRoute.useSearch();
    const navigate = clientsRoute.useNavigate();
    return (
      <ClientsPage
        initialCuit={cuit}
        onSearch={(next) => void navigate({ to: '/ME/clientes/$cuit', params: { cuit: next }, search: {} })}
      />
    );
  },
});

export const clientDetailRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'ME/clientes/$cuit',
  component: function ClientDetailRoute() {
    const { cuit } = clientDetailRoute.useParams();
    const navigate = clientDetailRoute.useNavigate();
    return (
      <ClientDetailPage
        cuit={cuit}
        onSearch={(next) => void navigate({ to: '/ME/clientes/$cuit', params: { cuit: next } })}
        onReset={() => void navigate({ to: '/ME/clientes', search: {} })}
      />
    );
  },
});

export const meEventanillaRoutes: AnyRoute[] = [
  eventanillaRoute,
  eventanillaDetailRoute,
  clientsRoute,
  clientDetailRoute,
];
