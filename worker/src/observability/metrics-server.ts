// The worker's scrape target and probes on one port of its own: GET /metrics is the process's
// metrics (prom-client) followed by the Temporal SDK's (Core's Prometheus exporter, listening on
// loopback only); GET /health/live answers while the process runs, /health/ready while the
// worker polls its task queue.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export async function startWorkerMetricsServer(options: {
  port: number;
  host?: string;
  registry: Registry;
  /** http://127.0.0.1:PORT/metrics of Core's exporter. */
  sdkMetricsUrl?: string;
  ready: () => boolean;
}): Promise<{ server: Server; port: number }> {
  async function metrics(): Promise<string> {
    const own = await options.registry.metrics();
    if (!options.sdkMetricsUrl) return own;
    try {
      const response = await fetch(options.sdkMetricsUrl, { signal: AbortSignal.timeout(1_000) });
      return `${own}\n${await response.text()}`;
    } catch {
      return own;
    }
  }
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET') {
      res.writeHead(405).end();
    } else if (path === '/metrics') {
      metrics().then(
        (text) => res.writeHead(200, { 'content-type': options.registry.contentType }).end(text),
        (error: unknown) => res.writeHead(500).end(String(error)),
      );
    } else if (path === '/health/live') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"up"}');
    } else if (path === '/health/ready') {
      const ready = options.ready();
      res
        .writeHead(ready ? 200 : 503, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: ready ? 'up' : 'down' }));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });
  return { server, port: (server.address() as AddressInfo).port };
}
