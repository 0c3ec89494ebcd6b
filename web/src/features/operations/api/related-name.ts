// The entity of a timeline by name: its chip reads 'Historial de Ana Pérez' and its empty state
// 'Todavía no hay operaciones sobre Ana Pérez.', not 'usuario de organización 815'. The api
// looks the name up (GET /api/operations/related-name); until it answers, or when it finds
// none, the kind and number stand in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';
import { operationTexts } from '../messages';

const t = operationTexts;

export const relatedNameQueryOptions = (related: string) =>
  queryOptions({
    queryKey: ['operations', 'related-name', related],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/operations/related-name', { params: { query: { related } }, signal })),
    staleTime: 5 * 60_000,
  });

/** 'usuario de organización 815' for `user:815`: what stands in for a name not known. */
export function relatedFallback(related: string): string {
  const at = related.indexOf(':');
  const kind = related.slice(0, at) as keyof typeof t.relatedKinds;
  return `${t.relatedKinds[kind] ?? kind} ${related.slice(at + 1)}`;
}

/** How the timeline's entity is named: its name once known, else its kind and number. */
export function useRelatedName(related: string | undefined): string | null {
  const query = useQuery({ ...relatedNameQueryOptions(related ?? ''), enabled: Boolean(related) });
  if (!related) return null;
  return query.data?.name ?? relatedFallback(related);
}
