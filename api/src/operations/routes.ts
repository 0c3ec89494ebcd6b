// /api/operations: start an operation, read it, stream its progress.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { ALL_CGI_ROLES, type OperationSource } from '@cgi/workflows';
import type { Request, Router } from 'express';
import type { AuthContext } from '../auth/context';
import { errorBody } from '../http/errors';
import { createRouteTable } from '../http/route';
import { z } from '../openapi/zod';
import { operation, operationIdParams, startOperationBody } from './schemas';
import type { OperationsService } from './service';

const SSE_POLL_MS = 400;

function sourceOf(req: Request): OperationSource {
  const header = String(req.headers['x-consola-source'] ?? '').toLowerCase();
  return header === 'ui' || header === 'cli' ? header : 'api';
}

export function registerOperationRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  operations: OperationsService,
): void {
  const table = createRouteTable(router, registry, authenticate);

  table.add({
    method: 'post',
    path: '/api/operations',
    summary: 'Inicia una operación',
    description:
      'Valida la entrada y arranca el workflow. Devuelve 202 con el id; el progreso se consulta en ' +
      '`GET /api/operations/{id}` o se sigue por SSE en `/api/operations/{id}/events`. ' +
      'Con `Idempotency-Key`, la misma clave y entrada devuelven la misma operación; otra entrada, 409. ' +
      'Tipos: `subscriber.addUser` (input: subscriberNumber, email, firstName, lastName, phone?, userTypeCode ORG-STAFF|ORG-ADMIN).',
    tags: ['Operaciones'],
    roles: ALL_CGI_ROLES,
    headers: z.object({
      'idempotency-key': z.string().max(200).optional(),
      'x-consola-source': z.enum(['ui', 'api', 'cli']).optional(),
    }),
    body: startOperationBody,
    bodyExample: {
      type: 'subscriber.addUser',
      input: {
        subscriberNumber: '100001',
        email: 'nueva.usuaria@demo.com.ar',
        firstName: 'Nueva',
        lastName: 'Usuaria',
        phone: '1155550000',
        userTypeCode: 'ORG-STAFF',
      },
    },
    responses: {
      202: { description: 'Operación iniciada (o reutilizada por Idempotency-Key)', schema: operation },
      400: { description: 'Entrada inválida; `fields` tiene el error de cada campo', schema: errorBody },
      409: { description: 'Idempotency-Key reutilizada con otra entrada', schema: errorBody },
    },
    handler: async ({ body, auth, req }) => {
      const idempotencyKey = req.header('idempotency-key') ?? undefined;
      const { id } = await operations.start({
        type: body.type,
        input: body.input,
        reason: body.reason,
        auth,
        source: sourceOf(req),
        idempotencyKey,
      });
      const view = await operations.get(id);
      return { status: 202, body: view, headers: { location: `/api/operations/${encodeURIComponent(id)}` } };
    },
  });

  table.add({
    method: 'get',
    path: '/api/operations/:id',
    summary: 'Estado de una operación',
    description:
      'Estado, pasos (con intentos, tiempos y errores), resultado o error. El id va codificado (contiene "/").',
    tags: ['Operaciones'],
    roles: 'any',
    params: operationIdParams,
    responses: {
      200: { description: 'La operación', schema: operation },
      404: { description: 'No existe', schema: errorBody },
    },
    handler: async ({ params }) => ({ status: 200, body: await operations.get(params.id) }),
  });

  table.add({
    method: 'get',
    path: '/api/operations/:id/events',
    summary: 'Progreso en vivo (Server-Sent Events)',
    description:
      'Flujo `text/event-stream`: un evento `operation` con la operación completa en cada cambio; ' +
      'se cierra cuando la operación termina.',
    tags: ['Operaciones'],
    roles: 'any',
    params: operationIdParams,
    responses: {
      200: { description: 'Eventos `operation`', schema: z.string(), contentType: 'text/event-stream' },
      404: { description: 'No existe', schema: errorBody },
    },
    handler: async ({ params, req, res }) => {
      let view = await operations.get(params.id);
      res.status(200);
      res.setHeader('content-type', 'text/event-stream; charset=utf-8');
      res.setHeader('cache-control', 'no-cache, no-transform');
      res.setHeader('x-accel-buffering', 'no');
      res.flushHeaders();
      let closed = false;
      req.on('close', () => {
        closed = true;
      });
      let last = '';
      while (!closed) {
        const json = JSON.stringify(view);
        if (json !== last) {
          res.write(`event: operation\ndata: ${json}\n\n`);
          last = json;
        }
        if (view.status !== 'running') break;
        await new Promise((resolve) => setTimeout(resolve, SSE_POLL_MS));
        if (closed) break;
        try {
          view = await operations.get(params.id);
        } catch {
          res.write(': lectura fallida, se reintenta\n\n');
        }
      }
      res.end();
      return undefined;
    },
  });
}
