// The console API over real HTTP with real tokens, in front of a real Temporal server,
// worker and platform.
import { createHmac, createPublicKey, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startOperationsTestEnv,
  type OperationsTestEnv,
  testPseudonyms,
} from '@cgi/test-support/operations-env';
import { createApp } from './app';
import { devAccounts } from './auth/dev-idp/accounts';
import { claimsFor, createDevIssuer, DEV_ISSUER, type DevIssuer } from './auth/dev-idp/issuer';
import { loadOrCreateDevKey } from './auth/dev-idp/keys';
import { createTokenVerifier } from './auth/verifier';
import { TEST_RATE_LIMITS } from '@cgi/test-support/api-env';

let env: OperationsTestEnv;
let issuer: DevIssuer;
let signingKey: Awaited<ReturnType<typeof loadOrCreateDevKey>>;
let server: Server;
let base: string;
let adminToken: string;

const admin = devAccounts.find((a) => a.roles.includes('CGI.Admin'))!;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

beforeAll(async () => {
  env = await startOperationsTestEnv();
  signingKey = await loadOrCreateDevKey(null);
  issuer = createDevIssuer(signingKey);
  const { app } = createApp({
    approvals: false, // these tests are not about approvals (approvals.test.ts is)
    pseudonyms: testPseudonyms,
    temporal: env.temporal.client,
    consoleDb: env.consoleDb,
    namespace: env.temporal.namespace ?? 'default',
    temporalUiUrl: 'http://localhost:8233',
    platformUrl: env.platformUrl,
    serviceBaseUrls: env.baseUrls,
    verifier: createTokenVerifier({ jwks: issuer.jwks, algorithms: ['RS256'], issuer: DEV_ISSUER }),
    devIssuer: issuer,
    rateLimits: TEST_RATE_LIMITS,
    publicConfig: {
      authMode: 'embedded',
      signInUrl: '/auth/dev/sign-in',
      logoutUrl: '/login',
      environment: 'UAT',
      temporalUiUrl: 'http://localhost:8233',
    },
  });
  server = app.listen(0);
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  adminToken = await issuer.tokenFor(admin);
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  await env?.stop();
});

async function call(path: string, init: RequestInit & { token?: string | null } = {}) {
  const headers = new Headers(init.headers);
  const token = init.token === undefined ? adminToken : init.token;
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (init.body) headers.set('content-type', 'application/json');
  const response = await fetch(`${base}${path}`, { ...init, headers });
  const text = await response.text();
  return {
    status: response.status, // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk arbitrary JSON
    body: text ? (JSON.parse(text) as Record<string, any>) : undefined,
  };
}

