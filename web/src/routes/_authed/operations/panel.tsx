// 'Panel de operaciones' (issue 31): its own chunk (the chart library loads only here); the
// period lives in the URL. Guarded with the operations area (Admin, CustomerSupport).
import { createFileRoute } from '@tanstack/react-router';
import { OperationsPanelPage } from '../../../features/operations-panel/components/operations-panel-page';
import { panelSearch } from '../../../features/operations-panel/search';

export const Route = createFileRoute('/_authed/operations/panel')({
  validateSearch: panelSearch,
  component: function OperationsPanelRoute() {
    const navigate = Route.useNavigate();
    return (
      <OperationsPanelPage search={Route.useSearch()} onSearch={(next) => void navigate({ search: next })} />
    );
  },
});
