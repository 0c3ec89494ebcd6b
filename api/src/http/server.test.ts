import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiServer } from './server';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

async function statusOf(make: (app: RequestListener) => Server, url: string): Promise<number> {
  const server = make((_req, res) => res.end('ok')).listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((ready) => server.once('listening', ready));
  const { port } = server.address() as AddressInfo;
  return (await fetch(`http://127.0.0.1:${port}${url}`)).status;
}

describe('the api server', () => {
  it('takes the longest URL the contract admits (a page token of 2,000 characters, percent-encoded)', async () => {
    // What Schemathesis sent to GET /api/approvals/record: three-byte characters, nine bytes each.
    const url = `/api/approvals/record?pageToken=${encodeURIComponent('€'.repeat(2000))}&requester=${encodeURIComponent('é'.repeat(320))}`;
    expect(url.length).toBeGreaterThan(16 * 1024);
    expect(await statusOf(createApiServer, url)).toBe(200);
    // Node's own default refuses it before the app sees it.
    expect(await statusOf((app) => createServer(app), url)).toBe(431);
  });
});
