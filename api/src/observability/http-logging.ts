// One log line per request (pino-http): method, route, status, duration and the request id.
// Headers are left out (they carry bearer tokens); health probes are not logged (an
// orchestrator calls them every few seconds).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { rootLogger } from '../logger';
import { currentRequestId } from './request-context';

export function httpLogging(): RequestHandler {
  return pinoHttp({
    logger: rootLogger,
    genReqId: (req: IncomingMessage) => currentRequestId() ?? String(req.headers['x-request-id'] ?? ''),
    customAttributeKeys: { reqId: 'requestId' },
    quietReqLogger: true,
    autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/api/health') },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    customSuccessMessage: (req, res) => `${req.method} ${routeOf(req) ?? pathOf(req)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${routeOf(req) ?? pathOf(req)} ${res.statusCode}`,
    serializers: {
      req: (req: IncomingMessage & { raw?: IncomingMessage }) => ({ method: req.method, url: req.url }),
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

const pathOf = (req: IncomingMessage) => (req.url ?? '').split('?')[0];
