// Records every refusal the api answers (401 and 403 on any route, and any refused operation
// start, validation, retry, bulk retry or cancel) in the console's refusal record, from one
// place: the moment the answer is sent. It reads the notes the http layer takes while answering
// (http/answer-notes: who called, what they were told); the http layer never calls in here.
import type { RefusalLog } from '@cgi/console-store';
import type { NextFunction, Request, Response } from 'express';
import { actorOf } from '../auth/context';
import { answerNotesOf } from '../http/answer-notes';
import { REQUEST_ID_HTTP_HEADER } from '../observability/request-context';
import { requestRoute } from '../observability/request-route';

/** Which operation action a request was, for the record. */
export interface OperationActionNote {
  action: 'start' | 'validate' | 'retry' | 'bulkRetry' | 'cancel' | 'undo' | 'approve' | 'reject';
  type?: string;
}

/**
 * The operation action a request is, from its method and path alone, so a refusal is recorded
 * as one even when the request never reached its handler (a body that failed validation).
 */
export function operationActionOf(req: Request): OperationActionNote | undefined {
  if (req.method !== 'POST') return undefined;
  const path = req.path.replace(/\/+$/, '');
  const bodyType = (req.body as { type?: unknown } | undefined)?.type;
  if (path === '/api/operations') {
    return { action: 'start', ...(typeof bodyType === 'string' ? { type: bodyType.slice(0, 100) } : {}) };
  }
  if (path === '/api/operations/validate') {
    return { action: 'validate', ...(typeof bodyType === 'string' ? { type: bodyType.slice(0, 100) } : {}) };
  }
  if (path === '/api/operations/bulk-retry') return { action: 'bulkRetry', type: 'operations.bulkRetry' };
  const match = /^\/api\/operations\/(.+)\/(retry|cancel|undo|approve|reject)$/.exec(path);
  if (!match) return undefined;
  let id = match[1] ?? '';
  try {
    id = decodeURIComponent(id);
  } catch {
    // An undecodable id is refused elsewhere; its raw first segment is still the best guess.
  }
  return {
    action: match[2] as 'retry' | 'cancel' | 'undo' | 'approve' | 'reject',
    type: id.split('/')[0]?.slice(0, 100),
  };
}

function isRefusal(status: number, action: OperationActionNote | undefined): boolean {
  if (status === 401 || status === 403) return true;
  return action !== undefined && status >= 400 && status < 500;
}

export function refusalRecorder(
  log: RefusalLog,
  options: { contractRoute?: (path: string) => string | undefined } = {},
) {
  return (req: Request, res: Response, next: NextFunction): void => {
    res.on('finish', () => {
      const locals = answerNotesOf(res);
      const action = operationActionOf(req);
      if (!isRefusal(res.statusCode, action)) return;
      // The route's pattern, never the path: it may name a customer (issue 40).
      const route = requestRoute(req, options.contractRoute);
      log.record({
        occurredAt: new Date(),
        status: res.statusCode,
        code: locals.errorBody?.code ?? String(res.statusCode),
        reason: locals.errorBody?.message ?? '',
        actor: locals.auth ? actorOf(locals.auth) : (locals.refusedActor ?? null),
        method: req.method,
        route,
        operationType: action?.type ?? null,
        action: action?.action ?? null,
        sourceAddress: req.ip ?? req.socket.remoteAddress ?? null,
        // The id the answer carries (requestContext gives every request one).
        requestId: String(res.getHeader(REQUEST_ID_HTTP_HEADER) ?? '') || null,
      });
    });
    next();
  };
}
