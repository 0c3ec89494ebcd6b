import { createFileRoute } from '@tanstack/react-router';
import { currentRoles } from '../../../features/auth/session';
import { SecurityHomePage } from '../../../features/security/components/security-home-page';

export const Route = createFileRoute('/_authed/security/')({
  component: () => <SecurityHomePage roles={currentRoles()} />,
});
