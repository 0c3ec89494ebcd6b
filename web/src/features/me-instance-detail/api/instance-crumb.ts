// Breadcrumb of an instance in /ME/applicationInstances/{applicationInstanceId}[/users]: its
// study's name (or the organization's) instead of the instance id (spec 1 §2).
import { useQuery } from '@tanstack/react-query';
import { meInstanceQueryOptions } from './get-instance';

/** The instance id of the instance detail and its users screen (not the organization screens). */
export function meInstanceIdIn(pathname: string): string | undefined {
  const [area, sub, id, page, ...rest] = pathname.split('/').filter(Boolean);
  return area === 'ME' &&
    sub === 'applicationInstances' &&
    id &&
    /^\d+$/.test(id) &&
    (page === undefined || page === 'users') &&
    rest.length === 0
    ? id
    : undefined;
}

export function useMeInstanceName(pathname: string): string | undefined {
  const id = meInstanceIdIn(pathname);
  const query = useQuery({ ...meInstanceQueryOptions(id ?? ''), enabled: id !== undefined });
  if (!id || !query.data) return undefined;
  return query.data.study?.suborganizationName ?? query.data.organization?.organizationName;
}
