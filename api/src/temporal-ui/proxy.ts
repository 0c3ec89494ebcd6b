// The Temporal UI served by the api under /temporal, behind the console's sign-in: only the
// roles that may read operation histories get in, and because it shares the console's origin
// its codec calls (/codec/decode) carry the staff cookie, so it shows payloads decrypted. The
// Temporal UI itself runs with its public path set to /temporal (launcher, docker-compose.yml).
//
// The door is for reading (read-only.ts): every other call is refused here and recorded, so
// terminating, cancelling, signalling, resetting or starting goes through the console's api
// and its gate; the UI is told write actions are disabled (settings.ts) so it offers none.
// Every answer carries the console's security headers, its pages a policy that lets their own
// inline bootstrap run (page-policy.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Request, type RequestHandler, type Router } from 'express';
import { createProxyMiddleware, responseInterceptor } from 'http-proxy-middleware';
import { OPERATIONS_SUPPORT_ROLES } from '@cgi/workflows';
import type { AuthContext } from '../auth/context';
import { securityHeaders } from '../http/edge';
import { apiMessages, HttpError } from '../http/errors';
import { noteAuth } from '../http/answer-notes';
import { inlineScriptHashes } from './page-policy';
import { TEMPORAL_UI_PATH } from './path';
import { isReadRequest } from './read-only';
import { readOnlySettings, SETTINGS_PATH } from './settings';

export interface TemporalUiProxyOptions {
  /** The Temporal UI server, e.g. http://127.0.0.1:8233 (its public path must be /temporal). */
  upstream: string;
  authenticate: (req: Request) => Promise<AuthContext>;
  /** Where a browser without a session goes to sign in (`returnTo` brings it back); none: 401. */
  signInUrl?: string;
}

/** The path under /temporal, without the query. */
const uiPath = (req: IncomingMessage) =>
  new URL((req as Request).originalUrl ?? req.url ?? '/', 'http://ui').pathname.slice(
    TEMPORAL_UI_PATH.length,
  );

/** Assets and API answers stream through as they are; pages and the settings are read first. */
const streams = (req: Request) => {
  const path = uiPath(req);
  return path !== SETTINGS_PATH && (path.startsWith('/_app/') || path.startsWith('/api/'));
};

/**
 * The console's headers, set before the proxy, win over the UI server's own (its
 * X-Frame-Options SAMEORIGIN, its X-XSS-Protection): the upstream's copy of a header the
 * answer already has is dropped. API answers (histories, search attributes) are not stored.
 */
function keepConsoleHeaders(proxyRes: IncomingMessage, req: IncomingMessage, res: ServerResponse): void {
  for (const name of Object.keys(proxyRes.headers)) {
    if (res.hasHeader(name)) delete proxyRes.headers[name];
  }
  if (uiPath(req).startsWith('/api/')) proxyRes.headers['cache-control'] = 'no-store';
}

const readPage = responseInterceptor(async (body, proxyRes, req, res) => {
  if (uiPath(req) === SETTINGS_PATH && proxyRes.statusCode === 200) {
    const settings = readOnlySettings(body.toString('utf8'));
    if (settings !== undefined) return settings;
    // Settings the UI could not read with its write actions off: the UI is not served.
    res.statusCode = 502;
    res.setHeader('content-type', 'application/json; charset=utf-8');
    return JSON.stringify({ code: 'UPSTREAM', message: apiMessages.unexpected });
  }
  if (/^text\/html\b/i.test(String(proxyRes.headers['content-type'] ?? ''))) {
    const hashes = inlineScriptHashes(body.toString('utf8'));
    securityHeaders({ scriptSrc: ["'self'", ...hashes] })(req as Request, res as express.Response, () => {});
  }
  return body;
});

export function temporalUiRouter(options: TemporalUiProxyOptions): Router {
  const router = express.Router();
  const target = `${options.upstream.replace(/\/+$/, '')}${TEMPORAL_UI_PATH}`;
  const streamed = createProxyMiddleware<Request>({
    target,
    xfwd: true,
    on: { proxyRes: keepConsoleHeaders },
  });
  const read = createProxyMiddleware<Request>({
    target,
    xfwd: true,
    selfHandleResponse: true,
    on: {
      proxyRes: (proxyRes, req, res) => {
        keepConsoleHeaders(proxyRes, req, res);
        return readPage(proxyRes, req, res);
      },
    },
  });
  const gate: RequestHandler = async (req, res, next) => {
    let auth: AuthContext;
    try {
      auth = await options.authenticate(req);
    } catch (error) {
      const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
      if (options.signInUrl && wantsPage && error instanceof HttpError && error.status === 401) {
        res.redirect(303, `${options.signInUrl}?returnTo=${encodeURIComponent(req.originalUrl)}`);
        return;
      }
      next(error);
      return;
    }
    noteAuth(res, auth);
    if (!OPERATIONS_SUPPORT_ROLES.some((role) => auth.roles.includes(role))) {
      next(new HttpError(403, 'FORBIDDEN', apiMessages.forbiddenAction));
      return;
    }
    if (!isReadRequest(req)) {
      next(new HttpError(403, 'TEMPORAL_UI_READ_ONLY', apiMessages.temporalUiReadOnly));
      return;
    }
    next();
  };
  router.use(TEMPORAL_UI_PATH, securityHeaders(), gate, (req, res, next) =>
    (streams(req) ? streamed : read)(req, res, next),
  );
  return router;
}