describe('token verification', () => {
  const claims = () => claimsFor(admin);

  it('accepts a dev-issued token', async () => {
    const me = await call('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: admin.email, roles: ['CGI.Admin'] });
  });

  it('refuses a missing token', async () => {
    const res = await call('/api/me', { token: null });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: 'TOKEN_MISSING',
      message: 'Error al verificar. Inicie sesión nuevamente.',
    });
  });

  it('refuses an expired token', async () => {
    // Past the verifier's clock tolerance (60 s).
    const token = await issuer.sign(claims(), { expiresInSeconds: -120 });
    expect((await call('/api/me', { token })).body).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('refuses a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'RS256', kid: issuer.jwks.keys[0]!.kid! })
      .setIssuer(DEV_ISSUER)
      .setExpirationTime('1h')
      .sign(privateKey);
    expect((await call('/api/me', { token })).status).toBe(401);
  });

  it("refuses 'alg: none'", async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims(), iss: DEV_ISSUER, exp: now + 600 })}.`;
    expect((await call('/api/me', { token })).status).toBe(401);
  });

  it('refuses an HS256 token signed with the public key', async () => {
    const publicPem = createPublicKey({ key: issuer.jwks.keys[0] as never, format: 'jwk' })
      .export({ type: 'spki', format: 'pem' })
      .toString();
    const now = Math.floor(Date.now() / 1000);
    const signingInput = `${b64({ alg: 'HS256', typ: 'JWT', kid: issuer.jwks.keys[0]!.kid })}.${b64({ ...claims(), iss: DEV_ISSUER, exp: now + 600 })}`;
    const signature = createHmac('sha256', publicPem).update(signingInput).digest('base64url');
    expect((await call('/api/me', { token: `${signingInput}.${signature}` })).status).toBe(401);
  });

  it('refuses a tampered payload', async () => {
    const token = await issuer.tokenFor(devAccounts.find((a) => a.email === 'lector@consola.test')!);
    const [header, , signature] = token.split('.');
    const now = Math.floor(Date.now() / 1000);
    const forged = `${header}.${b64({ ...claims(), iss: DEV_ISSUER, exp: now + 600 })}.${signature}`;
    expect((await call('/api/me', { token: forged })).status).toBe(401);
  });

  it('refuses a token without exp', async () => {
    const token = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid })
      .setIssuer(DEV_ISSUER)
      .sign(signingKey.privateKey);
    expect((await call('/api/me', { token })).status).toBe(401);
  });

  it.each([
    ['the wrong application code', { applicationCode: 'ME' }],
    ['no CGI role', { appRoles: ['ME.FirmAdmin'] }],
    ['organization access not GRANTED', { orgAppAccessStatusCode: 'REVOKED' }],
    ['user access not GRANTED', { userAppAccessStatusCode: 'REVOKED' }],
  ])('refuses a valid token with %s (403, spec text)', async (_name, change) => {
    const base = claims();
    const payload = {
      ...base,
      applicationData: {
        applicationCode:
          'applicationCode' in change ? change.applicationCode : base.applicationData.applicationCode,
        permissionData: { ...base.applicationData.permissionData, ...change },
      },
    };
    const res = await call('/api/me', { token: await issuer.sign(payload) });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'NO_CONSOLE_ACCESS',
      message: 'Lo sentimos, no tenés acceso a la Consola de Gestión Interna',
    });
  });
});

describe('subscribers', () => {
  it('answers a subscriber with its status description and counts', async () => {
    const res = await call('/api/subscribers/100001');
    expect(res.status).toBe(200);
    expect(res.body?.subscriber).toMatchObject({ subscriber_ref_id: '100001' });
    expect(typeof res.body?.subscriber.subscriber_status_desc).toBe('string');
    expect(res.body?.usersCount).toBeGreaterThan(0);
  });

  it("answers 404 with 'El suscriptor ingresado no existe'", async () => {
    const res = await call('/api/subscribers/999999999');
    expect(res).toEqual({
      status: 404,
      body: { code: 'SUBSCRIBER_NOT_FOUND', message: 'El suscriptor ingresado no existe' },
    });
  });

  it('lists the users of a subscriber with Spanish status labels', async () => {
    const res = await call('/api/subscribers/100001/users');
    expect(res.status).toBe(200);
    expect(res.body?.items.length).toBeGreaterThan(0);
    for (const user of res.body?.items ?? []) {
      expect(['Activo', 'Esperando validación', 'Bloqueado', 'Inactivo', 'Suspendido', '- -']).toContain(
        user.user_status_label,
      );
    }
  });
});

describe('operations', () => {
  const input = () => ({
    subscriberNumber: '100001',
    email: `api.${randomUUID().slice(0, 8)}@demo.com.ar`,
    firstName: 'Api',
    lastName: 'Prueba',
    userTypeCode: 'ORG-ADMIN',
  });

  it('answers 400 with Spanish field errors', async () => {
    const res = await call('/api/operations', {
      method: 'POST',
      body: JSON.stringify({
        type: 'subscriber.addUser',
        input: { subscriberNumber: '100001', email: 'x@y', phone: '-1' },
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body?.fields).toEqual({
      email: 'El email ingresado no es válido',
      firstName: 'Este campo es requerido',
      lastName: 'Este campo es requerido',
      phone: 'Ingrese un teléfono válido',
      userTypeCode: 'Este campo es requerido',
    });
  });

  it('starts an operation, reports its steps and completes', async () => {
    const started = await call('/api/operations', {
      method: 'POST',
      headers: { 'x-consola-source': 'ui' },
      body: JSON.stringify({ type: 'subscriber.addUser', input: input() }),
    });
    expect(started.status).toBe(202);
    const id = started.body?.id as string;
    expect(id).toMatch(/^subscriber\.addUser\/100001\//);
    let view = started.body!;
    for (let i = 0; i < 100 && view.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      view = (await call(`/api/operations/${encodeURIComponent(id)}`)).body!;
    }
    expect(view).toMatchObject({
      status: 'completed',
      actor: admin.email,
      source: 'ui',
      result: { message: 'Usuario agregado con éxito.' },
    });
    expect(view.steps).toHaveLength(8);
  });

  it('streams progress over SSE until the operation ends', async () => {
    const started = await call('/api/operations', {
      method: 'POST',
      body: JSON.stringify({ type: 'subscriber.addUser', input: input() }),
    });
    const response = await fetch(`${base}/api/operations/${encodeURIComponent(started.body!.id)}/events`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const text = await response.text();
    const events = text
      .split('\n\n')
      .filter((frame) => frame.startsWith('event: operation'))
      .map((frame) => JSON.parse(frame.slice(frame.indexOf('data: ') + 6)) as { status: string });
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(events.at(-1)?.status).toBe('completed');
  });

  it('reuses the operation for the same Idempotency-Key and refuses other input with 409', async () => {
    const key = randomUUID();
    const data = input();
    const first = await call('/api/operations', {
      method: 'POST',
      headers: { 'idempotency-key': key },
      body: JSON.stringify({ type: 'subscriber.addUser', input: data }),
    });
    const second = await call('/api/operations', {
      method: 'POST',
      headers: { 'idempotency-key': key },
      body: JSON.stringify({ type: 'subscriber.addUser', input: data }),
    });
    expect(second.body?.id).toBe(first.body?.id);
    const third = await call('/api/operations', {
      method: 'POST',
      headers: { 'idempotency-key': key },
      body: JSON.stringify({ type: 'subscriber.addUser', input: { ...data, firstName: 'Otro' } }),
    });
    expect(third.status).toBe(409);
  });

  it('answers 404 for an unknown operation', async () => {
    const res = await call(`/api/operations/${encodeURIComponent('subscriber.addUser/1/nope')}`);
    expect(res.status).toBe(404);
  });
});

describe('documents and dev identity provider', () => {
  it('serves the OpenAPI document', async () => {
    const res = await call('/api/openapi.json', { token: null });
    expect(res.status).toBe(200);
    expect(res.body?.openapi).toBe('3.1.0');
    expect(Object.keys(res.body?.paths ?? {})).toContain('/api/operations');
  });

  it('lists dev accounts and issues tokens the API accepts', async () => {
    const accounts = await call('/auth/dev/accounts', { token: null });
    expect(accounts.body?.items.length).toBeGreaterThanOrEqual(9);
    const issued = await call('/auth/dev/token', {
      method: 'POST',
      token: null,
      body: JSON.stringify({ email: 'soporte@consola.test' }),
    });
    expect(issued.status).toBe(200);
    expect((await call('/api/me', { token: issued.body?.token })).body?.email).toBe('soporte@consola.test');
  });
});
