// The bare /suborganizations (a breadcrumb target): studies are listed per organization.
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/suborganizations/')({
  beforeLoad: () => {
    throw redirect({ to: '/organizations', replace: true });
  },
});
