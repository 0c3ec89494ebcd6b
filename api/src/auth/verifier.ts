// Verifies bearer tokens: signature against the JWKS with an allow-list of algorithms,
// `exp` required, then the console's claim rules. 401 for a bad token, 403 for a valid
// token that does not grant access to the console.
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JWTVerifyGetKey,
  type JSONWebKeySet,
} from 'jose';
import type { Request } from 'express';
import { HttpError, apiMessages } from '../http/errors';
import { checkSessionRules, sessionClaims } from './claims';
import type { AuthContext } from './context';

export interface VerifierOptions {
  jwks: JSONWebKeySet | URL;
  algorithms: string[];
  issuer?: string;
}

export function createTokenVerifier(options: VerifierOptions) {
  const keySet: JWTVerifyGetKey =
    options.jwks instanceof URL ? createRemoteJWKSet(options.jwks) : createLocalJWKSet(options.jwks);
  const algorithms = options.algorithms.filter((alg) => alg !== 'none');

  async function verifyToken(token: string): Promise<AuthContext> {
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, keySet, {
        algorithms,
        requiredClaims: ['exp'],
        ...(options.issuer ? { issuer: options.issuer } : {}),
      }));
    } catch (error) {
      const reason = error instanceof errors.JWTExpired ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID';
      throw new HttpError(401, reason, apiMessages.unauthenticated);
    }
    const parsed = sessionClaims.safeParse(payload);
    if (!parsed.success) throw new HttpError(401, 'TOKEN_CLAIMS_INVALID', apiMessages.unauthenticated);
    const verdict = checkSessionRules(parsed.data);
    if (!verdict.ok) throw new HttpError(403, 'NO_CONSOLE_ACCESS', apiMessages.noAccess);
    const claims = parsed.data;
    return {
      email: claims.idpData.email,
      userId: claims.loginAccountData?.userId ?? null,
      firstName: claims.loginAccountData?.firstName ?? '',
      lastName: claims.loginAccountData?.lastName ?? '',
      roles: claims.applicationData.permissionData.appRoles,
      claims,
    };
  }

  async function authenticate(req: Request): Promise<AuthContext> {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw new HttpError(401, 'TOKEN_MISSING', apiMessages.unauthenticated);
    return verifyToken(match[1]);
  }

  return { verifyToken, authenticate };
}

export type TokenVerifier = ReturnType<typeof createTokenVerifier>;
