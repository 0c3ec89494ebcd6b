// Safe defaults of the api's configuration: the development sign-in never in PROD, this
// machine only by default, an external identity provider only with issuer and audience.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiConfigFromEnv, ConfigError, DEFAULT_RATE_LIMITS } from './config';
import { scaled } from '@cgi/test-support/slowdown';

const EXTERNAL = {
  AUTH_MODE: 'external',
  AUTH_ISSUER: 'https://idp.example.test/',
  AUTH_AUDIENCE: 'consola',
  AUTH_JWKS_URL: 'https://idp.example.test/.well-known/jwks.json',
  AUTH_SIGN_IN_URL: 'https://idp.example.test/login',
};

/** PROD refuses to start without the payload codec's keys (see 'Payloads encrypted in Temporal'). */
const PROD_PAYLOAD_KEYS = `k1:${Buffer.alloc(32, 7).toString('base64')}`;
/** Nor without the pseudonyms' keys (see 'What Temporal may and may not see'). */
const PROD_PSEUDONYM_KEYS = `p1:${Buffer.alloc(32, 9).toString('base64')}`;

describe('apiConfigFromEnv', () => {
  it('defaults to the embedded sign-in on 127.0.0.1 outside PROD', () => {
    const config = apiConfigFromEnv({});
    expect(config.auth.mode).toBe('embedded');
    expect(config.host).toBe('127.0.0.1');
    expect(config.environment).toBe('UAT');
    expect(config.rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(config.devSignInOpenToNetwork).toBe(false);
  });

  it('refuses the development sign-in on an address other machines reach, unless allowed', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'consola.example.test']) {
      expect(() => apiConfigFromEnv({ HOST: host })).toThrow(ConfigError);
      expect(() => apiConfigFromEnv({ HOST: host })).toThrow(
        new RegExp(
          `HOST=${host.replace(/\./g, '\\.')} abre a la red el ingreso de desarrollo.*DEV_SIGN_IN_ALLOW_NETWORK=true`,
        ),
      );
    }
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]']) {
      expect(apiConfigFromEnv({ HOST: host })).toMatchObject({ host, devSignInOpenToNetwork: false });
    }
    const allowed = apiConfigFromEnv({ HOST: '0.0.0.0', DEV_SIGN_IN_ALLOW_NETWORK: 'true' });
    expect(allowed).toMatchObject({ host: '0.0.0.0', devSignInOpenToNetwork: true });
    expect(() => apiConfigFromEnv({ HOST: '0.0.0.0', DEV_SIGN_IN_ALLOW_NETWORK: 'si' })).toThrow(
      /DEV_SIGN_IN_ALLOW_NETWORK: debe ser true o false/,
    );
    // An external identity provider has no development sign-in to open.
    expect(apiConfigFromEnv({ ...EXTERNAL, HOST: '0.0.0.0' })).toMatchObject({
      host: '0.0.0.0',
      devSignInOpenToNetwork: false,
    });
  });

  it('refuses PROD without an external identity provider, saying what to set', () => {
    expect(() => apiConfigFromEnv({ CONSOLE_ENVIRONMENT: 'PROD' })).toThrow(ConfigError);
    expect(() => apiConfigFromEnv({ CONSOLE_ENVIRONMENT: 'PROD' })).toThrow(
      /PROD requiere un proveedor de identidad externo.*AUTH_ISSUER, AUTH_AUDIENCE, AUTH_JWKS_URL, AUTH_SIGN_IN_URL/,
    );
    expect(() => apiConfigFromEnv({ CONSOLE_ENVIRONMENT: 'PROD', AUTH_MODE: 'embedded' })).toThrow(
      /PROD no admite AUTH_MODE=embedded/,
    );
    const prod = apiConfigFromEnv({
      CONSOLE_ENVIRONMENT: 'PROD',
      ...EXTERNAL,
      AUTH_MODE: undefined,
      TEMPORAL_PAYLOAD_KEYS: PROD_PAYLOAD_KEYS,
      TEMPORAL_PSEUDONYM_KEYS: PROD_PSEUDONYM_KEYS,
    });
    expect(prod.pseudonymKeys).toEqual({
      source: 'environment',
      keys: [{ id: 'p1', key: Buffer.alloc(32, 9) }],
    });
    expect(() =>
      apiConfigFromEnv({
        CONSOLE_ENVIRONMENT: 'PROD',
        ...EXTERNAL,
        AUTH_MODE: undefined,
        TEMPORAL_PAYLOAD_KEYS: PROD_PAYLOAD_KEYS,
      }),
    ).toThrow(/PROD requiere TEMPORAL_PSEUDONYM_KEYS/);
    expect(prod.auth).toMatchObject({ mode: 'external', issuer: EXTERNAL.AUTH_ISSUER, audience: 'consola' });
    expect(prod.host).toBe('0.0.0.0');
  });

  it('requires issuer and audience of an external provider, and bounds the token rules', () => {
    expect(() => apiConfigFromEnv({ ...EXTERNAL, AUTH_ISSUER: undefined })).toThrow(/falta AUTH_ISSUER/);
    expect(() => apiConfigFromEnv({ ...EXTERNAL, AUTH_AUDIENCE: undefined })).toThrow(/falta AUTH_AUDIENCE/);
    expect(apiConfigFromEnv(EXTERNAL).auth).toMatchObject({
      maxLifetimeSeconds: 12 * 3600,
      clockToleranceSeconds: 60,
      algorithms: ['RS256', 'ES256'],
    });
    expect(
      apiConfigFromEnv({
        ...EXTERNAL,
        AUTH_ALGORITHMS: 'HS256,none,RS256',
        AUTH_CLOCK_TOLERANCE_SECONDS: '5',
      }).auth,
    ).toMatchObject({ algorithms: ['RS256'], clockToleranceSeconds: 5 });
    expect(() => apiConfigFromEnv({ ...EXTERNAL, AUTH_CLOCK_TOLERANCE_SECONDS: '3600' })).toThrow(
      ConfigError,
    );
  });

  it('reads the rate limits, the proxy setting and the platform key (or its file)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cgi-config-'));
    try {
      await writeFile(join(dir, 'key'), `${'k'.repeat(40)}\n`);
      const config = apiConfigFromEnv({
        RATE_LIMIT_SIGN_IN: '5',
        RATE_LIMIT_WINDOW_SECONDS: '10',
        TRUST_PROXY: '1',
        PLATFORM_SERVICE_KEY_FILE: join(dir, 'key'),
      });
      expect(config.rateLimits).toMatchObject({ signIn: 5, windowSeconds: 10 });
      expect(config.trustProxy).toBe(1);
      expect(config.platformServiceKey).toBe('k'.repeat(40));
      expect(() => apiConfigFromEnv({ PLATFORM_SERVICE_KEY: 'short' })).toThrow(/32 characters/);
      expect(() => apiConfigFromEnv({ RATE_LIMIT_SIGN_IN: '0' })).toThrow(ConfigError);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the api process', () => {
  it('does not start in PROD without an identity provider, and says why', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', tsx, 'api/src/main.ts'],
        { cwd: root, env: { PATH: process.env.PATH, CONSOLE_ENVIRONMENT: 'PROD' }, timeout: scaled(60_000) },
        (_error, _stdout, err) => resolve({ code: child.exitCode, stderr: err }),
      );
    });
    expect(code).toBe(1);
    expect(stderr).toContain('api: no arranca: CONSOLE_ENVIRONMENT=PROD requiere un proveedor de identidad');
  });
});

