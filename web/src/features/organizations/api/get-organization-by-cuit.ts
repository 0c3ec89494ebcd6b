import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../shared/api/client';
import { organizationKeys } from './get-organizations';

/** GET /api/organizations/by-cuit/{cuit}: 404 'No existe una organización con el CUIT ingresado'. */
export const organizationByCuitQueryOptions = (cuit: string) =>
  queryOptions({
    queryKey: organizationKeys.byCuit(cuit),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/organizations/by-cuit/{cuit}', { params: { path: { cuit } }, signal })),
    retry: false,
  });
