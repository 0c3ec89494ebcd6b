// 'Usuarios asociados a un Estudio' with 'Detalles del Estudio'; ?folder=create is the folder
// creation dialog.
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { studyQueryOptions } from '../../../../features/studies/api/get-study';
import { studyUsersQueryOptions } from '../../../../features/studies/api/get-study-users';
import { StudyUsersPage } from '../../../../features/studies/components/study-users-page';

export const Route = createFileRoute('/_authed/suborganizations/$id/users')({
  validateSearch: z.object({ folder: z.literal('create').optional().catch(undefined) }),
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.ensureQueryData(studyQueryOptions(params.id)),
      queryClient.ensureQueryData(studyUsersQueryOptions(params.id)),
    ]),
  remountDeps: ({ params }) => params,
  component: function StudyUsersRoute() {
    const navigate = Route.useNavigate();
    return (
      <StudyUsersPage
        studyId={Route.useParams().id}
        creatingFolder={Route.useSearch().folder === 'create'}
        onCreateFolder={(open) =>
          void navigate({ search: { folder: open ? 'create' : undefined }, replace: !open })
        }
      />
    );
  },
});
