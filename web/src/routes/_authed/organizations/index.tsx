// 'Organizaciones': the name search, the CUIT, the type filter, the page and the edit drawer
// live in the URL.
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { organizationsQueryOptions } from '../../../features/organizations/api/get-organizations';
import { OrganizationsPage } from '../../../features/organizations/components/organizations-page';
import { organizationsSearch } from '../../../features/organizations/search';

export const Route = createFileRoute('/_authed/organizations/')({
  validateSearch: organizationsSearch.extend({
    edit: z.coerce.number().int().positive().optional().catch(undefined),
  }),
  loaderDeps: ({ search: { name, types, offset, cuit } }) => ({ name, types, offset, cuit }),
  loader: ({ context, deps }) =>
    deps.cuit ? undefined : context.queryClient.ensureQueryData(organizationsQueryOptions(deps)),
  component: function OrganizationsRoute() {
    const navigate = Route.useNavigate();
    return (
      <OrganizationsPage
        search={Route.useSearch()}
        onSearch={(next, options) => void navigate({ search: next, replace: !options?.push })}
      />
    );
  },
});
