// GET /api/refusals: the refusal record, for administrators: who was refused what, why, from
// where and when (every 401 and 403, and every refused operation start, retry or cancel).
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { RefusalLog } from '@cgi/console-store';
import { filterFrom, filterTo } from '@cgi/workflows/time-zone';
import type { Request, Router } from 'express';
import type { AuthContext } from '../auth/context';
import { createRouteTable } from '../http/route';
import { z } from '../openapi/zod';

const refusal = z
  .object({
    id: z.number().int(),
    occurredAt: z.string(),
    status: z.number().int(),
    code: z.string(),
    reason: z.string().openapi({ description: 'El texto que recibió quien llamó' }),
    actor: z
      .string()
      .nullable()
      .openapi({ description: 'Quién (email o cuenta de servicio), si se lo identificó' }),
    method: z.string(),
    route: z.string(),
    operationType: z.string().nullable(),
    action: z.string().nullable().openapi({ description: 'start, validate, retry, bulkRetry, cancel' }),
    sourceAddress: z.string().nullable(),
    requestId: z.string().nullable(),
  })
  .openapi('Refusal');

/** AAAA-MM-DD, a real calendar day. */
const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Fecha inválida (use AAAA-MM-DD)' })
  .refine(
    (text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
    },
    {
      error: 'Fecha inválida (use AAAA-MM-DD)',
    },
  );

export const refusalQuery = z.object({
  actor: z.string().trim().min(1).max(320).optional(),
  status: z.coerce.number().int().min(400).max(499).optional(),
  operationType: z.string().trim().min(1).max(100).optional(),
  from: day.optional().openapi({ description: 'Desde (AAAA-MM-DD, inclusive, hora de Buenos Aires)' }),
  to: day.optional().openapi({ description: 'Hasta (AAAA-MM-DD, inclusive, hora de Buenos Aires)' }),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
  before: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .openapi({ description: 'El `next` de la página anterior' }),
});

export function registerRefusalRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  refusals: RefusalLog,
): void {
  const table = createRouteTable(router, registry, authenticate);
  table.add({
    method: 'get',
    path: '/api/refusals',
    summary: 'Registro de rechazos',
    description:
      'Cada respuesta 401 o 403 y cada inicio, validación, reintento o cancelación de operación rechazados: ' +
      'quién (si se lo identificó), qué ruta u operación, por qué, desde qué dirección y cuándo. Los más ' +
      'recientes primero; para la página siguiente, `before` = `next`.',
    tags: ['Auditoría'],
    roles: ['CGI.Admin'],
    query: refusalQuery,
    responses: {
      200: {
        description: 'Una página del registro',
        schema: z
          .object({ items: z.array(refusal), next: z.number().int().nullable() })
          .openapi('RefusalPage'),
      },
    },
    handler: async ({ query }) => {
      const page = await refusals.list(
        {
          actor: query.actor,
          status: query.status,
          operationType: query.operationType,
          from: query.from ? filterFrom(query.from) : undefined,
          to: query.to ? filterTo(query.to) : undefined,
        },
        { limit: query.pageSize, before: query.before },
      );
      return { status: 200, body: page };
    },
  });
}
