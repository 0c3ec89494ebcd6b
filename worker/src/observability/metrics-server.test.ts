// The worker's metrics and probes listener (issue 40, finding 7): loopback unless
// WORKER_METRICS_HOST says otherwise; with METRICS_BEARER_TOKEN a scrape of /metrics without the
// token is refused, while the probes (up or down, nothing more) stay open for the orchestrator.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { workerConfigFromEnv } from '../config';
import { startWorkerMetricsServer } from './metrics-server';

const TOKEN = 'token-de-scrape-0123456789';
let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

async function start(env: NodeJS.ProcessEnv) {
  const { metrics } = workerConfigFromEnv(env);
  expect(metrics).toBeDefined();
  const started = await startWorkerMetricsServer({
    ...metrics!,
    registry: new Registry(),
    ready: () => true,
  });
  server = started.server;
  return { base: `http://127.0.0.1:${started.port}`, address: server.address() as AddressInfo };
}

describe("the worker's metrics listener", () => {
  it('listens on loopback by default', async () => {
    const { base, address } = await start({ WORKER_METRICS_PORT: '0' });
    expect(address.address).toBe('127.0.0.1');
    expect((await fetch(`${base}/metrics`)).status).toBe(200);
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);
  });

  it('listens where WORKER_METRICS_HOST says', () => {
    expect(workerConfigFromEnv({ WORKER_METRICS_PORT: '9465' }).metrics).toEqual({
      port: 9465,
      host: '127.0.0.1',
    });
    expect(
      workerConfigFromEnv({
        WORKER_METRICS_PORT: '9465',
        WORKER_METRICS_HOST: '0.0.0.0',
        METRICS_BEARER_TOKEN: TOKEN,
      }).metrics,
    ).toEqual({ port: 9465, host: '0.0.0.0', bearerToken: TOKEN });
    expect(workerConfigFromEnv({}).metrics).toBeUndefined();
  });

  it('with a bearer token, answers 401 to a scrape without it and 200 with it; the probes stay open', async () => {
    const { base } = await start({ WORKER_METRICS_PORT: '0', METRICS_BEARER_TOKEN: TOKEN });
    const without = await fetch(`${base}/metrics`);
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(
      (await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer otro-token-cualquiera-123' } }))
        .status,
    ).toBe(401);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(
      200,
    );
    expect(await (await fetch(`${base}/health/live`)).json()).toEqual({ status: 'up' });
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);
  });
});
