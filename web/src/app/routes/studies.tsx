// /suborganizations/{id}/users ('Usuarios asociados a un Estudio' with 'Detalles del Estudio'):
// a thin route; the page lives in features/studies. The bare /suborganizations and
// /suborganizations/{id} (breadcrumb targets) lead to the organizations list and to the study.
import { createRoute, redirect } from '@tanstack/react-router';
import { lazy } from 'react';
import { studyQueryOptions } from '../../features/studies/api/get-study';
import { studyUsersQueryOptions } from '../../features/studies/api/get-study-users';
import { authedRoute } from './authed';

const StudyUsersPage = lazy(() =>
  import('../../features/studies/components/study-users-page').then((m) => ({ default: m.StudyUsersPage })),
);

export const studiesRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'suborganizations',
  beforeLoad: () => {
    throw redirect({ to: '/organizations', replace: true });
  },
});

export const studyRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'suborganizations/$id',
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/suborganizations/$id/users', params: { id: params.id }, replace: true });
  },
});

export const studyUsersRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'suborganizations/$id/users',
  validateSearch: (raw: Record<string, unknown>): { folder?: 'create' } => ({
    folder: raw.folder === 'create' ? 'create' : undefined,
  }),
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(studyQueryOptions(params.id));
    void context.queryClient.prefetchQuery(studyUsersQueryOptions(params.id));
  },
  component: function StudyUsersRoute() {
    const { id } = studyUsersRoute.useParams();
    const { folder } = studyUsersRoute.useSearch();
    const navigate = studyUsersRoute.useNavigate();
    return (
      <StudyUsersPage
        key={id}
        studyId={id}
        creatingFolder={folder === 'create'}
        onCreateFolder={(open) =>
          void navigate({ search: { folder: open ? 'create' : undefined }, replace: !open })
        }
      />
    );
  },
});
