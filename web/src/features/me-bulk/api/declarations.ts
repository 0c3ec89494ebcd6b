// The declarations screens' reads: the organization's active firms by CUIT and a firm's
// locked declarations.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';
import type { components } from '../../../../../openapi/schema';

export type FirmDeclarations = components['schemas']['FirmDeclarations'];
export type LockedDeclaration = components['schemas']['LockedDeclaration'];
export type DeclarationsSearch = components['schemas']['DeclarationsSearch'];

export const declarationsKeys = {
  all: ['me-declarations'] as const,
  firm: (suborganizationId: string) => ['me-declarations', suborganizationId] as const,
};

export function searchFirmsByCuit(cuit: string): Promise<DeclarationsSearch> {
  return unwrap(api.GET('/api/me-bulk/declarations/search', { params: { query: { cuit } } }));
}

export const firmDeclarationsQueryOptions = (suborganizationId: string) =>
  queryOptions({
    queryKey: declarationsKeys.firm(suborganizationId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/me-bulk/declarations/{suborganizationId}', {
          params: { path: { suborganizationId: Number(suborganizationId) } },
          signal,
        }),
      ),
  });

/** The firm id in /ME/declarations/{suborganizationId}/declarations (its breadcrumb shows the name). */
export function declarationsFirmIdIn(pathname: string): string | undefined {
  const [area, sub, id, leaf] = pathname.split('/').filter(Boolean);
  return area === 'ME' && sub === 'declarations' && id && /^\d+$/.test(id) && leaf === 'declarations'
    ? id
    : undefined;
}

/** The firm's name for breadcrumbs (undefined until it loads). */
export function useFirmName(suborganizationId: string | undefined): string | undefined {
  return useQuery({
    ...firmDeclarationsQueryOptions(suborganizationId ?? ''),
    enabled: Boolean(suborganizationId),
  }).data?.firm.suborganizationName;
}
