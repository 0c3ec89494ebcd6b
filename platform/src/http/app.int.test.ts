import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyPrefixes } from '../client';
import { readConfig } from '../config';
import { failureOf, startTestPlatform, type TestPlatform } from '@cgi/test-support/platform';
import { serviceFamilies } from './app';

describe('platform app', () => {
  let hooked: TestPlatform;
  let plain: TestPlatform;
  beforeAll(async () => {
    hooked = await startTestPlatform({ seed: 'none', faults: true, latencyMs: 300 });
    plain = await startTestPlatform({ seed: 'none' });
  });
  afterAll(async () => {
    await hooked.platform.close();
    await plain.platform.close();
  });

  it('answers health', async () => {
    const response = await fetch(`${plain.platform.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('indexes every route it serves, each family under its prefix', async () => {
    const index = (await (await fetch(`${plain.platform.url}/`)).json()) as {
      method: string;
      path: string;
    }[];
    const served = serviceFamilies(plain.platform.db).flatMap((f) =>
      f.routes.map((r) => ({ method: r.method, path: f.prefix + r.path })),
    );
    expect(index).toEqual([{ method: 'GET', path: '/' }, { method: 'GET', path: '/health' }, ...served]);
    expect(index).toContainEqual({ method: 'GET', path: '/subscribers/getSubscriberCorpEntities' });
    expect(index).toContainEqual({ method: 'DELETE', path: '/subscribers/unassignUserSubscriberCorpEntity' });
    const prefixes = new Set(Object.values(familyPrefixes));
    expect(served.every((r) => prefixes.has(`/${r.path.split('/')[1]}`))).toBe(true);
  });

  it('answers unknown routes and malformed JSON with the error shape', async () => {
    const missing = await fetch(`${plain.platform.url}/subscribers/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ codeMessageLanguage: 'routeNotFound' });
    const malformed = await fetch(`${plain.platform.url}/event-log/pushProcessLogEventLogger`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ codeMessageLanguage: 'validationError' });
  });

  it('keeps the test hooks off unless asked', async () => {
    const response = await fetch(`${plain.platform.url}/__faults`, { method: 'POST' });
    expect(response.status).toBe(404);
    const index = (await (await fetch(`${plain.platform.url}/`)).json()) as { path: string }[];
    expect(index.some((r) => r.path.startsWith('/__'))).toBe(false);
  });

  it('fails the next N calls of a path with the injected status, then recovers', async () => {
    const arm = await fetch(`${hooked.platform.url}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/subscribers/getSubscriberStatusCorpEntities', status: 503, times: 2 }),
    });
    expect(arm.status).toBe(201);
    for (let i = 0; i < 2; i++) {
      expect(await failureOf(hooked.client.subscribers.statuses())).toMatchObject({
        status: 503,
        code: 'injectedFault',
      });
    }
    expect(await hooked.client.subscribers.statuses()).toHaveLength(3);

    const stats = await fetch(
      `${hooked.platform.url}/__stats/calls?path=/subscribers/getSubscriberStatusCorpEntities`,
    );
    expect(await stats.json()).toEqual({
      data: { path: '/subscribers/getSubscriberStatusCorpEntities', calls: 1 },
    });
  });

  it('delays the next N calls, or drops their connection, when asked', async () => {
    const arm = (body: object) =>
      fetch(`${hooked.platform.url}/__faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await arm({ path: '/organizations/getOrganizationTypeCorpEntities', delayMs: 400 })).status).toBe(
      201,
    );
    let started = Date.now();
    expect(await hooked.client.organizations.types()).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300 + 395);
    started = Date.now();
    await hooked.client.organizations.types();
    expect(Date.now() - started).toBeLessThan(300 + 395);

    expect(
      (await arm({ path: '/organizations/getOrganizationTypeCorpEntities', drop: true, times: 1 })).status,
    ).toBe(201);
    const dropped = await failureOf(hooked.client.organizations.types());
    expect(dropped.status).toBe(0);
    expect(await hooked.client.organizations.types()).toHaveLength(3);

    expect((await arm({ path: '/x' })).status).toBe(400);
    expect((await arm({ path: '/x', status: 200 })).status).toBe(400);
  });

  it('reads production mode from the environment, which needs real secrets', () => {
    expect(readConfig({ PLATFORM_FAULTS: '1' })).toMatchObject({ mode: 'development', faults: true });
    expect(() => readConfig({ PLATFORM_MODE: 'production' })).toThrow(/PLATFORM_TOKEN_SECRET/);
    const production = readConfig({
      PLATFORM_MODE: 'production',
      PLATFORM_FAULTS: '1',
      PLATFORM_IDENTITY_CLIENT_ID: 'client',
      PLATFORM_JOB_KEY: 'job',
      PLATFORM_TOKEN_SECRET: 'x'.repeat(32),
      PLATFORM_SERVICE_KEY: 'y'.repeat(32),
    });
    expect(production).toMatchObject({ mode: 'production', settings: { jobKey: 'job' } });
  });

  it('keeps every hook off in production mode whatever the flags say', async () => {
    const production = await startTestPlatform({
      seed: 'none',
      faults: true,
      latencyMs: 400,
      mode: 'production',
      serviceKey: 'y'.repeat(32),
    });
    try {
      const headers = { 'x-platform-key': 'y'.repeat(32) };
      expect((await fetch(`${production.platform.url}/__faults`, { method: 'POST', headers })).status).toBe(
        404,
      );
      expect((await fetch(`${production.platform.url}/__stats/calls`, { headers })).status).toBe(404);
      const index = (await (await fetch(`${production.platform.url}/`, { headers })).json()) as {
        path: string;
      }[];
      expect(index.some((r) => r.path.startsWith('/__'))).toBe(false);
      const started = Date.now();
      await production.client.organizations.types();
      expect(Date.now() - started).toBeLessThan(395);
    } finally {
      await production.platform.close();
    }
  });

  it('delays service calls by the configured latency, not health', async () => {
    let started = Date.now();
    await hooked.client.organizations.types();
    expect(Date.now() - started).toBeGreaterThanOrEqual(295);
    started = Date.now();
    await fetch(`${hooked.platform.url}/health`);
    expect(Date.now() - started).toBeLessThan(295);
  });
});
