// The api's edge over real HTTP (test-support/src/edge-env.ts): security headers on every kind
// of answer, no-store, 405 for undeclared methods, 404 JSON for unknown paths, and 4xx in Spanish
// for malformed requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from './errors';
import { bearer, json, startEdgeEnv, type EdgeEnv } from '@cgi/test-support/edge-env';

let env: EdgeEnv;
let base: string;
let admin: string;
beforeAll(async () => {
  env = await startEdgeEnv();
  ({ base, admin } = env);
});
afterAll(async () => env?.close());

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

  // Schemathesis found these answering 500: an instant with its offset is a valid bound too.
  it.each([
    '/api/operations?from=2026-11-28T12:00:00.000Z&status=completed',
    '/api/operations/count?from=2026-11-28T12:00:00Z&to=2026-11-29T12:00:00Z',
    '/api/operations/bulk-retry?to=2026-11-29T12:00:00.000Z&type=identity.setPassword',
    '/api/approvals/record?from=2026-11-28T13:00%2B01:00&to=2026-11-29T12:00:00Z',
    '/api/exports/approvals?from=2026-11-28T12:00:00.000Z&to=2026-11-29T12:00:00.000Z&format=csv',
    '/api/exports/operations?from=2026-11-28T12:00:00.000Z&format=csv',
  ])('GET %s reads the instants as bounds: 200', async (path) => {
    const response = await fetch(`${base}${path}`, { headers: bearer(admin) });
    expect(response.status).toBe(200);
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
      `${env.platform.platform.url}/subscribers/getSubscriberCorpEntities?clicod=100001`,
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
