// TCP port helpers for the launcher: is a port free, pick free ones, wait until one answers.
import { readFile } from 'node:fs/promises';
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

/** Where the kernel takes the local ports of outgoing connections (Linux's file; its default elsewhere). */
export async function ephemeralPortRange(): Promise<[number, number]> {
  try {
    const [low, high] = (await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8'))
      .trim()
      .split(/\s+/)
      .map(Number);
    if (low && high && low <= high) return [low, high];
  } catch {
    // Not Linux: the usual range.
  }
  return [32768, 60999];
}

/** The lowest port picked for a service: clear of the well-known and registered ports most used. */
export const LOWEST_PICKED_PORT = 20000;

/**
 * `count` distinct ports free right now, below the range of outgoing connections' local ports.
 * A port the kernel hands out for `listen(0)` comes from that range, and any process connecting
 * anywhere could take it as its local port before the service it was picked for binds it (an
 * e2e stack's api once failed so, EADDRINUSE, while the other stack and vitest were busy).
 * Below the range only another listener can take it. Each pick is held open until all are
 * found, so none repeats. Falls back to the kernel's choice when the range leaves no room.
 */
export async function findFreePorts(count: number): Promise<number[]> {
  const [ephemeralLow] = await ephemeralPortRange();
  const span = ephemeralLow - LOWEST_PICKED_PORT;
  const servers: Server[] = [];
  try {
    for (let tries = 0; servers.length < count && span > 0 && tries < 50 * count; tries++) {
      const port = LOWEST_PICKED_PORT + Math.floor(Math.random() * span);
      try {
        // The wildcard address: taken if anything holds the port on any local address.
        servers.push(await listen(port));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'EADDRINUSE' && code !== 'EACCES') throw error;
      }
    }
    while (servers.length < count) servers.push(await listen(0, '127.0.0.1'));
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
