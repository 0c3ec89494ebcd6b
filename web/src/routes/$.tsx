// Any unknown path: /home when signed in, /login otherwise (spec 1 §2).
import { createFileRoute, redirect } from '@tanstack/react-router';
import { isSignedIn } from '../features/auth/session';

export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: isSignedIn() ? '/home' : '/login', replace: true });
  },
});
