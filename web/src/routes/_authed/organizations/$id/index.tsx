// The organization's own crumb: the list, showing that organization (by its CUIT).
import { createFileRoute, redirect } from '@tanstack/react-router';
import { organizationQueryOptions } from '../../../../features/organizations/api/get-organization';

export const Route = createFileRoute('/_authed/organizations/$id/')({
  beforeLoad: async ({ context, params }) => {
    const organization = /^\d+$/.test(params.id)
      ? await context.queryClient.ensureQueryData(organizationQueryOptions(params.id)).catch(() => null)
      : null;
    throw redirect({
      to: '/organizations',
      search: organization ? { cuit: organization.organizationCuit } : {},
      replace: true,
    });
  },
});
