// One log line per request (pino-http): method, route, status, duration and the request id.
// Headers are left out (they carry bearer tokens); health probes are not logged (an
// orchestrator calls them every few seconds). The route is its pattern and the query shows only
// the values that name no one (request-route.ts): a URL holds customers' e-mails and CUITs.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { rootLogger } from '../logger';
import { currentRequestId } from './request-context';
import { loggedQuery, requestRoute } from './request-route';

export interface HttpLoggingOptions {
  /** The contract's route of a path no Express route answered (edge.ts, contractRoutes). */
  contractRoute?: (path: string) => string | undefined;
}

export function httpLogging(options: HttpLoggingOptions = {}): RequestHandler {
  const route = (req: IncomingMessage) => requestRoute(req, options.contractRoute);
  const line = (req: IncomingMessage, res: ServerResponse) => `${req.method} ${route(req)} ${res.statusCode}`;
  return pinoHttp({
    logger: rootLogger,
    genReqId: (req: IncomingMessage) => currentRequestId() ?? String(req.headers['x-request-id'] ?? ''),
    customAttributeKeys: { reqId: 'requestId' },
    quietReqLogger: true,
    autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/api/health') },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    customSuccessMessage: line,
    customErrorMessage: line,
    serializers: {
      req: (req: IncomingMessage & { raw?: IncomingMessage }) => {
        const raw = req.raw ?? req;
        const query = loggedQuery(raw);
        return { method: raw.method, route: route(raw), ...(query ? { query } : {}) };
      },
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
  }) as unknown as RequestHandler;
}

/** The route pattern Express matched (`/api/operations/:id`), if one did. */
export function routeOf(req: IncomingMessage): string | undefined {
  const express = req as IncomingMessage & { route?: { path?: unknown }; baseUrl?: string };
  return express.route && typeof express.route.path === 'string'
    ? `${express.baseUrl ?? ''}${express.route.path}`
    : undefined;
}
