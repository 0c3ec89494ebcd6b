import { createFileRoute } from '@tanstack/react-router';
import { currentRoles } from '../../../features/auth/session';
import { CognitoPage } from '../../../features/security/components/cognito-page';

export const Route = createFileRoute('/_authed/security/cognito')({
  component: () => <CognitoPage roles={currentRoles()} />,
});
