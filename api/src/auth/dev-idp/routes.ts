// Embedded-mode identity provider: sign-in page, token endpoint for scripts and JWKS.
import express, { type Router } from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from '../../openapi/zod';
import { HttpError } from '../../http/errors';
import { createRouteTable } from '../../http/route';
import { devAccounts, findDevAccount } from './accounts';
import { DEV_TOKEN_TTL_SECONDS, type DevIssuer } from './issuer';
import { renderSignInPage } from './sign-in-page';

export const PRODUCT_COOKIE = 'cgi_token';

const SAME_ORIGIN = 'http://consola.invalid';

/**
 * A path of this console, never another site: browsers read `/\evil.example` or a path with a
 * tab in it as `//evil.example`, so the value is resolved the way a browser would and kept only
 * when it stays on this origin.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(value, SAME_ORIGIN);
  } catch {
    return '/';
  }
  return url.origin === SAME_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : '/';
}

/** Browsers keep a Secure cookie from https, or from this machine over http (localhost). */
function secureCookieAllowed(req: express.Request): boolean {
  return req.secure || /^(localhost|127(\.\d{1,3}){3}|\[::1\]|::1)$/.test(req.hostname);
}

const devAccountSchema = z
  .object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    roles: z.array(z.string()),
    description: z.string(),
    access: z.enum(['GRANTED', 'REVOKED']),
  })
  .openapi('DevAccount');

/**
 * Whether a sign-in form was sent from a page of this console. Browsers say where a request
 * comes from (Sec-Fetch-Site, else Origin); another site's page posting the form would sign the
 * visitor in as an account that site chose. A request that says neither is not a browser's
 * cross-site form (scripts use the token endpoint).
 */
export function sameSiteForm(req: express.Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const origin = req.get('origin');
  if (!origin) return true;
  try {
    return new URL(origin).host === req.get('host');
  } catch {
    // `Origin: null` (a sandboxed frame, a redirect from elsewhere).
    return false;
  }
}

export const crossSiteSignInRefused =
  'El ingreso de desarrollo solo acepta el formulario de esta consola: vuelva a la página de ingreso e intente nuevamente';

export function devIdpRouter(
  issuer: DevIssuer,
  registry: OpenAPIRegistry,
  options: { openToNetwork?: boolean } = {},
): Router {
  const router = express.Router();
  const table = createRouteTable(router, registry, () => Promise.reject(new Error('public')), {
    public: true,
  });

  table.add({
    method: 'get',
    path: '/auth/dev/accounts',
    summary: 'Cuentas del personal del proveedor de identidad de desarrollo',
    description: 'Solo en modo embebido. Lista las cuentas que pueden pedir un token.',
    tags: ['Autenticación (desarrollo)'],
    roles: 'any',
    responses: { 200: { description: 'Cuentas', schema: z.object({ items: z.array(devAccountSchema) }) } },
    handler: () => ({
      status: 200,
      body: {
        items: devAccounts.map((a) => ({
          email: a.email,
          firstName: a.firstName,
          lastName: a.lastName,
          roles: a.roles,
          description: a.description,
          access:
            a.orgAppAccessStatusCode === 'GRANTED' && a.userAppAccessStatusCode === 'GRANTED'
              ? 'GRANTED'
              : 'REVOKED',
        })),
      },
    }),
  });

  table.add({
    method: 'post',
    path: '/auth/dev/token',
    summary: 'Emite un token de sesión para una cuenta de desarrollo',
    description: 'Solo en modo embebido. El token es un JWT RS256 con los claims de la sesión de la consola.',
    tags: ['Autenticación (desarrollo)'],
    roles: 'any',
    body: z.object({ email: z.string().min(1, { error: 'Este campo es requerido' }) }),
    bodyExample: { email: 'admin@consola.test' },
    responses: {
      200: {
        description: 'Token emitido',
        schema: z.object({ token: z.string(), expiresIn: z.number() }),
      },
      404: { description: 'Cuenta inexistente' },
    },
    handler: async ({ body }) => {
      const account = findDevAccount(body.email);
      if (!account)
        throw new HttpError(404, 'DEV_ACCOUNT_NOT_FOUND', 'No existe una cuenta de desarrollo con ese email');
      return {
        status: 200,
        body: { token: await issuer.tokenFor(account), expiresIn: DEV_TOKEN_TTL_SECONDS },
      };
    },
  });

  router.get('/auth/dev/sign-in', (req, res) => {
    res.type('html').send(
      renderSignInPage(devAccounts, safeReturnTo(req.query.returnTo), {
        openToNetwork: options.openToNetwork,
      }),
    );
  });

  router.post(
    '/auth/dev/sign-in',
    express.urlencoded({ extended: false, limit: '4kb' }),
    async (req, res, next) => {
      try {
        if (!sameSiteForm(req)) throw new HttpError(403, 'CROSS_SITE_SIGN_IN', crossSiteSignInRefused);
        const body = (req.body ?? {}) as Record<string, unknown>;
        const account = findDevAccount(typeof body.email === 'string' ? body.email : '');
        if (!account) {
          res.status(404).type('text').send('No existe una cuenta de desarrollo con ese email');
          return;
        }
        const token = await issuer.tokenFor(account);
        // Not HttpOnly: the spec's bootstrap (spec 2 §3) reads it in the browser and moves it
        // to session storage. Lax: sent on the top-level navigation back from the sign-in.
        res.cookie(PRODUCT_COOKIE, token, {
          path: '/',
          sameSite: 'lax',
          secure: secureCookieAllowed(req),
          maxAge: DEV_TOKEN_TTL_SECONDS * 1000,
        });
        res.setHeader('cache-control', 'no-store');
        res.redirect(303, safeReturnTo(body.returnTo));
      } catch (error) {
        next(error);
      }
    },
  );

  const jwks = (_req: express.Request, res: express.Response) => {
    res.json(issuer.jwks);
  };
  router.get('/auth/dev/jwks.json', jwks);
  router.get('/.well-known/jwks.json', jwks);
  return router;
}
