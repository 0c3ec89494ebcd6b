// /operations and /operations/{id}: thin routes; the pages live in features/operations.
import { createRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { operationQueryOptions } from '../../features/operations/api/get-operation';
import { operationsListQueryOptions } from '../../features/operations/api/list-operations';
import { validateOperationDetailSearch, validateOperationsSearch } from '../../features/operations/search';
import { authedRoute } from './authed';

const OperationsListPage = lazy(() =>
  import('../../features/operations/components/operations-list-page').then((m) => ({
    default: m.OperationsListPage,
  })),
);
const OperationDetailPage = lazy(() =>
  import('../../features/operations/components/operation-detail-page').then((m) => ({
    default: m.OperationDetailPage,
  })),
);

export const operationsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'operations',
  validateSearch: validateOperationsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(operationsListQueryOptions(deps));
  },
  component: function OperationsRoute() {
    const search = operationsRoute.useSearch();
    const navigate = operationsRoute.useNavigate();
    return <OperationsListPage search={search} onSearch={(next) => void navigate({ search: next })} />;
  },
});

/** The id holds '/' (type/target/suffix): it travels encoded as one path segment. */
export const operationRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'operations/$id',
  validateSearch: validateOperationDetailSearch,
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(operationQueryOptions(params.id));
  },
  component: function OperationRoute() {
    const { id } = operationRoute.useParams();
    const search = operationRoute.useSearch();
    return <OperationDetailPage key={id} id={id} search={search} />;
  },
});
