// The api's edge over real HTTP (test-support/src/edge-env.ts): the development sign-in's
// redirect, form origin and cookie, and the refusal record of tokens it refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaled } from '@cgi/test-support/slowdown';
import { findDevAccount } from '../auth/dev-idp/accounts';
import { crossSiteSignInRefused } from '../auth/dev-idp/routes';
import { OPEN_TO_NETWORK_NOTICE } from '../auth/dev-idp/sign-in-page';
import { bearer, json, startEdgeEnv, type EdgeEnv, HIGH } from '@cgi/test-support/edge-env';

let env: EdgeEnv;
let base: string;
let admin: string;
beforeAll(async () => {
  env = await startEdgeEnv();
  ({ base, admin } = env);
});
afterAll(async () => env?.close());

describe('development sign-in', () => {
  const signIn = (returnTo: string) =>
    fetch(`${base}/auth/dev/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'admin@consola.test', returnTo }).toString(),
    });

  it.each([
    ['/\\evil.example', '/'],
    ['//evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['https://evil.example/', '/'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/subscribers?number=100001#x', '/subscribers?number=100001#x'],
  ])('sends returnTo %j back to %j, never to another site', async (returnTo, location) => {
    const response = await signIn(returnTo);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(location);
  });

  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Origin null', { origin: 'null' }],
  ])(
    'refuses a sign-in form posted from another site (%s), in Spanish and with no cookie',
    async (_, headers) => {
      const response = await fetch(`${base}/auth/dev/sign-in`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ email: 'admin@consola.test', returnTo: '/' }).toString(),
      });
      expect(response.status).toBe(403);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(await json(response)).toEqual({ code: 'CROSS_SITE_SIGN_IN', message: crossSiteSignInRefused });
    },
  );

  it('takes the form from its own page (same-origin, or the same Origin)', async () => {
    for (const headers of [{ 'sec-fetch-site': 'same-origin' }, { origin: base }] as Record<
      string,
      string
    >[]) {
      const response = await fetch(`${base}/auth/dev/sign-in`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ email: 'admin@consola.test', returnTo: '/' }).toString(),
      });
      expect(response.status).toBe(303);
    }
  });

  it('says on its page, and in the public config, when it is open to the network', async () => {
    const page = await (await fetch(`${base}/auth/dev/sign-in`)).text();
    expect(page).not.toContain(OPEN_TO_NETWORK_NOTICE);
    expect(await json(await fetch(`${base}/api/config`))).toMatchObject({ devSignInOpenToNetwork: false });
    const open = await env.startApi(HIGH, undefined, { openToNetwork: true });
    const openPage = await (await fetch(`${open}/auth/dev/sign-in`)).text();
    expect(openPage).toContain(OPEN_TO_NETWORK_NOTICE);
    expect(await json(await fetch(`${open}/api/config`))).toMatchObject({ devSignInOpenToNetwork: true });
  });

  it('sets the token cookie Secure and SameSite=Lax, readable by the bootstrap (spec 2 §3)', async () => {
    const cookie = (await signIn('/')).headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^cgi_token=ey/);
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');
  });
});

describe('the refusal record', () => {
  /** The refusal recorded for an answer, found by the request id the answer carries. */
  const refusalOf = async (response: Response) => {
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[\w-]{8,}$/);
    const find = async () =>
      (
        await env.consoleDb.query<{ actor: string | null; status: number; code: string }>(
          'select actor, status, code from refusals where request_id = $1',
          [requestId!],
        )
      )[0];
    await expect.poll(find, { timeout: scaled(5_000) }).toBeDefined();
    return find();
  };

  it('names the owner of a token without console access, or an expired one', async () => {
    const revoked = await env.issuer.tokenFor(findDevAccount('revocado@consola.test')!);
    const noAccess = await fetch(`${base}/api/me`, { headers: bearer(revoked) });
    expect(noAccess.status).toBe(403);
    expect(await refusalOf(noAccess)).toEqual({
      actor: 'revocado@consola.test',
      status: 403,
      code: 'NO_CONSOLE_ACCESS',
    });
    const expired = await env.issuer.tokenFor(findDevAccount('lector@consola.test')!, -3600);
    const late = await fetch(`${base}/api/me`, { headers: bearer(expired) });
    expect(late.status).toBe(401);
    expect(await refusalOf(late)).toEqual({
      actor: 'lector@consola.test',
      status: 401,
      code: 'TOKEN_EXPIRED',
    });
  });

  it('names nobody for a forged token, whatever name it carries, and keeps every request id', async () => {
    const forged = `${admin.slice(0, -4)}AAAA`;
    const answer = await fetch(`${base}/api/me`, {
      headers: { ...bearer(forged), 'x-request-id': 'solicitud-de-prueba-1' },
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('x-request-id')).toBe('solicitud-de-prueba-1');
    expect(await refusalOf(answer)).toEqual({ actor: null, status: 401, code: 'TOKEN_INVALID' });
    // A request id the api chose itself (none sent) is recorded too.
    expect(await refusalOf(await fetch(`${base}/api/me`))).toMatchObject({
      status: 401,
      code: 'TOKEN_MISSING',
    });
  });
});