describe('the user manual (spec 1 §1)', () => {
  it('reads the address the home card opens', () => {
    const config = apiConfigFromEnv({ USER_MANUAL_URL: 'https://ayuda.example.com/manual.pdf' });
    expect(config.userManualUrl).toBe('https://ayuda.example.com/manual.pdf');
  });

  it('leaves it unset by default and refuses an address that is not a URL', () => {
    expect(apiConfigFromEnv({}).userManualUrl).toBeUndefined();
    expect(() => apiConfigFromEnv({ USER_MANUAL_URL: 'manual.pdf' })).toThrow();
  });

  it("shortens a policy's hour only on a test stack, never in PROD", () => {
    expect(apiConfigFromEnv({}).approvalHourMs).toBeUndefined();
    expect(apiConfigFromEnv({ OPERATION_APPROVAL_HOUR_SECONDS: '5' }).approvalHourMs).toBe(5_000);
    expect(() => apiConfigFromEnv({ OPERATION_APPROVAL_HOUR_SECONDS: '0' })).toThrow();
    const prod = {
      ...EXTERNAL,
      CONSOLE_ENVIRONMENT: 'PROD',
      TEMPORAL_PAYLOAD_KEYS: PROD_PAYLOAD_KEYS,
      TEMPORAL_PSEUDONYM_KEYS: PROD_PSEUDONYM_KEYS,
    };
    expect(apiConfigFromEnv(prod).approvalHourMs).toBeUndefined();
    expect(() => apiConfigFromEnv({ ...prod, OPERATION_APPROVAL_HOUR_SECONDS: '5' })).toThrow(
      /OPERATION_APPROVAL_HOUR_SECONDS no está permitido en PROD/,
    );
  });
});

describe('alert webhooks (issue 40)', () => {
  it("reads the allow-list, refuses a bad entry in Spanish, and knows the console's own services", () => {
    expect(apiConfigFromEnv({}).webhookDestinations.allowedHosts).toEqual([]);
    const { webhookDestinations } = apiConfigFromEnv({
      ALERT_WEBHOOK_ALLOWED_HOSTS: 'chat.intranet:8080, 10.0.0.7',
      PORT: '3300',
      TEMPORAL_ADDRESS: 'temporal:7233',
      CONSOLE_DATABASE_URL: 'postgres://console:clave@console-db/console',
      PLATFORM_URL: 'http://platform:3100',
    });
    expect(webhookDestinations.allowedHosts).toEqual([
      { hostname: 'chat.intranet', port: 8080 },
      { hostname: '10.0.0.7' },
    ]);
    expect(webhookDestinations.ownServices).toEqual(
      expect.arrayContaining([
        { hostname: '127.0.0.1', port: 3300 },
        { hostname: 'temporal', port: 7233 },
        { hostname: 'console-db', port: 5432 },
        { hostname: 'platform', port: 3100 },
      ]),
    );
    expect(() => apiConfigFromEnv({ ALERT_WEBHOOK_ALLOWED_HOSTS: '::1' })).toThrow(
      /ALERT_WEBHOOK_ALLOWED_HOSTS: «::1» no es un host ni un host:puerto/,
    );
  });
});
