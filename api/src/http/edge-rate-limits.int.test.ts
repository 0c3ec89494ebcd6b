// The api's edge over real HTTP (test-support/src/edge-env.ts): per-client rate limits with 429
// and Retry-After, for sign-in, bad tokens and operation starts, and none counted for a request a
// slow platform holds in flight.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { baseUrlsFor } from '@cgi/platform/client';
import { scaled } from '@cgi/test-support/slowdown';
import { DEFAULT_RATE_LIMITS } from '../config';
import { apiMessages } from './errors';
import { bearer, json, startEdgeEnv, HIGH, type EdgeEnv } from '@cgi/test-support/edge-env';

let env: EdgeEnv;
let admin: string;
let reader: string;
beforeAll(async () => {
  env = await startEdgeEnv();
  ({ admin, reader } = env);
});
afterAll(async () => env?.close());

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
      const upstream = await fetch(`${env.platform.platform.url}${req.url}`, { method: req.method, headers });
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
    const limited = await env.startApi({ ...HIGH, signIn: 5 });
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
    const limited = await env.startApi({ ...HIGH, authFailures: 5 });
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
      const defaults = await env.startApi(DEFAULT_RATE_LIMITS, baseUrlsFor(slow.url));
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
    const defaults = await env.startApi(DEFAULT_RATE_LIMITS);
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
      const limited = await env.startApi({ ...HIGH, authFailures: 5 }, baseUrlsFor(slow.url));
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
    const limited = await env.startApi({ ...HIGH, operationStarts: 3 });
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
