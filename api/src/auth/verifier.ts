// Verifies bearer tokens: signature against the JWKS with an allow-list of algorithms; `exp`,
// `iat` and `iss` required (and `aud` when an audience is configured); `iat` not in the future
// and a lifetime (exp − iat) no longer than the maximum, within the clock tolerance; then the
// console's claim rules. 401 for a bad token, 403 for a valid token that does not grant access.
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
  issuer: string;
  /** Required `aud` (external identity providers). */
  audience?: string;
  /** Longest accepted lifetime, exp − iat (default 12 h). */
  maxLifetimeSeconds?: number;
  /** Default 60 s. */
  clockToleranceSeconds?: number;
  /** How long a verified token is taken as verified without checking its signature again
   * (default 60 s, never past its `exp`; 0 turns the memory off). */
  verifiedForMs?: number;
}

export const DEFAULT_MAX_TOKEN_LIFETIME_SECONDS = 12 * 3600;
const DEFAULT_CLOCK_TOLERANCE_SECONDS = 60;
const DEFAULT_VERIFIED_FOR_MS = 60_000;
/** Tokens remembered at most; staff and scripts hold far fewer at once. */
const VERIFIED_TOKENS_KEPT = 2_000;

/**
 * Who a token names (its service account, else its staff e-mail), read only from a payload whose
 * signature held: a refusal of an expired or access-less token is recorded under its owner,
 * never under a name a forger wrote.
 */
export function actorNamedBy(payload: unknown): string | undefined {
  const claims = payload as { serviceAccount?: unknown; idpData?: { email?: unknown } } | null;
  const named = claims?.serviceAccount ?? claims?.idpData?.email;
  return typeof named === 'string' && named.length > 0 ? named.slice(0, 320) : undefined;
}

export function createTokenVerifier(options: VerifierOptions) {
  const keySet: JWTVerifyGetKey =
    options.jwks instanceof URL ? createRemoteJWKSet(options.jwks) : createLocalJWKSet(options.jwks);
  const algorithms = options.algorithms.filter((alg) => alg !== 'none');
  const maxLifetime = options.maxLifetimeSeconds ?? DEFAULT_MAX_TOKEN_LIFETIME_SECONDS;
  const tolerance = options.clockToleranceSeconds ?? DEFAULT_CLOCK_TOLERANCE_SECONDS;

  // A screen sends the same token with every request; an RSA signature check costs about as
  // much CPU as the rest of a read. A token checked once stays valid until its `exp`, so the
  // answer is kept for a short while: a key removed from the JWKS stops being trusted within it.
  const verifiedFor = options.verifiedForMs ?? DEFAULT_VERIFIED_FOR_MS;
  const verified = new Map<string, { context: AuthContext; until: number }>();

  async function verifyToken(token: string): Promise<AuthContext> {
    const known = verified.get(token);
    if (known && known.until > Date.now()) return known.context;
    if (known) verified.delete(token);
    const context = await checkToken(token);
    if (verifiedFor > 0) {
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
      verified.set(token, { context, until: Math.min(Date.now() + verifiedFor, context.claims.exp * 1000) });
    }
    return context;
  }

  async function checkToken(token: string): Promise<AuthContext> {
    let payload: unknown;
    try {
      ({ payload } = await jwtVerify(token, keySet, {
        algorithms,
        requiredClaims: ['exp', 'iat', 'iss', ...(options.audience ? ['aud'] : [])],
        issuer: options.issuer,
        ...(options.audience ? { audience: options.audience } : {}),
        // Also refuses an `iat` in the future (beyond the tolerance).
        maxTokenAge: maxLifetime,
        clockTolerance: tolerance,
      }));
    } catch (error) {
      const reason = error instanceof errors.JWTExpired ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID';
      // A failed claim (expired, another issuer or audience) comes after the signature held.
      const signed =
        error instanceof errors.JWTClaimValidationFailed || error instanceof errors.JWTExpired
          ? error.payload
          : undefined;
      throw new HttpError(401, reason, apiMessages.unauthenticated, undefined, actorNamedBy(signed));
    }
    const actor = actorNamedBy(payload);
    const { exp, iat } = payload as { exp: number; iat: number };
    if (exp - iat > maxLifetime + tolerance) {
      throw new HttpError(401, 'TOKEN_LIFETIME_TOO_LONG', apiMessages.unauthenticated, undefined, actor);
    }
    const parsed = sessionClaims.safeParse(payload);
    if (!parsed.success) {
      throw new HttpError(401, 'TOKEN_CLAIMS_INVALID', apiMessages.unauthenticated, undefined, actor);
    }
    const verdict = checkSessionRules(parsed.data);
    if (!verdict.ok) throw new HttpError(403, 'NO_CONSOLE_ACCESS', apiMessages.noAccess, undefined, actor);
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
