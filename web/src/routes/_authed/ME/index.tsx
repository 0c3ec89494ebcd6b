// The ME root: a landing for Admin and CustomerSupport (the gate redirects the other roles).
import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../../../features/auth/session';
import { MeLandingPage } from '../../../features/me-instances/components/me-landing-page';

export const Route = createFileRoute('/_authed/ME/')({
  component: function MeRoot() {
    const session = useSession();
    return <MeLandingPage roles={session.status === 'signedIn' ? session.roles : []} />;
  },
});
