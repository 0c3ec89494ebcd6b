// The platform's door: with a service key, nothing but the health check answers without it
// (the route index, reads, writes, the test hooks); the typed client sends it; outside the
// embedded default the platform does not start without one.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrlsFor, createPlatformClient, PLATFORM_KEY_HEADER } from '../client';
import { readConfig } from '../config';
import { startPlatform } from '../index';
import { failureOf, startTestPlatform, type TestPlatform } from '@cgi/test-support/platform';

const KEY = 'k'.repeat(24) + '-door-test-key-0123456789';

describe('platform door', () => {
  let locked: TestPlatform;
  beforeAll(async () => {
    locked = await startTestPlatform({ seed: 'demo', faults: true, serviceKey: KEY });
  });
  afterAll(async () => {
    await locked.platform.close();
  });

  const call = (path: string, init: RequestInit = {}) => fetch(`${locked.platform.url}${path}`, init);

  it('refuses every call without the key, or with another one, except the health check', async () => {
    const attempts: [string, RequestInit][] = [
      ['/', {}],
      ['/organizations/getOrganizationTypeCorpEntities', {}],
      ['/subscribers/getSubscriberCorpEntities?clicod=100001', {}],
      [
        '/event-log/pushProcessLogEventLogger',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
      ],
      ['/__faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }],
      ['/nope', {}],
    ];
    const wrongKeys: Record<string, string>[] = [
      {},
      { [PLATFORM_KEY_HEADER]: `${KEY}x` },
      { [PLATFORM_KEY_HEADER]: '' },
    ];
    for (const [path, init] of attempts) {
      for (const headers of wrongKeys) {
        const response = await call(path, {
          ...init,
          headers: { ...(init.headers as Record<string, string> | undefined), ...headers },
        });
        expect({ path, status: response.status }).toEqual({ path, status: 401 });
        expect(await response.json()).toMatchObject({ codeMessageLanguage: 'serviceKeyRequired' });
      }
    }
    expect((await call('/health')).status).toBe(200);
  });

  it('answers the callers that send it: the typed client and the test hooks', async () => {
    expect(await locked.client.organizations.types()).toHaveLength(3);
    const index = await call('/', { headers: { [PLATFORM_KEY_HEADER]: KEY } });
    expect(index.status).toBe(200);
    const keyless = createPlatformClient({ baseUrls: baseUrlsFor(locked.platform.url) });
    expect((await failureOf(keyless.organizations.types())).status).toBe(401);
  });
});

describe('platform configuration', () => {
  it('needs a key in production mode and off this machine; the embedded default runs without', async () => {
    expect(readConfig({})).toMatchObject({ mode: 'development', host: '127.0.0.1', serviceKey: undefined });
    const production = {
      PLATFORM_MODE: 'production',
      PLATFORM_IDENTITY_CLIENT_ID: 'client',
      PLATFORM_JOB_KEY: 'job',
      PLATFORM_TOKEN_SECRET: 'x'.repeat(32),
    };
    expect(() => readConfig(production)).toThrow(
      /needs a service key in production mode.*PLATFORM_SERVICE_KEY/,
    );
    expect(() => readConfig({ PLATFORM_HOST: '0.0.0.0' })).toThrow(
      /needs a service key to listen on 0.0.0.0/,
    );
    expect(() => readConfig({ PLATFORM_SERVICE_KEY: 'short' })).toThrow(/32 characters/);
    expect(readConfig({ ...production, PLATFORM_SERVICE_KEY: KEY })).toMatchObject({ serviceKey: KEY });
    const dir = await mkdtemp(join(tmpdir(), 'cgi-door-'));
    try {
      await writeFile(join(dir, 'key'), `${KEY}\n`);
      expect(
        readConfig({ PLATFORM_HOST: '0.0.0.0', PLATFORM_SERVICE_KEY_FILE: join(dir, 'key') }),
      ).toMatchObject({
        serviceKey: KEY,
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    await expect(startPlatform({ port: 0, seed: 'none', mode: 'production' })).rejects.toThrow(/service key/);
    await expect(startPlatform({ port: 0, seed: 'none', host: '0.0.0.0' })).rejects.toThrow(/service key/);
  });
});
