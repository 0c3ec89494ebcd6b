// 'Control de versiones de la aplicación Mi Estudio' at the spec's spelling of the path.
import { createFileRoute } from '@tanstack/react-router';
import { versionsQueryOptions } from '../../../features/versions/api/get-versions';
import { VersionsPage } from '../../../features/versions/components/versions-page';

export const Route = createFileRoute('/_authed/ME/feacture-flags')({
  loader: ({ context }) => context.queryClient.ensureQueryData(versionsQueryOptions),
  component: VersionsPage,
});
