import { createFileRoute } from '@tanstack/react-router';
import { InstanceSearchPage } from '../../../../features/me-instances/components/instance-search-page';

export const Route = createFileRoute('/_authed/ME/applicationInstances/')({
  component: InstanceSearchPage,
});
