import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
// What the route files of /api/operations share: what each receives, where a request comes from,
// where an operation lives, and who may read one.
import type { OperationSource } from '@cgi/workflows';
import type { Request, RequestHandler } from 'express';
import type { AuthContext } from '../../auth/context';
import { apiMessages, HttpError } from '../../http/errors';
import type { RouteTable } from '../../http/route';
import { z } from '../../openapi/zod';
import type { OperationView } from '../schemas';
import { mayRead, type OperationsService } from '../service';

export interface OperationRouteDeps {
  table: RouteTable;
  /** The contract's registry (the start routes name each type's input schema in it). */
  registry: OpenAPIRegistry;
  operations: OperationsService;
  /** The per-caller limit of operation starts, validations and retries (edge.ts). */
  startLimit?: RequestHandler;
}

export function sourceOf(req: Request): OperationSource {
  const header = String(req.headers['x-consola-source'] ?? '').toLowerCase();
  return header === 'ui' || header === 'cli' ? header : 'api';
}

export const locationOf = (id: string) => `/api/operations/${encodeURIComponent(id)}`;

/** Support engineers read every operation; everyone else, the ones they started. */
export function assertMayRead(auth: AuthContext, view: Pick<OperationView, 'actor'>): void {
  if (!mayRead(auth, view.actor)) throw new HttpError(403, 'FORBIDDEN', apiMessages.forbiddenAction);
}

export const sourceHeaders = z.object({
  'x-consola-source': z
    .enum(['ui', 'api', 'cli'])
    .optional()
    .openapi({ description: 'Desde dónde se inicia: ui, cli o api (por defecto)' }),
});
