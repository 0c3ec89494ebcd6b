// 'Políticas de aprobación' (issue 30): administrators only (the route gate and the api).
import { createFileRoute } from '@tanstack/react-router';
import { PoliciesPage } from '../../../features/operations/approvals/components/policies-page';

export const Route = createFileRoute('/_authed/approvals/policies')({
  component: PoliciesPage,
});
