import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../app/pages/home-page';
import { configQueryOptions } from '../../shared/api/config';

export const Route = createFileRoute('/_authed/home')({
  loader: ({ context }) => context.queryClient.ensureQueryData(configQueryOptions),
  component: HomePage,
});
