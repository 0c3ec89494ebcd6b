// A staff session for what the browser opens outside the SPA (the Temporal UI and its codec
// calls): the bearer token when there is one, else the console's own `cgi_token` cookie, which
// the browser sends by itself to the console's origin.
import type { Request } from 'express';
import { apiMessages, HttpError } from '../http/errors';
import type { AuthContext } from './context';
import { PRODUCT_COOKIE } from './dev-idp/routes';
import type { TokenVerifier } from './verifier';

export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [rawName, ...rest] = part.split('=');
    if (rawName?.trim() !== name) continue;
    const value = rest.join('=').trim();
    try {
      return value ? decodeURIComponent(value) : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function browserSessionAuthenticator(
  authenticate: (req: Request) => Promise<AuthContext>,
  verifier: TokenVerifier,
): (req: Request) => Promise<AuthContext> {
  return (req) => {
    if (req.headers.authorization) return authenticate(req);
    const token = cookieValue(req.headers.cookie, PRODUCT_COOKIE);
    if (!token) return Promise.reject(new HttpError(401, 'TOKEN_MISSING', apiMessages.unauthenticated));
    return verifier.verifyToken(token);
  };
}
