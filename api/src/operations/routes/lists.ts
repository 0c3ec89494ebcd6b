// The operations list, its count, and the names of the people and things it filters by.
import { OPERATIONS_SUPPORT_ROLES } from '@cgi/workflows';
import { z } from '../../openapi/zod';
import {
  listOperationsQuery,
  operationFilter,
  operationPage,
  relatedName,
  relatedNameQuery,
} from '../schemas';
import { type OperationRouteDeps } from './shared';

export function registerListRoutes({ table, operations }: OperationRouteDeps): void {
  table.add({
    method: 'get',
    path: '/api/operations',
    summary: 'Lista de operaciones',
    description:
      'Filtra en el servidor (el registro propio de la consola) por estado, tipo, quién la inició, objetivo y fecha de ' +
      'inicio; pagina con `nextPageToken`. Orden: las que están en curso primero, después las más recientes. ' +
      'Con `target` es el historial de operaciones de un suscriptor, organización o usuario.',
    tags: ['Operaciones'],
    roles: OPERATIONS_SUPPORT_ROLES,
    query: listOperationsQuery,
    responses: { 200: { description: 'Una página de operaciones', schema: operationPage } },
    handler: async ({ query, auth }) => {
      const { pageSize, pageToken, ...filter } = query;
      // Each row offers the caller what its detail offers them (shownTo).
      return { status: 200, body: await operations.list(filter, { pageSize, pageToken }, auth) };
    },
  });

  table.add({
    method: 'get',
    path: '/api/operations/count',
    summary: 'Cuántas operaciones cumplen un filtro',
    description: 'Los mismos filtros que la lista. Lo usa la confirmación del reintento masivo.',
    tags: ['Operaciones'],
    roles: OPERATIONS_SUPPORT_ROLES,
    query: operationFilter,
    responses: {
      200: {
        description: 'Cantidad',
        schema: z.object({ count: z.number().int() }).openapi('OperationCount'),
      },
    },
    handler: async ({ query }) => ({ status: 200, body: { count: await operations.count(query) } }),
  });

  table.add({
    method: 'get',
    path: '/api/operations/related-name',
    summary: 'El nombre de la entidad de un historial',
    description:
      'Para el historial de una entidad (`related`): su nombre, el de un suscriptor, una organización, un ' +
      'usuario de organización o un estudio; null si el servicio no lo conoce.',
    tags: ['Operaciones'],
    roles: OPERATIONS_SUPPORT_ROLES,
    query: relatedNameQuery,
    responses: { 200: { description: 'El nombre', schema: relatedName } },
    handler: async ({ query }) => ({
      status: 200,
      body: { related: query.related, name: await operations.relatedName(query.related) },
    }),
  });
}
