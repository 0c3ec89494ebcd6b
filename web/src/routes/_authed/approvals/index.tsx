// 'Aprobaciones pendientes' (issue 30): open to every role; the api lists what each may approve.
import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../../features/auth/session';
import { ApprovalsPage } from '../../../features/operations/approvals/components/approvals-page';
import { canSeeApprovalRecord, canSeeMenu } from '../../../shared/roles';

export const Route = createFileRoute('/_authed/approvals/')({
  component: function ApprovalsRoute() {
    const session = useSession();
    const roles = session.status === 'signedIn' ? session.roles : [];
    return (
      <ApprovalsPage
        canOpenDetail={canSeeMenu('operations', roles)}
        canEditPolicies={canSeeMenu('approvalPolicies', roles)}
        canSeeRecord={canSeeApprovalRecord(roles)}
      />
    );
  },
});
