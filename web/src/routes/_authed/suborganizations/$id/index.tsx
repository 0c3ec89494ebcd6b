// A study's own crumb: its users and details.
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/suborganizations/$id/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/suborganizations/$id/users', params: { id: params.id }, replace: true });
  },
});
