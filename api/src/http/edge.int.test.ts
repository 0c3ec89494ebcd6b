// The api's edge over real HTTP, in front of a real platform (PGlite) and with a Temporal client
// that is never dialled (every request here is answered before an operation would start):
// security headers on every kind of answer, no-store, per-client rate limits with 429 and
// Retry-After, 405 for undeclared methods, 4xx in Spanish for malformed requests, the
// development sign-in's redirect and cookie. The platform behind it requires its service key.
import { createPseudonyms, generatePseudonymKey } from '@cgi/workflows/codec';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openConsoleDb, type Db } from '@cgi/console-store';
import { baseUrlsFor, type ServiceBaseUrls } from '@cgi/platform/client';
import { Client, Connection } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '@cgi/test-support/platform';
import { createApp } from '../app';
import { findDevAccount } from '../auth/dev-idp/accounts';
import { createDevIssuer, DEV_ISSUER, type DevIssuer } from '../auth/dev-idp/issuer';
import { loadOrCreateDevKey } from '../auth/dev-idp/keys';
import { crossSiteSignInRefused } from '../auth/dev-idp/routes';
import { OPEN_TO_NETWORK_NOTICE } from '../auth/dev-idp/sign-in-page';
import { createTokenVerifier } from '../auth/verifier';
import { DEFAULT_RATE_LIMITS, type RateLimitConfig } from '../config';
import { apiMessages } from './errors';
import { scaled } from '@cgi/test-support/slowdown';

/** The platform's door is closed: every read here also shows the api sends the key. */
const PLATFORM_KEY = 'edge-test-platform-service-key-0123456789';
const HIGH: RateLimitConfig = {
  windowSeconds: 60,
  signIn: 10_000,
  operationStarts: 10_000,
  authFailures: 10_000,
};

let platform: TestPlatform;
let issuer: DevIssuer;
let webDist: string;
let consoleDb: Db;
const servers: Server[] = [];

