// Stops the api without cutting requests: readiness turns 503 at once (a load balancer stops
// sending), the listener closes, idle keep-alive connections close, requests in flight get up
// to `graceMs` to finish. Event streams never finish by themselves, so they are ended at once
// (the browser's EventSource reconnects, to another replica if there is one).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export function createGracefulShutdown(options: { graceMs: number }) {
  let draining = false;
  const streams = new Set<ServerResponse>();

  return {
    draining: () => draining,

    /** Remembers the event streams `server` serves, to end them when it stops. */
    track(server: Server): void {
      server.on('request', (req: IncomingMessage, res: ServerResponse) => {
        if (!(req.headers.accept ?? '').includes('text/event-stream')) return;
        streams.add(res);
        res.once('close', () => streams.delete(res));
      });
    },

    /** Resolves once every connection is closed (at the latest `graceMs` after the call). */
    drain(server: Server): Promise<void> {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      for (const stream of streams) stream.end();
      const force = setTimeout(() => server.closeAllConnections(), options.graceMs);
      force.unref();
      return closed.finally(() => clearTimeout(force));
    },
  };
}
