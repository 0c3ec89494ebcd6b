// /organizations and its sub-screens (users, studies): thin routes; the pages live in
// features/organizations. /organizations/{id}/subscribers is built by the subscribers area.
import { createRoute, redirect } from '@tanstack/react-router';
import { lazy } from 'react';
import { organizationQueryOptions } from '../../features/organizations/api/get-organization';
import { organizationStudiesQueryOptions } from '../../features/organizations/api/get-organization-studies';
import { organizationUsersQueryOptions } from '../../features/organizations/api/get-organization-users';
import { organizationsQueryOptions } from '../../features/organizations/api/get-organizations';
import type { OrganizationsPageSearch } from '../../features/organizations/components/organizations-page';
import { validateOrganizationsSearch } from '../../features/organizations/search';
import { authedRoute } from './authed';

const OrganizationsPage = lazy(() =>
  import('../../features/organizations/components/organizations-page').then((m) => ({
    default: m.OrganizationsPage,
  })),
);
const OrganizationUsersPage = lazy(() =>
  import('../../features/organizations/components/organization-users-page').then((m) => ({
    default: m.OrganizationUsersPage,
  })),
);
const OrganizationStudiesPage = lazy(() =>
  import('../../features/organizations/components/organization-studies-page').then((m) => ({
    default: m.OrganizationStudiesPage,
  })),
);

function validateSearch(raw: Record<string, unknown>): OrganizationsPageSearch {
  const edit = Number(raw.edit);
  return { ...validateOrganizationsSearch(raw), edit: Number.isInteger(edit) && edit > 0 ? edit : undefined };
}

export const organizationsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'organizations',
  validateSearch,
  loaderDeps: ({ search }) => ({
    name: search.name,
    types: search.types,
    offset: search.offset,
    cuit: search.cuit,
  }),
  loader: ({ context, deps }) => {
    if (!deps.cuit) void context.queryClient.prefetchQuery(organizationsQueryOptions(deps));
  },
  component: function OrganizationsRoute() {
    const search = organizationsRoute.useSearch();
    const navigate = organizationsRoute.useNavigate();
    return (
      <OrganizationsPage
        search={search}
        onSearch={(next, options) => void navigate({ search: next, replace: !options?.push })}
      />
    );
  },
});

/** The organization's own crumb: the list, showing that organization (by its CUIT). */
export const organizationRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'organizations/$id',
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

export const organizationUsersRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'organizations/$id/users',
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(organizationUsersQueryOptions(params.id));
  },
  component: function OrganizationUsersRoute() {
    const { id } = organizationUsersRoute.useParams();
    return <OrganizationUsersPage key={id} organizationId={id} />;
  },
});

export const organizationStudiesRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'organizations/$id/suborganizations',
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(organizationStudiesQueryOptions(params.id));
  },
  component: function OrganizationStudiesRoute() {
    const { id } = organizationStudiesRoute.useParams();
    return <OrganizationStudiesPage key={id} organizationId={id} />;
  },
});
