// Starting an operation, and checking a start without starting it (the form's validation).
import { ALL_CGI_ROLES } from '@cgi/workflows';
import { errorBody } from '../../http/errors';
import { z } from '../../openapi/zod';
import { operation, startOperationBody } from '../schemas';
import { shownTo } from '../service';
import { locationOf, sourceHeaders, sourceOf, type OperationRouteDeps } from './shared';
import { registerStartSchemas } from '../start-schemas';

export function registerStartRoutes({ table, registry, operations, startLimit }: OperationRouteDeps): void {
  const startBody = registerStartSchemas(registry);
  table.add({
    method: 'post',
    path: '/api/operations',
    rateLimit: startLimit,
    summary: 'Inicia una operación',
    description:
      'Valida la entrada y arranca el workflow. Devuelve 202 con el id; el progreso se consulta en ' +
      '`GET /api/operations/{id}` (con `?wait=30` la respuesta espera a que termine) o se sigue por SSE en ' +
      '`/api/operations/{id}/events`. ' +
      'Con `Idempotency-Key` (de quien llama, sea cual sea el tipo o el destino), la misma clave y entrada ' +
      'devuelven la misma operación; la misma clave con otra entrada, otro tipo u otro destino, 409. ' +
      'Las operaciones de alto riesgo (`highRisk` en `GET /api/catalog/operation-types`) exigen `reason`. ' +
      'Con `notBefore` (ISO 8601 con zona, hasta 90 días adelante) queda `scheduled` (Programada) y no ejecuta ' +
      'ningún paso antes de esa hora (ni antes de aprobarse, si necesita aprobación): corre a la más tardía de las ' +
      'dos. Una hora pasada o a más de 90 días es un 400 con el error en `fields.notBefore`. ' +
      'Tipos e inputs: `GET /api/catalog/operation-types`.',
    tags: ['Operaciones'],
    roles: ALL_CGI_ROLES,
    headers: sourceHeaders.extend({
      'idempotency-key': z.string().max(200).optional(),
    }),
    body: startOperationBody,
    authorize: ({ body, auth }) => operations.mayStart((body as { type?: unknown } | null)?.type, auth),
    bodyDocument: startBody,
    responses: {
      202: { description: 'Operación iniciada (o reutilizada por Idempotency-Key)', schema: operation },
      400: {
        description:
          'Entrada inválida (o falta el motivo de una operación de alto riesgo); `fields` tiene el error de cada campo',
        schema: errorBody,
      },
      409: {
        description: 'Idempotency-Key ya usada por quien llama con otra entrada, otro tipo u otro destino',
        schema: errorBody,
      },
    },
    handler: async ({ body, auth, req }) => {
      const idempotencyKey = req.header('idempotency-key') ?? undefined;
      const { id, view } = await operations.start({
        type: body.type,
        input: body.input,
        reason: body.reason,
        notBefore: body.notBefore,
        auth,
        source: sourceOf(req),
        idempotencyKey,
      });
      return { status: 202, body: shownTo(auth, view), headers: { location: locationOf(id) } };
    },
  });

  table.add({
    method: 'post',
    path: '/api/operations/validate',
    rateLimit: startLimit,
    summary: 'Valida el inicio de una operación sin iniciarla',
    description:
      'El mismo cuerpo que `POST /api/operations` y las mismas comprobaciones (rol, entrada, motivo de las ' +
      'operaciones de alto riesgo y las verificaciones previas contra los datos), pero no arranca nada: 200 si ' +
      'la operación se podría iniciar, o el mismo 400/403 que daría el inicio.',
    tags: ['Operaciones'],
    roles: ALL_CGI_ROLES,
    body: startOperationBody,
    authorize: ({ body, auth }) => operations.mayStart((body as { type?: unknown } | null)?.type, auth),
    bodyDocument: startBody,
    responses: {
      200: {
        description: 'La operación se podría iniciar con estos datos',
        schema: z
          .object({ valid: z.literal(true), type: z.string(), target: z.string() })
          .openapi('OperationValidation'),
      },
      400: {
        description:
          'Entrada inválida (o falta el motivo de una operación de alto riesgo); `fields` tiene el error de cada campo',
        schema: errorBody,
      },
      404: {
        description: 'Una verificación previa no encuentra lo que la operación cambia',
        schema: errorBody,
      },
      409: {
        description: 'Una verificación previa la rechaza (p. ej. se superpone con otra notificación)',
        schema: errorBody,
      },
    },
    handler: async ({ body, auth, req }) => {
      const checked = await operations.validate({
        type: body.type,
        input: body.input,
        reason: body.reason,
        notBefore: body.notBefore,
        auth,
        source: sourceOf(req),
      });
      return { status: 200, body: { valid: true, ...checked } };
    },
  });
}
