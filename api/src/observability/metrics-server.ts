// Serves GET /metrics (Prometheus text format) on a listener of its own, apart from the
// console's public port.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export async function startMetricsServer(options: {
  port: number;
  host?: string;
  registry: Registry;
}): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    options.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': options.registry.contentType }).end(text),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });
  return { server, port: (server.address() as AddressInfo).port };
}
