import { createFileRoute } from '@tanstack/react-router';
import { currentRoles } from '../../../features/auth/session';
import { fileExtensionsQueryOptions } from '../../../features/security/api/security-queries';
import { FileExtensionsPage } from '../../../features/security/components/file-extensions-page';

export const Route = createFileRoute('/_authed/security/file-extension')({
  loader: ({ context }) => context.queryClient.ensureQueryData(fileExtensionsQueryOptions()),
  component: () => <FileExtensionsPage roles={currentRoles()} />,
});
