// Any other path below /globalNotification leads to the list (spec 2 §2.10).
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/globalNotification/$')({
  beforeLoad: () => {
    throw redirect({ to: '/globalNotification', replace: true });
  },
});
