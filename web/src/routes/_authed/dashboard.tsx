// The mobile logo links to /dashboard, which is the home page.
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/dashboard')({
  beforeLoad: () => {
    throw redirect({ to: '/home', replace: true });
  },
});
