// /storage (a breadcrumb target) leads to the recycle bin, the only storage screen.
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/storage/')({
  beforeLoad: () => {
    throw redirect({ to: '/storage/recycle', replace: true });
  },
});
