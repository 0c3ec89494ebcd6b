// /storage/recycle (choose a study) and /storage/recycle/{studyId} ('Papelera interna de
// reciclaje'): thin routes; the pages live in features/recycle-bin. /storage (a breadcrumb
// target) leads to the recycle bin, the only storage screen.
import { createRoute, redirect } from '@tanstack/react-router';
import { lazy } from 'react';
import { recycleBinQueryOptions } from '../../features/recycle-bin/api/get-recycle-bin';
import { validateRecycleSearch } from '../../features/recycle-bin/search';
import { authedRoute } from './authed';

const RecycleBinPage = lazy(() =>
  import('../../features/recycle-bin/components/recycle-bin-page').then((m) => ({
    default: m.RecycleBinPage,
  })),
);
const RecycleRootPage = lazy(() =>
  import('../../features/recycle-bin/components/recycle-root-page').then((m) => ({
    default: m.RecycleRootPage,
  })),
);

export const storageRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'storage',
  beforeLoad: () => {
    throw redirect({ to: '/storage/recycle', replace: true });
  },
});

export const recycleRootRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'storage/recycle',
  component: () => <RecycleRootPage />,
});

export const recycleBinRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'storage/recycle/$studyId',
  validateSearch: validateRecycleSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    void context.queryClient.prefetchQuery(recycleBinQueryOptions(params.studyId, deps));
  },
  component: function RecycleBinRoute() {
    const { studyId } = recycleBinRoute.useParams();
    const search = recycleBinRoute.useSearch();
    const navigate = recycleBinRoute.useNavigate();
    return (
      <RecycleBinPage
        key={studyId}
        studyId={studyId}
        search={search}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
