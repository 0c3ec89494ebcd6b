// Version control is built at /ME/feacture-flags (spec 2 §2.1); the old address leads there.
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/security/versions')({
  beforeLoad: () => {
    throw redirect({ to: '/ME/feacture-flags', replace: true });
  },
});
