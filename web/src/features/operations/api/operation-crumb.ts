// Breadcrumb of /operations/{id}: the operation's name and target instead of its whole id.
import { useQuery } from '@tanstack/react-query';
import { messages } from '../../../shared/messages';
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

/** While the operation loads, or when it cannot be read, the crumb never shows its workflow id. */
export function useOperationCrumb(pathname: string): string | undefined {
  const id = operationIdIn(pathname);
  const query = useQuery({ ...operationQueryOptions(id ?? ''), enabled: id !== undefined });
  if (!id) return undefined;
  if (!query.data) return query.isError ? OPERATION_CRUMB : messages.app.loading;
  return query.data.target ? `${query.data.label} · ${query.data.target}` : query.data.label;
}

const OPERATION_CRUMB = 'Operación'; // not in the spec
