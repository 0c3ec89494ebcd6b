// The Temporal UI served by the api under /temporal, behind the console's sign-in: only the
// roles that may read operation histories get in, and because it shares the console's origin
// its codec calls (/codec/decode) carry the staff cookie, so it shows payloads decrypted. The
// Temporal UI itself runs with its public path set to /temporal (launcher, docker-compose.yml).
import express, { type Request, type Router } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { OPERATIONS_SUPPORT_ROLES } from '@cgi/workflows';
import type { AuthContext } from '../auth/context';
import { apiMessages, HttpError } from '../http/errors';
import { TEMPORAL_UI_PATH } from './path';

export interface TemporalUiProxyOptions {
  /** The Temporal UI server, e.g. http://127.0.0.1:8233 (its public path must be /temporal). */
  upstream: string;
  authenticate: (req: Request) => Promise<AuthContext>;
  /** Where a browser without a session goes to sign in (`returnTo` brings it back); none: 401. */
  signInUrl?: string;
}

export function temporalUiRouter(options: TemporalUiProxyOptions): Router {
  const router = express.Router();
  const proxy = createProxyMiddleware({
    target: `${options.upstream.replace(/\/+$/, '')}${TEMPORAL_UI_PATH}`,
    xfwd: true,
  });
  router.use(TEMPORAL_UI_PATH, async (req, res, next) => {
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
    if (!OPERATIONS_SUPPORT_ROLES.some((role) => auth.roles.includes(role))) {
      next(new HttpError(403, 'FORBIDDEN', apiMessages.forbiddenAction));
      return;
    }
    next();
  });
  router.use(TEMPORAL_UI_PATH, proxy);
  return router;
}
