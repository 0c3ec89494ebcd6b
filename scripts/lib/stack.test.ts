import { createServer, type Server } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StackError, startStack } from './stack';

const servers: Server[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) server.close();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function takenPort(): Promise<number> {
  const server = createServer();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('startStack', () => {
  it('refuses to start when a fixed port is taken, naming the variable that sets it', async () => {
    const port = await takenPort();
    const dataDir = await mkdtemp(join(tmpdir(), 'stack-test-'));
    dirs.push(dataDir);
    const start = startStack({
      dataDir,
      services: ['platform'],
      ports: { platform: port },
      log: () => undefined,
    });
    await expect(start).rejects.toBeInstanceOf(StackError);
    await expect(start).rejects.toThrow(new RegExp(`port ${port} \\(PLATFORM_PORT, used by platform\\)`));
  });

  it('rejects ports that collide', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'stack-test-'));
    dirs.push(dataDir);
    const start = startStack({
      dataDir,
      services: ['platform'],
      ports: { platform: 45_001, console: 45_001 },
      log: () => undefined,
    });
    await expect(start).rejects.toThrow(/Ports must differ/);
  });
});
