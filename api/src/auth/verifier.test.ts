// The token rules of an external identity provider: issuer and audience required and checked,
// a maximum lifetime, `iat` not in the future, within the configured clock tolerance.
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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

describe('a verified token is remembered for a short while', () => {
  async function keyPairVerifier(verifiedForMs: number) {
    const pair = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k2', alg: 'RS256' };
    const check = createTokenVerifier({
      jwks: { keys: [jwk] },
      algorithms: ['RS256'],
      issuer: ISSUER,
      clockToleranceSeconds: 0,
      verifiedForMs,
    });
    const sign = (claims: JWTPayload) =>
      new SignJWT({ ...claimsFor(admin), iss: ISSUER, iat: now(), exp: now() + HOUR, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'k2' })
        .sign(pair.privateKey);
    return { check, sign };
  }
  const signatureChecks = () => vi.spyOn(globalThis.crypto.subtle, 'verify');
  afterEach(() => vi.restoreAllMocks());

  it('answers a repeat without checking the signature again, until the memory lapses', async () => {
    const { check, sign } = await keyPairVerifier(300);
    const jwt = await sign({});
    const checks = signatureChecks();
    await expect(check.verifyToken(jwt)).resolves.toMatchObject({ email: admin.email });
    await expect(check.verifyToken(jwt)).resolves.toMatchObject({ email: admin.email });
    expect(checks).toHaveBeenCalledTimes(1);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 350 });
    try {
      await expect(check.verifyToken(jwt)).resolves.toMatchObject({ email: admin.email });
    } finally {
      vi.useRealTimers();
    }
    expect(checks).toHaveBeenCalledTimes(2);
  });

  it('never past the token’s exp', async () => {
    const { check, sign } = await keyPairVerifier(60_000);
    const jwt = await sign({ exp: now() + 1 });
    await expect(check.verifyToken(jwt)).resolves.toMatchObject({ email: admin.email });
    // The clock moves on past exp (only Date is faked: the verifier's timers stay real).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2_100 });
    try {
      await expect(check.verifyToken(jwt)).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('never remembers a refusal', async () => {
    const { check, sign } = await keyPairVerifier(60_000);
    const jwt = await sign({});
    const tampered = `${jwt.slice(0, -4)}${jwt.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    const checks = signatureChecks();
    await expect(check.verifyToken(tampered)).rejects.toMatchObject({ status: 401 });
    await expect(check.verifyToken(tampered)).rejects.toMatchObject({ status: 401 });
    expect(checks).toHaveBeenCalledTimes(2);
  });
});
