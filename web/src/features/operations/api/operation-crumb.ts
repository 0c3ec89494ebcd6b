// Breadcrumb of /operations/{id}: the operation's name and target instead of its whole id.
import { useQuery } from '@tanstack/react-query';
import { operationQueryOptions } from './get-operation';

export function operationIdIn(pathname: string): string | undefined {
  const [area, id, ...rest] = pathname.split('/').filter(Boolean);
  if (area !== 'operations' || !id || rest.length > 0) return undefined;
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

export function useOperationCrumb(pathname: string): string | undefined {
  const id = operationIdIn(pathname);
  const query = useQuery({ ...operationQueryOptions(id ?? ''), enabled: id !== undefined });
  if (!id || !query.data) return undefined;
  return query.data.target ? `${query.data.label} · ${query.data.target}` : query.data.label;
}
