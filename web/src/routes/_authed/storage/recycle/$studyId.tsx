// 'Papelera interna de reciclaje' of a study; its filters and page live in the URL.
import { createFileRoute } from '@tanstack/react-router';
import { recycleBinQueryOptions } from '../../../../features/recycle-bin/api/get-recycle-bin';
import { RecycleBinPage } from '../../../../features/recycle-bin/components/recycle-bin-page';
import { recycleSearch } from '../../../../features/recycle-bin/search';

export const Route = createFileRoute('/_authed/storage/recycle/$studyId')({
  validateSearch: recycleSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(recycleBinQueryOptions(params.studyId, deps)),
  remountDeps: ({ params }) => params,
  component: function RecycleBinRoute() {
    const navigate = Route.useNavigate();
    return (
      <RecycleBinPage
        studyId={Route.useParams().studyId}
        search={Route.useSearch()}
        onSearch={(next) => void navigate({ search: next, replace: true })}
      />
    );
  },
});
