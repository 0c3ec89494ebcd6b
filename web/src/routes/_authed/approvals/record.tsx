// 'Registro de aprobaciones' (issue 31): Admin and CustomerSupport, the roles that read every
// operation (the route gate and the api); filters and page in the URL.
import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../../features/auth/session';
import { approvalRecordQueryOptions } from '../../../features/operations/approvals/api/record';
import { ApprovalRecordPage } from '../../../features/operations/approvals/components/approval-record-page';
import { approvalRecordSearch } from '../../../features/operations/approvals/record-search';
import { canSeeMenu } from '../../../shared/roles';

export const Route = createFileRoute('/_authed/approvals/record')({
  validateSearch: approvalRecordSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(approvalRecordQueryOptions(deps)),
  component: function ApprovalRecordRoute() {
    const navigate = Route.useNavigate();
    const session = useSession();
    const roles = session.status === 'signedIn' ? session.roles : [];
    return (
      <ApprovalRecordPage
        search={Route.useSearch()}
        onSearch={(next) => void navigate({ search: next })}
        canOpenDetail={canSeeMenu('operations', roles)}
      />
    );
  },
});
