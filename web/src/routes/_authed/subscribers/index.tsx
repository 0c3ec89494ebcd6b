import { createFileRoute } from '@tanstack/react-router';
import { SubscriberSearchPage } from '../../../features/subscribers/components/subscriber-search-page';

export const Route = createFileRoute('/_authed/subscribers/')({
  component: () => <SubscriberSearchPage />,
});
