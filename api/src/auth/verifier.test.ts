// The token rules of an external identity provider: issuer and audience required and checked,
// a maximum lifetime, `iat` not in the future, within the configured clock tolerance.
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { claimsFor } from './dev-idp/issuer';
import { devAccounts } from './dev-idp/accounts';
import { createTokenVerifier, type TokenVerifier } from './verifier';

const ISSUER = 'https://idp.example.test/';
const AUDIENCE = 'consola-gestion-interna';
const HOUR = 3600;

let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let verifier: TokenVerifier;
const admin = devAccounts.find((account) => account.roles.includes('CGI.Admin'))!;
const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' };
  verifier = createTokenVerifier({
    jwks: { keys: [jwk] },
    algorithms: ['RS256'],
    issuer: ISSUER,
    audience: AUDIENCE,
    maxLifetimeSeconds: 12 * HOUR,
    clockToleranceSeconds: 60,
  });
});

/** A token with the console's claims; `claims` replaces or (as undefined) removes the standard ones. */
function token(claims: Partial<Record<'iss' | 'aud' | 'iat' | 'exp' | 'nbf', unknown>> = {}) {
  const standard: JWTPayload = { iss: ISSUER, aud: AUDIENCE, iat: now(), exp: now() + HOUR };
  const payload: Record<string, unknown> = { ...claimsFor(admin), ...standard, ...claims };
  for (const [key, value] of Object.entries(claims)) if (value === undefined) delete payload[key];
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).sign(privateKey);
}

async function refusal(jwt: Promise<string>): Promise<string> {
  try {
    await verifier.verifyToken(await jwt);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    return (error as HttpError).code;
  }
  throw new Error('the token was accepted');
}

describe('external tokens', () => {
  it('accepts a token of the configured issuer and audience', async () => {
    await expect(verifier.verifyToken(await token())).resolves.toMatchObject({ email: admin.email });
    await expect(verifier.verifyToken(await token({ aud: ['other', AUDIENCE] }))).resolves.toBeDefined();
  });

  it.each([
    ['no iss', { iss: undefined }],
    ['another iss', { iss: 'https://evil.example.test/' }],
    ['no aud', { aud: undefined }],
    ['a foreign aud', { aud: 'another-app' }],
    ['no iat', { iat: undefined }],
    ['no exp', { exp: undefined }],
    ['a 100-year exp', { exp: now() + 100 * 365 * 24 * HOUR }],
    ['an iat in the future', { iat: now() + 10 * 60, exp: now() + 2 * HOUR }],
    ['an iat older than the longest lifetime', { iat: now() - 13 * HOUR, exp: now() + HOUR }],
    ['an nbf in the future', { nbf: now() + 10 * 60 }],
  ])('refuses a token with %s', async (_name, claims) => {
    expect(await refusal(token(claims))).toMatch(/^TOKEN_/);
  });

  it('tolerates the configured clock difference, and no more', async () => {
    await expect(verifier.verifyToken(await token({ iat: now() + 30 }))).resolves.toBeDefined();
    await expect(verifier.verifyToken(await token({ exp: now() - 30 }))).resolves.toBeDefined();
    expect(await refusal(token({ exp: now() - 90 }))).toBe('TOKEN_EXPIRED');
  });
});
