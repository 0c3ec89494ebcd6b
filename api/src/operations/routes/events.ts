// An operation's progress live, as Server-Sent Events.
import { isActive } from '@cgi/workflows';
import { errorBody } from '../../http/errors';
import { z } from '../../openapi/zod';
import { operationIdParams } from '../schemas';
import { shownTo } from '../service';
import { assertMayRead, type OperationRouteDeps } from './shared';

const SSE_POLL_MS = 400;

export function registerEventRoutes({ table, operations }: OperationRouteDeps): void {
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
