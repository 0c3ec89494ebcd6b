// Routes of the area — Mi Estudio: habilitación de módulos por CSV y declaraciones bloqueadas (spec 2 §2.7, §2.15).
// Thin routes; the pages live in features/me-bulk. Role gating (Admin, CustomerSupport) is the
// authed route's decideRoute, and the api refuses the other roles too.
import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { firmDeclarationsQueryOptions } from '../../features/me-bulk/api/declarations';
import { authedRoute } from './authed';

const CsvEnablementPage = lazy(() =>
  import('../../features/me-bulk/components/csv-enablement-page').then((m) => ({
    default: m.CsvEnablementPage,
  })),
);
const DeclarationsSearchPage = lazy(() =>
  import('../../features/me-bulk/components/declarations-search-page').then((m) => ({
    default: m.DeclarationsSearchPage,
  })),
);
const FirmDeclarationsPage = lazy(() =>
  import('../../features/me-bulk/components/firm-declarations-page').then((m) => ({
    default: m.FirmDeclarationsPage,
  })),
);

const importCsvRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'ME/import-cvs',
  component: () => <CsvEnablementPage />,
});

const declarationsSearchRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'ME/declarations',
  component: () => <DeclarationsSearchPage />,
});

const firmDeclarationsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'ME/declarations/$suborganizationId/declarations',
  loader: ({ context, params }) => {
    if (/^\d+$/.test(params.suborganizationId)) {
      void context.queryClient.prefetchQuery(firmDeclarationsQueryOptions(params.suborganizationId));
    }
  },
  component: function FirmDeclarationsRoute() {
    const { suborganizationId } = firmDeclarationsRoute.useParams();
    return <FirmDeclarationsPage key={suborganizationId} suborganizationId={suborganizationId} />;
  },
});

export const meBulkRoutes: AnyRoute[] = [importCsvRoute, declarationsSearchRoute, firmDeclarationsRoute];
