import { createFileRoute } from '@tanstack/react-router';
import { RecycleRootPage } from '../../../../features/recycle-bin/components/recycle-root-page';

export const Route = createFileRoute('/_authed/storage/recycle/')({
  component: RecycleRootPage,
});
