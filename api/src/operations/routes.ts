// /api/operations: start, list, read, follow (SSE), retry, cancel and bulk-retry operations,
// and the event-log entries each one wrote.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  ALL_CGI_ROLES,
  BULK_RETRY_MAX_ITEMS,
  isActive,
  OPERATIONS_SUPPORT_ROLES,
  type OperationSource,
} from '@cgi/workflows';
import type { Request, RequestHandler, Router } from 'express';
import type { AuthContext } from '../auth/context';
import { apiMessages, errorBody, HttpError } from '../http/errors';
import { createRouteTable } from '../http/route';
import { z } from '../openapi/zod';
import {
  approvalAnswer,
  approvalItem,
  approveBody,
  rejectBody,
  rescheduleBody,
  bulkRetryBody,
  elementPage,
  elementQuery,
  operationElement,
  eventLogEntry,
  listOperationsQuery,
  operation,
  operationFilter,
  operationIdParams,
  readOperationQuery,
  operationPage,
  relatedName,
  relatedNameQuery,
  retryBody,
  startOperationBody,
  undoBody,
  type OperationView,
} from './schemas';
import { mayRead, shownTo, type OperationsService } from './service';
import { approvalRecordPage, approvalRecordQuery } from './approval-record';
import { registerStartSchemas } from './start-schemas';

const SSE_POLL_MS = 400;

function sourceOf(req: Request): OperationSource {
  const header = String(req.headers['x-consola-source'] ?? '').toLowerCase();
  return header === 'ui' || header === 'cli' ? header : 'api';
}

const locationOf = (id: string) => `/api/operations/${encodeURIComponent(id)}`;

/** Support engineers read every operation; everyone else, the ones they started. */
function assertMayRead(auth: AuthContext, view: Pick<OperationView, 'actor'>): void {
  if (!mayRead(auth, view.actor)) throw new HttpError(403, 'FORBIDDEN', apiMessages.forbiddenAction);
}

const sourceHeaders = z.object({
  'x-consola-source': z
    .enum(['ui', 'api', 'cli'])
    .optional()
    .openapi({ description: 'Desde dónde se inicia: ui, cli o api (por defecto)' }),
});

