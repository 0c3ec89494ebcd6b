import { createFileRoute } from '@tanstack/react-router';
import { SessionsSearchPage } from '../../../../features/security/components/sessions-search-page';

export const Route = createFileRoute('/_authed/security/user-sessions/')({
  component: SessionsSearchPage,
});
