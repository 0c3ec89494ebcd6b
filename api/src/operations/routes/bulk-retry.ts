// The bulk retry: what it would touch, and starting it.
import { BULK_RETRY_MAX_ITEMS, OPERATIONS_SUPPORT_ROLES } from '@cgi/workflows';
import { errorBody } from '../../http/errors';
import { z } from '../../openapi/zod';
import { bulkRetryBody, operation, operationFilter } from '../schemas';
import { shownTo } from '../service';
import { locationOf, sourceHeaders, sourceOf, type OperationRouteDeps } from './shared';

export function registerBulkRetryRoutes({ table, operations, startLimit }: OperationRouteDeps): void {
  table.add({
    method: 'get',
    path: '/api/operations/bulk-retry',
    summary: 'Qué tocaría un reintento masivo',
    description:
      'Cuántas operaciones fallidas, todavía sin reintentar, cumplen el filtro: lo que la confirmación del ' +
      'reintento masivo dice antes de empezar. `more` indica que hay más que el máximo por vez; ' +
      '`unapproved`, cuántas de ellas omitirá porque nadie las aprobó y su tipo pide aprobación ' +
      '(cada una se reintenta sola, con la aprobación de otra persona); `undone`, cuántas omitirá porque se ' +
      'deshicieron (una operación deshecha no se reintenta: se inicia de nuevo).',
    tags: ['Operaciones'],
    roles: OPERATIONS_SUPPORT_ROLES,
    query: operationFilter.omit({ status: true }),
    responses: {
      200: {
        description: 'Vista previa',
        schema: z
          .object({
            count: z.number().int(),
            more: z.boolean(),
            max: z.number().int(),
            unapproved: z.number().int(),
            undone: z.number().int(),
          })
          .openapi('BulkRetryPreview'),
      },
    },
    handler: async ({ query, auth }) => ({
      status: 200,
      body: await operations.bulkRetryPreview(query, auth),
    }),
  });

  table.add({
    method: 'post',
    path: '/api/operations/bulk-retry',
    rateLimit: startLimit,
    summary: 'Reintenta en bloque las operaciones fallidas de un filtro',
    description:
      'Inicia una operación `operations.bulkRetry` (de alto riesgo: requiere `reason`) que reintenta cada ' +
      'operación fallida del filtro (o de `ids`), de a pocas, y reporta cada elemento: hecho, fallido con su ' +
      'error u omitido. Reintentar esa operación reintenta solo los elementos fallidos. Toca las fallidas que ' +
      `todavía no se reintentaron (como \`GET /api/operations/bulk-retry\`); como máximo ${BULK_RETRY_MAX_ITEMS}.`,
    tags: ['Operaciones'],
    roles: OPERATIONS_SUPPORT_ROLES,
    headers: sourceHeaders.extend({ 'idempotency-key': z.string().max(200).optional() }),
    body: bulkRetryBody,
    bodyExample: {
      filter: { type: 'subscriber.addUser', from: '2026-11-21' },
      reason: 'Caída del servicio de invitaciones',
    },
    responses: {
      202: { description: 'Reintento masivo iniciado', schema: operation },
      400: { description: 'Sin motivo, nada para reintentar o demasiadas operaciones', schema: errorBody },
    },
    handler: async ({ body, auth, req }) => {
      const { id } = await operations.bulkRetry({
        filter: body.filter,
        ids: body.ids,
        reason: body.reason,
        auth,
        source: sourceOf(req),
        idempotencyKey: req.header('idempotency-key') ?? undefined,
      });
      return {
        status: 202,
        body: shownTo(auth, await operations.get(id)),
        headers: { location: locationOf(id) },
      };
    },
  });
}