export function registerOperationRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  operations: OperationsService,
  /** The per-caller limit of operation starts, validations and retries (edge.ts). */
  startLimit?: RequestHandler,
): void {
  const table = createRouteTable(router, registry, authenticate);
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

  table.add({
    method: 'get',
    path: '/api/operations',
    summary: 'Lista de operaciones',
    description:
      'Filtra en el servidor (visibilidad de Temporal) por estado, tipo, quién la inició, objetivo y fecha de ' +
      'inicio; pagina con `nextPageToken`. Orden: las que están en curso primero, después las más recientes. ' +
      'Con `target` es el historial de operaciones de un suscriptor, organización o usuario.',
    tags: ['Operaciones'],
    roles: OPERATIONS_SUPPORT_ROLES,
    query: listOperationsQuery,
    responses: { 200: { description: 'Una página de operaciones', schema: operationPage } },
    handler: async ({ query }) => {
      const { pageSize, pageToken, ...filter } = query;
      return { status: 200, body: await operations.list(filter, { pageSize, pageToken }) };
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

  table.add({
    method: 'get',
    path: '/api/operations/:id',
    summary: 'Estado de una operación',
    description:
      'Estado, entrada (con secretos ocultos), pasos (con intentos, tiempos y el error de cada intento), ' +
      'elementos de las operaciones masivas, resultado o error, motivo, enlaces al reintento y a Temporal. ' +
      'El id va codificado (contiene "/"). Soporte y administración ven todas; el resto, las que iniciaron.',
    tags: ['Operaciones'],
    roles: 'any',
    params: operationIdParams,
    query: readOperationQuery,
    responses: {
      200: { description: 'La operación', schema: operation },
      404: { description: 'No existe', schema: errorBody },
    },
    handler: async ({ params, query, auth }) => {
      let view = await operations.get(params.id);
      // Who may not read it learns nothing, and does not get to hold a request open.
      assertMayRead(auth, view);
      if (query.wait && isActive(view.status)) {
        await operations.waitForEnd(params.id, query.wait * 1000);
        view = await operations.get(params.id);
      }
      return { status: 200, body: shownTo(auth, view) };
    },
  });

  table.add({
    method: 'get',
    path: '/api/operations/:id/elements',
    summary: 'Elementos de una operación masiva',
    description:
      'Una página de los elementos (sesiones, declaraciones, organizaciones del CSV, documentos, operaciones), ' +
      'en orden, con su estado (`pending` todavía no tuvo efecto), nota o error, y los totales por estado. ' +
      'Filtra con `status` (p. ej. `failed`); para la página siguiente, `after` = `next`.',
    tags: ['Operaciones'],
    roles: 'any',
    params: operationIdParams,
    query: elementQuery,
    responses: {
      200: { description: 'Una página de elementos', schema: elementPage },
      404: { description: 'No existe', schema: errorBody },
    },
    handler: async ({ params, query, auth }) => {
      const { view, ...page } = await operations.elements(params.id, query);
      assertMayRead(auth, view);
      return { status: 200, body: page };
    },
  });

  table.add({
    method: 'get',
    path: '/api/operations/:id/elements/:key',
    summary: 'Un elemento de una operación masiva',
    description: 'El elemento con esa clave (enlace directo desde la vista de elementos).',
    tags: ['Operaciones'],
    roles: 'any',
    params: operationIdParams.extend({ key: z.string().min(1).max(500) }),
    responses: {
      200: { description: 'El elemento', schema: operationElement },
      404: { description: 'No existe la operación o el elemento', schema: errorBody },
    },
    handler: async ({ params, auth }) => {
      const found = await operations.element(params.id, params.key);
      assertMayRead(auth, found.view);
      if (!found.element) throw new HttpError(404, 'ELEMENT_NOT_FOUND', apiMessages.elementNotFound);
      return { status: 200, body: found.element };
    },
  });

  table.add({
    method: 'get',
    path: '/api/operations/:id/log',
    summary: 'Registro de eventos de una operación',
    description:
      'Las entradas que la operación escribió en el registro de eventos (transactionId = id), en orden.',
    tags: ['Operaciones'],
    roles: 'any',
    params: operationIdParams,
    responses: {
      200: { description: 'Entradas', schema: z.object({ items: z.array(eventLogEntry) }) },
      404: { description: 'No existe', schema: errorBody },
    },
    handler: async ({ params, auth }) => {
      assertMayRead(auth, await operations.get(params.id));
      const items = await operations.log(params.id);
      return {
        status: 200,
        body: {
          items: items.map((entry) => ({
            eventLogId: entry.eventLogId,
            creationDate: entry.creationDate,
            processName: entry.processName,
            logType: entry.logType,
            eventText: entry.eventText,
          })),
        },
      };
    },
  });

  table.add({
    method: 'post',
    path: '/api/operations/:id/retry',
    rateLimit: startLimit,
    summary: 'Reintenta una operación fallida o cancelada',
    description:
      'Inicia `{id}-r1` (o el siguiente de la cadena), que continúa desde el paso que falló: los pasos ' +
      'completados no se repiten. La nueva operación tiene `retryOf`; la anterior muestra `retriedBy`. ' +
      'Reintentar otra vez la misma devuelve el reintento ya iniciado. Alto riesgo: requiere `reason`. ' +
      'Quién puede reintentar cada tipo lo dice `access.retry` en `GET /api/catalog/operation-types` ' +
      '(soporte y administración, si su rol también puede iniciarla); la regla más fina del tipo se vuelve a ' +
      'comprobar con la entrada original.',
    tags: ['Operaciones'],
    roles: 'any',
    params: operationIdParams,
    headers: sourceHeaders,
    body: retryBody,
    authorize: ({ params, auth }) => operations.mayAct(params.id, 'retry', auth).then(() => undefined),
    bodyExample: {},
    responses: {
      202: { description: 'El reintento', schema: operation },
      404: { description: 'No existe', schema: errorBody },
      409: {
        description:
          'La operación no falló ni fue cancelada, se deshizo, o terminó con un rechazo que un reintento repetiría ' +
          '(`retryBlockedReason`, p. ej. el suscriptor sigue en su límite de usuarios)',
        schema: errorBody,
      },
    },
    handler: async ({ params, body, auth, req }) => {
      const { id } = await operations.retry(params.id, { auth, source: sourceOf(req), reason: body.reason });
      return {
        status: 202,
        body: shownTo(auth, await operations.get(id)),
        headers: { location: locationOf(id) },
      };
    },
  });

  table.add({
    method: 'post',
    path: '/api/operations/:id/undo',
    summary: 'Deshace una operación fallida o cancelada',
    description:
      'Inicia una operación `operation.undo` que ejecuta, del más reciente al primero, el inverso que la ' +
      'plataforma ofrece para cada paso completado (p. ej. cancelar la invitación, dar de baja el vínculo con ' +
      'la organización, desasignar del suscriptor); lo que no tiene inverso queda y la operación lo dice. ' +
      'Lo que hará está en `undo` de la operación; cuando termina, la operación muestra `undoneBy` y ' +
      '`undoSteps`, y ya no se ofrece reintentarla. Una por operación: pedirla otra vez devuelve la misma. ' +
      'Pueden deshacer quienes pueden reintentar ese tipo (`access.retry`). Requiere `reason`. 409 si está en ' +
      'curso, terminó bien, ya se reintentó (deshaga el último reintento) o nada de lo que hizo tiene inverso.',
    tags: ['Operaciones'],
    roles: 'any',
    params: operationIdParams,
    headers: sourceHeaders,
    body: undoBody,
    authorize: ({ params, auth }) => operations.mayAct(params.id, 'undo', auth).then(() => undefined),
    bodyExample: { reason: 'El suscriptor no tiene lugar; se deshace el alta a medias' },
    responses: {
      202: { description: 'La operación que deshace', schema: operation },
      400: { description: 'Falta el motivo', schema: errorBody },
      404: { description: 'No existe', schema: errorBody },
      409: { description: 'No se puede deshacer (el motivo, en el mensaje)', schema: errorBody },
    },
    handler: async ({ params, body, auth, req }) => {
      const { id } = await operations.undo(params.id, { auth, source: sourceOf(req), reason: body.reason });
      return { status: 202, body: await operations.get(id), headers: { location: locationOf(id) } };
    },
  });

  table.add({
    method: 'post',
    path: '/api/operations/:id/cancel',
    summary: 'Cancela una operación en curso',
    description:
      'Pide la cancelación: el paso en curso termina y la operación se detiene antes del siguiente. Al ' +
      'terminar, su estado es `cancelled` y sus pasos dicen cuáles tuvieron efecto (done) y cuáles no (skipped). ' +
      'Quién puede cancelar cada tipo lo dice `access.cancel` en `GET /api/catalog/operation-types`.',
    tags: ['Operaciones'],
    roles: 'any',
    params: operationIdParams,
    responses: {
      202: {
        description: 'Cancelación pedida; la operación todavía puede estar terminando su paso',
        schema: operation,
      },
      404: { description: 'No existe', schema: errorBody },
      409: { description: 'La operación ya terminó', schema: errorBody },
    },
    handler: async ({ params, auth }) => {
      await operations.cancel(params.id, auth);
      return { status: 202, body: shownTo(auth, await operations.get(params.id)) };
    },
  });

  table.add({
    method: 'post',
    path: '/api/operations/:id/reschedule',
    rateLimit: startLimit,
    summary: 'Cambia la hora de una operación programada',
    description:
      'Solo antes de que empiece (estado `scheduled`, o esperando aprobación con una hora): la hora nueva, en ' +
      'el futuro y hasta 90 días adelante, reemplaza a la anterior. Puede hacerlo quien puede iniciar ese tipo ' +
      'y ver la operación; el cambio queda en el registro de la operación (quién, cuándo, desde dónde). Para ' +
      'que no corra, `POST /api/operations/{id}/cancel`.',
    tags: ['Operaciones'],
    roles: 'any',
    params: operationIdParams,
    headers: sourceHeaders,
    body: rescheduleBody,
    authorize: ({ params, auth }) => operations.mayAct(params.id, 'reschedule', auth).then(() => undefined),
    bodyExample: { notBefore: '2026-12-01T23:30:00-03:00' },
    responses: {
      200: { description: 'Hora cambiada', schema: operation },
      400: {
        description: 'Hora inválida, pasada o a más de 90 días (`fields.notBefore`)',
        schema: errorBody,
      },
      403: {
        description: 'Su rol no puede iniciar ese tipo, o no puede ver la operación',
        schema: errorBody,
      },
      404: { description: 'No existe', schema: errorBody },
      409: { description: 'Ya empezó o terminó, o no se inició programada', schema: errorBody },
    },
    handler: async ({ params, body, auth, req }) => {
      await operations.reschedule(params.id, { auth, source: sourceOf(req), notBefore: body.notBefore });
      return { status: 200, body: shownTo(auth, await operations.get(params.id)) };
    },
  });

  table.add({
    method: 'get',
    path: '/api/approvals',
    summary: 'Aprobaciones pendientes',
    description:
      'Las operaciones que esperan aprobación y que quien llama puede aprobar: no las que pidió (tampoco un ' +
      'administrador), solo las de tipos que su rol puede aprobar e iniciar, y no las que ya aprobó. Las cuentas ' +
      'de servicio no aprueban: reciben una lista vacía. Las más antiguas primero.',
    tags: ['Aprobaciones'],
    roles: 'any',
    responses: {
      200: {
        description: 'Pendientes',
        schema: z.object({ items: z.array(approvalItem) }).openapi('ApprovalList'),
      },
    },
    handler: async ({ auth }) => ({ status: 200, body: { items: await operations.approvals(auth) } }),
  });

  table.add({
    method: 'get',
    path: '/api/approvals/record',
    summary: 'Registro de aprobaciones',
    description:
      'Cada operación que esperó una aprobación de cuatro ojos: qué (tipo y objetivo por nombre), quién la pidió, ' +
      'cuándo y por qué, la decisión (pendiente, aprobada, rechazada, vencida o retirada), quiénes decidieron, ' +
      'cuándo y el motivo del rechazo. Las más recientes primero; para la página siguiente, `pageToken` = ' +
      '`nextPageToken`. Lo leen quienes leen todas las operaciones (Administración y Soporte): el registro ' +
      'muestra pedidos y motivos de todo el personal. Como archivo: `GET /api/exports/approvals`.',
    tags: ['Aprobaciones'],
    roles: OPERATIONS_SUPPORT_ROLES,
    query: approvalRecordQuery,
    responses: {
      200: { description: 'Una página del registro', schema: approvalRecordPage },
      400: { description: 'Filtro o `pageToken` inválido', schema: errorBody },
    },
    handler: async ({ query }) => {
      const { pageSize, pageToken, ...filter } = query;
      return { status: 200, body: await operations.approvalRecord(filter, { pageSize, pageToken }) };
    },
  });

  const decisionResponses = {
    400: { description: 'Falta el motivo del rechazo', schema: errorBody },
    403: {
      description:
        'La pidió quien llama (también un administrador), su rol no puede aprobar ese tipo, o es una cuenta de servicio',
      schema: errorBody,
    },
    404: { description: 'No existe', schema: errorBody },
    409: {
      description:
        'Ya no espera aprobación (aprobada, rechazada, vencida o retirada), ya la aprobó, o cambió su entrada',
      schema: errorBody,
    },
  };

  table.add({
    method: 'post',
    path: '/api/operations/:id/approve',
    summary: 'Aprueba una operación que espera aprobación',
    description:
      'Otra persona que la pida no puede aprobarla: debe ser alguien distinto de quien la pidió, con un rol que ' +
      'pueda aprobar e iniciar ese tipo. Con dos aprobaciones, cada persona cuenta una vez (`missing` dice cuántas ' +
      'faltan). Cuando no falta ninguna, la operación corre exactamente la entrada aprobada.',
    tags: ['Aprobaciones'],
    roles: 'any',
    params: operationIdParams,
    headers: sourceHeaders,
    body: approveBody,
    authorize: ({ params, auth }) => operations.mayDecide(params.id, auth),
    bodyExample: {},
    responses: {
      200: { description: 'Aprobación registrada', schema: approvalAnswer },
      ...decisionResponses,
    },
    handler: async ({ params, body, auth, req }) => {
      const answer = await operations.approve(params.id, {
        auth,
        source: sourceOf(req),
        inputHash: body.inputHash,
      });
      return { status: 200, body: { ...answer, operation: shownTo(auth, await operations.get(params.id)) } };
    },
  });

  table.add({
    method: 'post',
    path: '/api/operations/:id/reject',
    summary: 'Rechaza una operación que espera aprobación',
    description:
      "Con un motivo (obligatorio). La operación termina 'Rechazada' sin ejecutar ningún paso; quien la pidió ve " +
      'quién la rechazó, cuándo y por qué.',
    tags: ['Aprobaciones'],
    roles: 'any',
    params: operationIdParams,
    headers: sourceHeaders,
    body: rejectBody,
    authorize: ({ params, auth }) => operations.mayDecide(params.id, auth),
    bodyExample: { reason: 'El usuario sigue activo en el contrato vigente' },
    responses: { 200: { description: 'Rechazo registrado', schema: approvalAnswer }, ...decisionResponses },
    handler: async ({ params, body, auth, req }) => {
      const answer = await operations.reject(params.id, {
        auth,
        source: sourceOf(req),
        reason: body.reason,
        inputHash: body.inputHash,
      });
      return { status: 200, body: { ...answer, operation: shownTo(auth, await operations.get(params.id)) } };
    },
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
    handler: async ({ params, auth, req, res }) => {
      let view = await operations.get(params.id);
      assertMayRead(auth, view);
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
        const json = JSON.stringify(shownTo(auth, view));
        if (json !== last) {
          res.write(`event: operation\ndata: ${json}\n\n`);
          last = json;
        }
        if (!isActive(view.status)) break;
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
