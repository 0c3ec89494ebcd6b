// Closing the api's Temporal connection while a call is still being retried (Temporal down) must
// not throw later from the retry interceptor's timer, outside any caller: the api's shutdown,
// and every test that closes its client, would crash the process with an uncaught exception.
import { createServer } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { connectTemporal } from './connection';
import { scaled } from '@cgi/test-support/slowdown';

const uncaught: unknown[] = [];
const collect = (error: unknown) => uncaught.push(error);

afterEach(() => {
  process.off('uncaughtException', collect);
});

async function deadAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `127.0.0.1:${port}`;
}

it(
  'waits for a call still retrying before it closes, so nothing throws afterwards',
  async () => {
    process.on('uncaughtException', collect);
    const { client, connection } = connectTemporal({ address: await deadAddress(), namespace: 'default' });
    const call = client.workflowService.getSystemInfo({}).then(
      () => 'answered',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    // The first attempt is refused at once; the next ones wait on the interceptor's timers.
    await new Promise((resolve) => setTimeout(resolve, 150));
    await connection.close();
    expect(await call).not.toBe('answered');
    // Longer than the retry interceptor's remaining backoff.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(uncaught).toEqual([]);
  },
  scaled(20_000),
);
