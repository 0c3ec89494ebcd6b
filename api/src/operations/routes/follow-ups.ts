// What follows an operation: retry, undo, cancel, and a new time for a scheduled one.
import { withConsoleOffset } from '@cgi/workflows/time-zone';
import { errorBody } from '../../http/errors';
import { rescheduleBody, operation, operationIdParams, retryBody, undoBody } from '../schemas';
import { shownTo } from '../service';
import { locationOf, sourceHeaders, sourceOf, type OperationRouteDeps } from './shared';

export function registerFollowUpRoutes({ table, operations, startLimit }: OperationRouteDeps): void {
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
    bodyExample: { notBefore: withConsoleOffset('2026-12-01T23:30:00') },
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
}
