// /api/operations: start, list, read, follow (SSE), retry, undo, cancel, reschedule, approve and
// bulk-retry operations, and the event-log entries each one wrote; one file per group in
// ./routes/. The order is Express's (a fixed path before /:id) and the OpenAPI document's.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { Request, RequestHandler, Router } from 'express';
import type { AuthContext } from '../auth/context';
import { createRouteTable } from '../http/route';
import { registerApprovalRoutes } from './routes/approvals';
import { registerBulkRetryRoutes } from './routes/bulk-retry';
import { registerEventRoutes } from './routes/events';
import { registerFollowUpRoutes } from './routes/follow-ups';
import { registerListRoutes } from './routes/lists';
import { registerOperationReadRoutes } from './routes/one-operation';
import { registerStartRoutes } from './routes/start';
import type { OperationsService } from './service';

export function registerOperationRoutes(
  router: Router,
  registry: OpenAPIRegistry,
  authenticate: (req: Request) => Promise<AuthContext>,
  operations: OperationsService,
  /** The per-caller limit of operation starts, validations and retries (edge.ts). */
  startLimit?: RequestHandler,
): void {
  const table = createRouteTable(router, registry, authenticate);
  const deps = { table, registry, operations, startLimit };
  registerStartRoutes(deps);
  registerListRoutes(deps);
  registerBulkRetryRoutes(deps);
  registerOperationReadRoutes(deps);
  registerFollowUpRoutes(deps);
  registerApprovalRoutes(deps);
  registerEventRoutes(deps);
}
