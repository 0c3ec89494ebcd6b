import { createFileRoute } from '@tanstack/react-router';
import { UserSearchPage } from '../../../features/users/components/user-search-page';

export const Route = createFileRoute('/_authed/users/')({
  component: () => <UserSearchPage />,
});
