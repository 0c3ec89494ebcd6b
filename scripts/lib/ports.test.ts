import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  LOWEST_PICKED_PORT,
  ephemeralPortRange,
  findFreePorts,
  isPortFree,
  waitForHttpOk,
  waitForPort,
} from './ports';

function listen(port = 0, host = '127.0.0.1'): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(port, host, () => resolve(server));
  });
}

function portOf(server: Server): number {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('ports', () => {
  it('finds distinct free ports', async () => {
    const ports = await findFreePorts(4);
    expect(new Set(ports).size).toBe(4);
    for (const port of ports) expect(await isPortFree(port)).toBe(true);
  });

  it('picks ports below the range outgoing connections take their local ports from', async () => {
    const [ephemeralLow] = await ephemeralPortRange();
    const ports = await findFreePorts(40);
    expect(new Set(ports).size).toBe(40);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(LOWEST_PICKED_PORT);
      expect(port).toBeLessThan(ephemeralLow);
    }
  });

  it('sees a port taken on 127.0.0.1 as not free', async () => {
    const server = await listen();
    try {
      expect(await isPortFree(portOf(server))).toBe(false);
    } finally {
      server.close();
    }
  });

  it('waits until a port answers', async () => {
    const [port] = await findFreePorts(1);
    const waiting = waitForPort(port as number, { signal: AbortSignal.timeout(5000) });
    const server = await listen(port);
    try {
      await expect(waiting).resolves.toBeUndefined();
    } finally {
      server.close();
    }
  });

  it('gives up waiting when aborted', async () => {
    const [port] = await findFreePorts(1);
    await expect(
      waitForHttpOk(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow();
  });
});
