import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';

/**
 * GET /api/me/clientes/{cuit}. Spec 2 §2.17 loads a CUIT once ("if not already loaded"): the
 * answer stays fresh for the session, so coming back to the CUIT shows it without a new call.
 */
export const clientStudiesQueryOptions = (cuit: string) =>
  queryOptions({
    queryKey: ['me', 'clientes', cuit] as const,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/me/clientes/{cuit}', { params: { path: { cuit } }, signal })),
    staleTime: Infinity,
    retry: false,
  });
