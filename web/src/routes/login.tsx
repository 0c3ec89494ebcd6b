import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '../features/auth/components/login-page';
import { isSignedIn } from '../features/auth/session';

export const Route = createFileRoute('/login')({
  // Where the visitor was going, to return there after signing in: a path of this site only.
  validateSearch: z.object({
    redirect: z
      .string()
      .startsWith('/')
      .refine((path) => !path.startsWith('//'))
      .optional()
      .catch(undefined),
  }),
  beforeLoad: () => {
    if (isSignedIn()) throw redirect({ to: '/home', replace: true });
  },
  component: function LoginRoute() {
    return <LoginPage redirect={Route.useSearch().redirect} />;
  },
});
