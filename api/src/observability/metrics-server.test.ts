// The api's metrics listener (issue 40, finding 7): where the api listens unless METRICS_HOST
// says otherwise, so loopback in the embedded stack; with METRICS_BEARER_TOKEN a scrape without
// the token is refused.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { apiConfigFromEnv } from '../config';
import { startMetricsServer } from './metrics-server';

const TOKEN = 'token-de-scrape-0123456789';
let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

async function start(env: NodeJS.ProcessEnv) {
  const { metrics } = apiConfigFromEnv(env);
  expect(metrics).toBeDefined();
  const registry = new Registry();
  registry.setDefaultLabels({ process: 'api' });
  const started = await startMetricsServer({ ...metrics!, registry });
  server = started.server;
  return { url: `http://127.0.0.1:${started.port}/metrics`, address: server.address() as AddressInfo };
}

describe('the metrics listener', () => {
  it('listens on loopback by default, as the api does in the embedded stack', async () => {
    const { url, address } = await start({ METRICS_PORT: '0' });
    expect(address.address).toBe('127.0.0.1');
    expect((await fetch(url)).status).toBe(200);
  });

  it("follows the api's host, or METRICS_HOST", () => {
    expect(apiConfigFromEnv({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(
      apiConfigFromEnv({ METRICS_PORT: '9464', HOST: '0.0.0.0', DEV_SIGN_IN_ALLOW_NETWORK: 'true' }).metrics,
    ).toEqual({ port: 9464, host: '0.0.0.0' });
    expect(
      apiConfigFromEnv({
        METRICS_PORT: '9464',
        HOST: '0.0.0.0',
        DEV_SIGN_IN_ALLOW_NETWORK: 'true',
        METRICS_HOST: '127.0.0.1',
      }).metrics,
    ).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(apiConfigFromEnv({}).metrics).toBeUndefined();
    expect(() => apiConfigFromEnv({ METRICS_PORT: '9464', METRICS_BEARER_TOKEN: 'corto' })).toThrow(
      /METRICS_BEARER_TOKEN: debe tener al menos 16 caracteres/,
    );
  });

  it('with a bearer token, answers 401 to a scrape without it or with another, and 200 with it', async () => {
    const { url, address } = await start({ METRICS_PORT: '0', METRICS_BEARER_TOKEN: TOKEN });
    expect(address.address).toBe('127.0.0.1');
    const without = await fetch(url);
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await without.text()).toBe('');
    expect((await fetch(url, { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: `Basic ${TOKEN}` } })).status).toBe(401);
    const scraped = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toMatch(/^text\/plain/);
  });
});
