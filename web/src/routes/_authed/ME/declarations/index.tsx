import { createFileRoute } from '@tanstack/react-router';
import { DeclarationsSearchPage } from '../../../../features/me-bulk/components/declarations-search-page';

export const Route = createFileRoute('/_authed/ME/declarations/')({
  component: DeclarationsSearchPage,
});
