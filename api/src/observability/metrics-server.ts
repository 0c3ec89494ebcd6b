// Serves GET /metrics (Prometheus text format) on a listener of its own, apart from the
// console's public port: on the api's own host unless METRICS_HOST says otherwise (loopback in
// the embedded stack), and behind a bearer token when METRICS_BEARER_TOKEN is set (issue 40).
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsListener {
  port: number;
  host: string;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  bearerToken?: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the token; compared as digests in constant time. */
function scrapeAllowed(req: IncomingMessage, bearerToken: string | undefined): boolean {
  if (!bearerToken) return true;
  const given = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(bearerToken));
}

export async function startMetricsServer(
  options: MetricsListener & { registry: Registry },
): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    if (!scrapeAllowed(req, options.bearerToken)) {
      res.writeHead(401, { 'www-authenticate': 'Bearer realm="metrics"' }).end();
      return;
    }
    options.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': options.registry.contentType }).end(text),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return { server, port: (server.address() as AddressInfo).port };
}
