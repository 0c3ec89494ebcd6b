// Breadcrumb of the organization in /ME/applicationInstances/{organizationId}/instance and
// /statusME: its name instead of the id, and a link to its instances (the bare
// /ME/applicationInstances/{id} is the instance detail, by instance id).
import { useQuery } from '@tanstack/react-query';
import { meInstancesQueryOptions } from './me-queries';

export function meOrganizationIdIn(pathname: string): string | undefined {
  const [area, sub, id, page] = pathname.split('/').filter(Boolean);
  return area === 'ME' &&
    sub === 'applicationInstances' &&
    id &&
    /^\d+$/.test(id) &&
    (page === 'instance' || page === 'statusME')
    ? id
    : undefined;
}

export function useMeOrganizationCrumb(pathname: string): { name?: string; link?: string } {
  const id = meOrganizationIdIn(pathname);
  const query = useQuery({ ...meInstancesQueryOptions(id ?? ''), enabled: id !== undefined });
  if (!id) return {};
  return { name: query.data?.organization.organizationName, link: `/ME/applicationInstances/${id}/instance` };
}
