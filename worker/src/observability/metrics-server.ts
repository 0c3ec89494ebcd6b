// The worker's scrape target and probes on one port of its own: GET /metrics is the process's
// metrics (prom-client) followed by the Temporal SDK's (Core's Prometheus exporter, listening on
// loopback only); GET /health/live answers while the process runs, /health/ready while the
// worker polls its task queue. It listens on WORKER_METRICS_HOST (loopback unless set), and
// /metrics asks for METRICS_BEARER_TOKEN when one is set (issue 40); the probes say only up or
// down and stay open for the orchestrator's checks.
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface WorkerMetricsListener {
  port: number;
  host: string;
  /** When set, a scrape of /metrics must send `Authorization: Bearer <token>`. */
  bearerToken?: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the token; compared as digests in constant time. */
function scrapeAllowed(req: IncomingMessage, bearerToken: string | undefined): boolean {
  if (!bearerToken) return true;
  const given = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(bearerToken));
}

export async function startWorkerMetricsServer(
  options: WorkerMetricsListener & {
    registry: Registry;
    /** http://127.0.0.1:PORT/metrics of Core's exporter. */
    sdkMetricsUrl?: string;
    ready: () => boolean;
  },
): Promise<{ server: Server; port: number }> {
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
      if (!scrapeAllowed(req, options.bearerToken)) {
        res.writeHead(401, { 'www-authenticate': 'Bearer realm="metrics"' }).end();
        return;
      }
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
    server.listen(options.port, options.host, () => resolve());
  });
  return { server, port: (server.address() as AddressInfo).port };
}