async function startApi(
  rateLimits: RateLimitConfig = HIGH,
  serviceBaseUrls: ServiceBaseUrls = baseUrlsFor(platform.platform.url),
  signIn: { openToNetwork?: boolean } = {},
): Promise<string> {
  const { app } = createApp({
    approvals: false, // these tests are not about approvals (approvals.test.ts is)
    pseudonyms: createPseudonyms([generatePseudonymKey()]),
    // Never dialled: these requests end before any Temporal call.
    temporal: new Client({ connection: Connection.lazy({ address: '127.0.0.1:1' }) }),
    consoleDb,
    namespace: 'default',
    temporalUiUrl: 'http://localhost:8233',
    platformUrl: platform.platform.url,
    serviceBaseUrls,
    verifier: createTokenVerifier({ jwks: issuer.jwks, algorithms: ['RS256'], issuer: DEV_ISSUER }),
    devIssuer: issuer,
    publicConfig: {
      authMode: 'embedded',
      signInUrl: '/auth/dev/sign-in',
      logoutUrl: '/login',
      environment: 'UAT',
      temporalUiUrl: 'http://localhost:8233',
      devSignInOpenToNetwork: signIn.openToNetwork ?? false,
    },
    webDist,
    rateLimits,
    platformServiceKey: PLATFORM_KEY,
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let base: string;
let admin: string;
let reader: string;

beforeAll(async () => {
  platform = await startTestPlatform({ serviceKey: PLATFORM_KEY });
  consoleDb = await openConsoleDb({});
  issuer = createDevIssuer(await loadOrCreateDevKey(null));
  webDist = await mkdtemp(join(tmpdir(), 'cgi-edge-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
  );
  await writeFile(join(webDist, 'assets', 'app.js'), 'export {};\n');
  base = await startApi();
  admin = await issuer.tokenFor(findDevAccount('admin@consola.test')!);
  reader = await issuer.tokenFor(findDevAccount('lector@consola.test')!);
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await platform?.platform.close();
  await consoleDb?.close();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function json(response: Response) {
  const text = await response.text();
  return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
}

describe('security headers', () => {
  const expectSecurityHeaders = (response: Response) => {
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-powered-by')).toBeNull();
  };

  it('sends them on API JSON, HTML pages, the web app and its static files', async () => {
    const answers = await Promise.all([
      fetch(`${base}/api/me`, { headers: bearer(admin) }),
      fetch(`${base}/api/config`),
      fetch(`${base}/auth/dev/sign-in`),
      fetch(`${base}/api/docs`),
      fetch(`${base}/`),
      fetch(`${base}/subscribers`),
      fetch(`${base}/assets/app.js`),
      fetch(`${base}/api/nope`, { headers: bearer(admin) }),
    ]);
    for (const response of answers) expectSecurityHeaders(response);
  });

  it('forbids storing API answers and tokens, not the static files', async () => {
    const token = await fetch(`${base}/auth/dev/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@consola.test' }),
    });
    expect(token.status).toBe(200);
    expect(token.headers.get('cache-control')).toBe('no-store');
    const me = await fetch(`${base}/api/me`, { headers: bearer(admin) });
    expect(me.headers.get('cache-control')).toBe('no-store');
    const asset = await fetch(`${base}/assets/app.js`);
    expect(asset.headers.get('cache-control')).not.toBe('no-store');
  });
});

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
    const open = await startApi(HIGH, undefined, { openToNetwork: true });
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
        await consoleDb.query<{ actor: string | null; status: number; code: string }>(
          'select actor, status, code from refusals where request_id = $1',
          [requestId!],
        )
      )[0];
    await expect.poll(find, { timeout: scaled(5_000) }).toBeDefined();
    return find();
  };

  it('names the owner of a token without console access, or an expired one', async () => {
    const revoked = await issuer.tokenFor(findDevAccount('revocado@consola.test')!);
    const noAccess = await fetch(`${base}/api/me`, { headers: bearer(revoked) });
    expect(noAccess.status).toBe(403);
    expect(await refusalOf(noAccess)).toEqual({
      actor: 'revocado@consola.test',
      status: 403,
      code: 'NO_CONSOLE_ACCESS',
    });
    const expired = await issuer.tokenFor(findDevAccount('lector@consola.test')!, -3600);
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

describe('malformed requests', () => {
  it.each([
    ['/api/operations/%FF', 400, 'MALFORMED_URL'],
    ['/api/users/2147483648', 400, 'VALIDATION'],
    ['/api/users/by-email/%00', 400, 'VALIDATION'],
    ['/api/operations?from=2024-02-30', 400, 'VALIDATION'],
    ['/api/operations/count?to=2024-02-30', 400, 'VALIDATION'],
    ['/api/operations/bulk-retry?from=2023-02-29', 400, 'VALIDATION'],
    // Its next day would print as +010000-01-01, which Temporal cannot parse.
    ['/api/operations?to=9999-12-31', 400, 'VALIDATION'],
    ['/api/subscribers/100001?x=%00', 400, 'VALIDATION'],
  ])('GET %s answers %i %s in Spanish', async (path, status, code) => {
    const response = await fetch(`${base}${path}`, { headers: bearer(admin) });
    expect(response.status).toBe(status);
    const body = await json(response);
    expect(body).toMatchObject({ code });
    expect(String(body?.message)).toMatch(/[áéíóúñ]|Revise|solicitud|dirección/);
  });

  it('answers NUL inside a JSON body with 400 naming the field', async () => {
    const response = await fetch(`${base}/api/operations/validate`, {
      method: 'POST',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'subscriber.addUser', input: { email: 'a\u0000@b.c' } }),
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ fields: { 'input.email': apiMessages.nulCharacter } });
  });

  it('answers malformed JSON and an undeclared charset with 4xx in Spanish', async () => {
    const malformed = await fetch(`${base}/api/operations`, {
      method: 'POST',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(malformed.status).toBe(400);
    expect(await json(malformed)).toEqual({ code: 'MALFORMED_JSON', message: apiMessages.malformedJson });
    const charset = await fetch(`${base}/api/operations`, {
      method: 'POST',
      headers: { ...bearer(admin), 'content-type': 'application/json; charset=klingon' },
      body: '{}',
    });
    expect(charset.status).toBe(415);
    expect(await json(charset)).toMatchObject({ message: apiMessages.unsupportedMediaType });
  });

  it("says zod's checks in Spanish, and a number where text goes is not 'Este campo es requerido'", async () => {
    const validate = async (body: unknown) => {
      const response = await fetch(`${base}/api/operations/validate`, {
        method: 'POST',
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await json(response) };
    };
    const typed = await validate({
      type: 'subscriber.addUser',
      input: { subscriberNumber: 100001, email: 'ana@demo.com.ar', firstName: 'Ana', lastName: 'Pérez' },
    });
    expect(typed.status).toBe(400);
    const fields = typed.body?.fields as Record<string, string>;
    expect(fields.subscriberNumber).toBe('Entrada inválida: se esperaba texto, recibido número');
    // Missing, it is still the spec's text.
    expect(fields.userTypeCode).toBe('Este campo es requerido');

    const tooMany = await fetch(`${base}/api/operations/bulk-retry`, {
      method: 'POST',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      body: JSON.stringify({ ids: Array.from({ length: 201 }, (_, i) => `x/${i}`), reason: 'r' }),
    });
    const tooManyBody = await json(tooMany);
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooManyBody)).not.toMatch(/Too (big|small)|expected/);
    expect((tooManyBody?.fields as Record<string, string>).ids).toMatch(/^Demasiado grande/);

    const small = await fetch(`${base}/api/operations?pageSize=0`, { headers: bearer(admin) });
    expect(((await json(small))?.fields as Record<string, string>).pageSize).toMatch(/^Demasiado pequeño/);
  });
});

describe('methods and unknown paths', () => {
  it('answers 405 with Allow for a method a path does not declare', async () => {
    const cases: [string, string, string][] = [
      ['DELETE', '/api/operations', 'GET, HEAD, POST'],
      ['PUT', '/api/me', 'GET, HEAD'],
      ['PATCH', '/api/operations/x%2Fy/retry', 'POST'],
      ['GET', '/auth/dev/token', 'POST'],
      ['DELETE', '/subscribers', 'GET, HEAD'],
    ];
    for (const [method, path, allow] of cases) {
      const response = await fetch(`${base}${path}`, { method, headers: bearer(admin) });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 405 });
      expect(response.headers.get('allow')).toBe(allow);
      expect(await json(response)).toEqual({
        code: 'METHOD_NOT_ALLOWED',
        message: apiMessages.methodNotAllowed(allow),
      });
    }
  });

  it('reads through the platform door with the service key', async () => {
    const subscriber = await fetch(`${base}/api/subscribers/100001`, { headers: bearer(admin) });
    expect(subscriber.status).toBe(200);
    const keyless = await fetch(
      `${platform.platform.url}/subscribers/getSubscriberCorpEntities?clicod=100001`,
    );
    expect(keyless.status).toBe(401);
  });

  it('takes the most specific path of the contract: /api/operations/validate is not /api/operations/{id}', async () => {
    const get = await fetch(`${base}/api/operations/validate`, { headers: bearer(admin) });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const options = await fetch(`${base}/api/operations/validate`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('POST');
    const byId = await fetch(`${base}/api/operations/x%2Fy`, { method: 'OPTIONS' });
    expect(byId.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers a missing file under /assets like every other miss: 404 JSON in Spanish', async () => {
    const response = await fetch(`${base}/assets/app-Old00000.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await json(response)).toEqual({ code: 'NOT_FOUND', message: apiMessages.notFound });
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const response = await fetch(`${base}/api/nope/deeper`, { method: 'POST', headers: bearer(admin) });
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ code: 'NOT_FOUND', message: apiMessages.notFound });
  });
});

/**
 * The platform behind a door that holds every call until released: the api's requests stay in
 * flight as long as the test wants. Released, it forwards calls to the real platform.
 */
/** A platform in front of the real one that holds every call until release(), or `holdLimitMs`. */
async function slowPlatform({ holdLimitMs }: { holdLimitMs?: number } = {}) {
  const held: (() => void)[] = [];
  let holding = true;
  const server = createServer((req, res) => {
    const forward = async () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name)) {
          headers.set(name, value);
        }
      }
      const upstream = await fetch(`${platform.platform.url}${req.url}`, { method: req.method, headers });
      res.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'text/plain',
      });
      res.end(Buffer.from(await upstream.arrayBuffer()));
    };
    if (!holding) return void forward();
    const release = () => {
      clearTimeout(limit);
      void forward();
    };
    const limit =
      holdLimitMs === undefined
        ? undefined
        : setTimeout(() => {
            const at = held.indexOf(release);
            if (at >= 0) held.splice(at, 1)[0]!();
          }, holdLimitMs);
    held.push(release);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    held: () => held.length,
    release() {
      holding = false;
      for (const forward of held.splice(0)) forward();
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('rate limits', () => {
  const expectLimited = async (response: Response) => {
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await json(response)).toEqual({
      code: 'RATE_LIMITED',
      message: apiMessages.rateLimited(retryAfter),
    });
  };

  it('limits token requests per client', async () => {
    const limited = await startApi({ ...HIGH, signIn: 5 });
    const ask = () =>
      fetch(`${limited}/auth/dev/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@consola.test' }),
      });
    for (let i = 0; i < 5; i++) expect((await ask()).status).toBe(200);
    await expectLimited(await ask());
    // The other endpoints stay open to the same client.
    expect((await fetch(`${limited}/api/me`, { headers: bearer(admin) })).status).toBe(200);
  });

  it('limits requests with bad tokens per client, counting only the refused ones', async () => {
    const limited = await startApi({ ...HIGH, authFailures: 5 });
    for (let i = 0; i < 10; i++) {
      expect((await fetch(`${limited}/api/me`, { headers: bearer(admin) })).status).toBe(200);
    }
    const forged = `${admin.slice(0, -4)}AAAA`;
    for (let i = 0; i < 5; i++) {
      expect((await fetch(`${limited}/api/me`, { headers: bearer(forged) })).status).toBe(401);
    }
    await expectLimited(await fetch(`${limited}/api/me`, { headers: bearer(forged) }));
  });

  it('answers 200 valid requests at once from one address, with the default limits', async () => {
    // Each call held until every read is in flight, but never up to the api's platform-call
    // timeout (15 s): on a loaded machine the 200 took longer than that to arrive, the first ones
    // timed out and the api answered them with an empty list. A read released early is still
    // answered by the platform, which is what this test checks.
    const slow = await slowPlatform({ holdLimitMs: 8_000 });
    try {
      const defaults = await startApi(DEFAULT_RATE_LIMITS, baseUrlsFor(slow.url));
      let answered = 0;
      const reads = Array.from({ length: 200 }, () =>
        fetch(`${defaults}/api/catalog/organization-user-types`, { headers: bearer(reader) }).finally(() => {
          answered += 1;
        }),
      );
      // All 200 in flight at once: each read's platform call is held until every one is.
      await expect.poll(() => slow.held() + answered, { timeout: scaled(60_000) }).toBe(200);
      slow.release();
      const answers = await Promise.all(reads);
      expect(answers.map((response) => response.status).filter((status) => status !== 200)).toEqual([]);
      // Answered by the platform, not by a fallback (a failed catalog read would list nothing).
      const lists = await Promise.all(answers.map(async (response) => (await json(response))?.items));
      expect(lists.filter((items) => !Array.isArray(items) || items.length === 0)).toEqual([]);
    } finally {
      await slow.close();
    }
  });

  it('limits an address after 30 forged tokens, and not a signed-in client behind it', async () => {
    const defaults = await startApi(DEFAULT_RATE_LIMITS);
    const forged = `${admin.slice(0, -4)}AAAA`;
    // At once: each refusal is counted when it is answered, so exactly the limit get their 401.
    const attempts = await Promise.all(
      Array.from({ length: 31 }, () => fetch(`${defaults}/api/me`, { headers: bearer(forged) })),
    );
    const statuses = attempts.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(DEFAULT_RATE_LIMITS.authFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(31 - DEFAULT_RATE_LIMITS.authFailures);
    await expectLimited(await fetch(`${defaults}/api/me`, { headers: bearer(forged) }));
    await expectLimited(await fetch(`${defaults}/api/me`));
    // The same address, signed in: reads, starts and validations go on.
    const signedIn = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${defaults}/api/me`, { headers: bearer(admin) })),
    );
    expect(signedIn.map((response) => response.status)).toEqual(Array(20).fill(200));
    const validate = await fetch(`${defaults}/api/operations/validate`, {
      method: 'POST',
      headers: { ...bearer(reader), 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'subscriber.addUser', input: {} }),
    });
    expect(validate.status).toBe(400);
  });

  it('counts no request held in flight by a slow platform', async () => {
    const slow = await slowPlatform();
    try {
      const limited = await startApi({ ...HIGH, authFailures: 5 }, baseUrlsFor(slow.url));
      const reads = Array.from({ length: 20 }, () =>
        fetch(`${limited}/api/catalog/organization-user-types`, { headers: bearer(admin) }),
      );
      await expect.poll(() => slow.held(), { timeout: scaled(30_000) }).toBe(20);
      // Twenty requests in flight, four times the limit of refused tokens: none counted.
      for (let i = 0; i < 5; i++) {
        expect((await fetch(`${limited}/api/me`, { headers: bearer('forged') })).status).toBe(401);
      }
      await expectLimited(await fetch(`${limited}/api/me`, { headers: bearer('forged') }));
      slow.release();
      const answers = await Promise.all(reads);
      expect(answers.map((response) => response.status)).toEqual(Array(20).fill(200));
    } finally {
      await slow.close();
    }
  });

  it('limits operation starts and validations per signed-in caller, not per address', async () => {
    const limited = await startApi({ ...HIGH, operationStarts: 3 });
    const start = (path: string, token: string) =>
      fetch(`${limited}${path}`, {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'subscriber.addUser', input: {} }),
      });
    // Refused for their input, they still count.
    expect((await start('/api/operations', reader)).status).toBe(400);
    expect((await start('/api/operations/validate', reader)).status).toBe(400);
    expect((await start('/api/operations', reader)).status).toBe(400);
    await expectLimited(await start('/api/operations/validate', reader));
    // Another person behind the same address has a quota of their own, used at once.
    const other = await Promise.all(Array.from({ length: 4 }, () => start('/api/operations', admin)));
    expect(other.map((response) => response.status).sort()).toEqual([400, 400, 400, 429]);
    // A retry counts too (a start of a new run).
    await expectLimited(
      await fetch(`${limited}/api/operations/${encodeURIComponent('x/y/z')}/retry`, {
        method: 'POST',
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    // Reading is not limited.
    expect((await fetch(`${limited}/api/me`, { headers: bearer(reader) })).status).toBe(200);
  });
});
