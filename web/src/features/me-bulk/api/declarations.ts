// The declarations screens' reads: the organization's active firms by CUIT and a firm's
// locked declarations.
import { queryOptions } from '@tanstack/react-query';
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
