// One operation: its state (or, with ?wait, its end), its elements and its event-log lines.
import { isActive } from '@cgi/workflows';
import { apiMessages, errorBody, HttpError } from '../../http/errors';
import { z } from '../../openapi/zod';
import {
  elementPage,
  elementQuery,
  operationElement,
  eventLogEntry,
  operation,
  operationIdParams,
  readOperationQuery,
} from '../schemas';
import { shownTo } from '../service';
import { assertMayRead, type OperationRouteDeps } from './shared';

export function registerOperationReadRoutes({ table, operations }: OperationRouteDeps): void {
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
}
