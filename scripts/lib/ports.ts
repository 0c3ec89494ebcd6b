// TCP port helpers for the launcher: is a port free, pick free ones, wait until one answers.
import { createConnection, createServer, type Server } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

function listen(port: number, host?: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * True when nothing listens on `port` on any local address. Binding the wildcard address
 * fails if any process holds the port on 127.0.0.1, ::1 or a wildcard; binding 127.0.0.1
 * as well covers systems without IPv6.
 */
export async function isPortFree(port: number): Promise<boolean> {
  for (const host of [undefined, '127.0.0.1']) {
    try {
      await close(await listen(port, host));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE' || code === 'EACCES') return false;
      if (code === 'EAFNOSUPPORT' || code === 'EADDRNOTAVAIL') continue;
      throw error;
    }
  }
  return true;
}

/** `count` distinct ports the kernel reports free right now (held open together so none repeats). */
export async function findFreePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i++) servers.push(await listen(0, '127.0.0.1'));
    return servers.map((server) => {
      const address = server.address();
      if (address === null || typeof address === 'string') throw new Error('unexpected server address');
      return address.port;
    });
  } finally {
    await Promise.all(servers.map(close));
  }
}

/** Resolves once a TCP connection to host:port succeeds. */
export async function waitForPort(
  port: number,
  { host = '127.0.0.1', signal }: { host?: string; signal?: AbortSignal } = {},
): Promise<void> {
  for (let delay = 50; ; delay = Math.min(delay * 2, 500)) {
    signal?.throwIfAborted();
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => {
        socket.destroy();
        resolve(false);
      });
    });
    if (open) return;
    await sleep(delay, undefined, { signal });
  }
}

/** Resolves once GET `url` answers with a 2xx status. */
export async function waitForHttpOk(url: string, { signal }: { signal?: AbortSignal } = {}): Promise<void> {
  for (let delay = 100; ; delay = Math.min(delay * 2, 1000)) {
    signal?.throwIfAborted();
    try {
      const response = await fetch(url, {
        signal: AbortSignal.any([AbortSignal.timeout(5000), ...(signal ? [signal] : [])]),
      });
      await response.body?.cancel();
      if (response.ok) return;
    } catch (error) {
      if (signal?.aborted) throw error;
    }
    await sleep(delay, undefined, { signal });
  }
}
