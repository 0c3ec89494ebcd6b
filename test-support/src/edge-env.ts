// The api's edge as its tests see it (api/src/http/edge-*.int.test.ts): the api over real HTTP,
// in front of a real platform (PGlite) that requires its service key, with a Temporal client that
// is never dialled (every request there is answered before an operation would start), a dev
// sign-in issuer, and a built web app of two files. Each test file starts one and closes it.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openConsoleDb, type Db } from '@cgi/console-store';
import { baseUrlsFor, type ServiceBaseUrls } from '@cgi/platform/client';
import { createPseudonyms, generatePseudonymKey } from '@cgi/workflows/codec';
import { Client, Connection } from '@temporalio/client';
import { createApp } from '../../api/src/app';
import { findDevAccount } from '../../api/src/auth/dev-idp/accounts';
import { createDevIssuer, DEV_ISSUER, type DevIssuer } from '../../api/src/auth/dev-idp/issuer';
import { loadOrCreateDevKey } from '../../api/src/auth/dev-idp/keys';
import { createTokenVerifier } from '../../api/src/auth/verifier';
import type { RateLimitConfig } from '../../api/src/config';
import { startTestPlatform, type TestPlatform } from './platform';

/** The platform's door is closed: every read here also shows the api sends the key. */
export const PLATFORM_KEY = 'edge-test-platform-service-key-0123456789';
export const HIGH: RateLimitConfig = {
  windowSeconds: 60,
  signIn: 10_000,
  operationStarts: 10_000,
  authFailures: 10_000,
};

export interface EdgeEnv {
  platform: TestPlatform;
  issuer: DevIssuer;
  consoleDb: Db;
  /** The api with the HIGH limits, and an administrator's and a reader's token. */
  base: string;
  admin: string;
  reader: string;
  /** Another api on the same platform, database and issuer (closed with the rest). */
  startApi(
    rateLimits?: RateLimitConfig,
    serviceBaseUrls?: ServiceBaseUrls,
    signIn?: { openToNetwork?: boolean },
  ): Promise<string>;
  close(): Promise<void>;
}

export async function startEdgeEnv(): Promise<EdgeEnv> {
  const servers: Server[] = [];
  const platform = await startTestPlatform({ serviceKey: PLATFORM_KEY });
  const consoleDb = await openConsoleDb({});
  const issuer = createDevIssuer(await loadOrCreateDevKey(null));
  const webDist = await mkdtemp(join(tmpdir(), 'cgi-edge-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
  );
  await writeFile(join(webDist, 'assets', 'app.js'), 'export {};\n');
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
  const base = await startApi();
  const admin = await issuer.tokenFor(findDevAccount('admin@consola.test')!);
  const reader = await issuer.tokenFor(findDevAccount('lector@consola.test')!);
  return {
    platform,
    issuer,
    consoleDb,
    base,
    admin,
    reader,
    startApi,
    async close() {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
      await platform?.platform.close();
      await consoleDb?.close();
      if (webDist) await rm(webDist, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function json(response: Response) {
  const text = await response.text();
  return text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
}
