// The record's stream to the organization's audit store (issue 42, item 6), end to end: an
// administrator sets a signed webhook (`PUT /api/record/stream`), the worker's loop
// (recordStream, on the real Temporal server) posts every record entry in order; the receiver
// answers 503 for a while, then is closed, then comes back — and has each entry exactly once, in
// order, signed. Only administrators set or read it, and its address follows the alerts' rules.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_QUEUE } from '@cgi/workflows';
import { startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';
import { startAddUser } from '@cgi/test-support/operation-starts';
import { testPseudonyms } from '@cgi/test-support/operations-env';
import { scaled } from '@cgi/test-support/slowdown';
import { verifySignature } from '../../../worker/src/alerts/webhook';
import { ensureRecordStream } from '../../../worker/src/record/schedules';

const SECRET = 'secreto-de-la-auditoria-0001';
const ADMIN = 'admin@consola.test';

interface Delivery {
  path: string | undefined;
  status: number;
  first: number;
  last: number;
  seqs: number[];
  signed: boolean;
  idempotencyKey: string | undefined;
}

/** The audit store: answers 503 while `down`, 200 once up; can be closed and opened again. */
async function startReceiver() {
  const deliveries: Delivery[] = [];
  let down = false;
  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const entries = (JSON.parse(body) as { entries: { seq: number }[] }).entries;
    const status = down ? 503 : 200;
    deliveries.push({
      path: req.url,
      status,
      first: Number(req.headers['x-consola-record-first-seq']),
      last: Number(req.headers['x-consola-record-last-seq']),
      seqs: entries.map((entry) => entry.seq),
      signed: verifySignature(body, SECRET, req.headers['x-consola-signature'] as string | undefined),
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
    });
    res.writeHead(status).end();
  };
  let server: Server = createServer((req, res) => void handler(req, res));
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    deliveries,
    setDown: (value: boolean) => (down = value),
    close,
    async reopen() {
      server = createServer((req, res) => void handler(req, res));
      server.listen(port, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
    },
    /** What the receiver took (answered 2xx), entry by entry, in the order it took them. */
    accepted: () => deliveries.filter((d) => d.status === 200).flatMap((d) => d.seqs),
  };
}

let api: ApiTestEnv;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let receiverOpen = true;

async function until<T>(what: string, probe: () => Promise<T> | T, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + scaled(60_000);
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const headSeq = async () =>
  Number((await api.env.consoleDb.query<{ seq: string }>('select seq from operation_record_head'))[0]!.seq);
const streamState = async () => (await api.call('/api/record/stream', { as: ADMIN })).body as Json;

async function runOperations(tag: string, count: number) {
  const ids = await Promise.all(
    Array.from({ length: count }, (_, i) => startAddUser(api, i % 2 ? '999999' : '100003', { tag })),
  );
  await Promise.all(ids.map((id) => api.waitFor(id)));
  // Their ends are in the record once the worker wrote them.
  await until(
    'the ends in the record',
    async () =>
      (
        await api.env.consoleDb.query<{ n: number }>(
          `select count(*)::int as n from operation_record where stage = 'ended' and operation_id = any($1)`,
          [ids],
        )
      )[0]!.n,
    (n) => n === ids.length,
  );
}

beforeAll(async () => {
  receiver = await startReceiver();
  api = await startApiTestEnv({
    stepRetry: { maxAttempts: 1, initialBackoffMs: 50, maxBackoffMs: 50 },
    // The receiver, allowed as an administrator allows an internal receiver.
    webhooks: { allowedHosts: `127.0.0.1:${receiver.port}` },
    recordStream: { pollMs: 200, retryMs: 300, batchSize: 7 },
  });
  await runOperations('Envio', 3);
}, scaled(240_000));

afterAll(async () => {
  await api?.env.temporal.client.workflow
    .getHandle('consola-registro-envio')
    .terminate('fin de la prueba')
    .catch(() => undefined);
  await api?.stop();
  if (receiverOpen) await receiver?.close();
});

describe('who may set it, and where it may point', () => {
  it('is for administrators only', async () => {
    for (const as of ['soporte@consola.test', 'lector@consola.test']) {
      expect((await api.call('/api/record/stream', { as })).status).toBe(403);
      const put = await api.call('/api/record/stream', {
        as,
        method: 'PUT',
        json: { webhookUrl: `${receiver.url}/x` },
      });
      expect(put.status).toBe(403);
      expect((await api.call('/api/record/stream', { as, method: 'DELETE' })).status).toBe(403);
    }
  });

  it("refuses, in Spanish, what the alerts' webhook rules refuse", async () => {
    for (const [webhookUrl, said] of [
      ['https://10.0.0.1/auditoria', /una red privada/],
      ['http://127.0.0.1:1/auditoria', /este mismo equipo \(loopback\)/],
      ['ftp://auditoria.example.com/', /Indique una dirección https:\/\//],
    ] as const) {
      const res = await api.call('/api/record/stream', { as: ADMIN, method: 'PUT', json: { webhookUrl } });
      expect(res.status, webhookUrl).toBe(400);
      expect(String(res.body?.fields?.webhookUrl), webhookUrl).toMatch(said);
    }
    expect((await streamState()).destination).toBeNull();
    expect((await api.call('/api/record/stream', { as: ADMIN, method: 'DELETE' })).status).toBe(404);
  });
});

describe('delivery', () => {
  it('delivers every entry once, in order, across a receiver answering 503 and then closed', async () => {
    const set = await api.call('/api/record/stream', {
      as: ADMIN,
      method: 'PUT',
      json: { webhookUrl: `${receiver.url}/auditoria`, webhookSecret: SECRET },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({
      destination: { webhookUrl: `${receiver.url}/auditoria`, hasWebhookSecret: true, updatedBy: ADMIN },
      deliveredSeq: 0,
    });
    expect(JSON.stringify(set.body)).not.toContain(SECRET);
    // Stored as the record keeps a person and a secret (issue 43): who by pseudonym and sealed, the
    // secret sealed; the deliveries below verify with it, so the worker opens it to sign.
    const [stored] = await api.env.consoleDb.query<Record<string, unknown>>(
      'select updated_by, updated_by_key, webhook_secret from operation_record_stream',
    );
    expect(JSON.stringify(stored)).not.toContain(SECRET);
    expect(JSON.stringify(stored).toLowerCase()).not.toContain(ADMIN);
    expect(stored).toMatchObject({
      updated_by: expect.stringMatching(/^sealed:/),
      updated_by_key: testPseudonyms.of(ADMIN),
      webhook_secret: expect.stringMatching(/^sealed:/),
    });
    await ensureRecordStream(api.env.temporal.client, TASK_QUEUE);

    const firstHead = await headSeq();
    await until(
      'the first entries delivered',
      () => receiver.accepted().length,
      (n) => n >= firstHead,
    );

    // Down: 503 to every delivery, while new operations add entries.
    receiver.setDown(true);
    await runOperations('Caida', 2);
    await until(
      'refused deliveries',
      () => receiver.deliveries.filter((d) => d.status === 503).length,
      (n) => n >= 2,
    );
    const whileDown = await streamState();
    expect(whileDown.pending).toBeGreaterThan(0);
    expect(whileDown.lastError).toBe('el receptor no confirmó que la recibió');

    // Closed: no answer at all, and more entries meanwhile.
    await receiver.close();
    receiverOpen = false;
    const attemptsBefore = whileDown.lastAttemptAt as string;
    await runOperations('Cerrado', 2);
    await until(
      'an attempt on the closed receiver',
      streamState,
      (state) => state.lastAttemptAt !== attemptsBefore,
    );

    // Back: everything it missed arrives, and nothing twice.
    receiver.setDown(false);
    await receiver.reopen();
    receiverOpen = true;
    const head = await headSeq();
    const state = await until('caught up', streamState, (s) => s.deliveredSeq === head);
    expect(state).toMatchObject({ pending: 0, lastError: null, headSeq: head });

    const accepted = receiver.accepted();
    expect(accepted).toEqual(Array.from({ length: head }, (_, i) => i + 1));
    for (const delivery of receiver.deliveries) {
      expect(delivery.signed).toBe(true);
      expect(delivery.seqs[0]).toBe(delivery.first);
      expect(delivery.seqs.at(-1)).toBe(delivery.last);
      expect(delivery.seqs).toEqual(
        Array.from({ length: delivery.last - delivery.first + 1 }, (_, i) => delivery.first + i),
      );
      expect(delivery.idempotencyKey).toBe(`consola-registro-${delivery.first}-${delivery.last}`);
    }
    // Each batch taken follows the one before: in order, none skipped.
    const taken = receiver.deliveries.filter((d) => d.status === 200);
    taken.forEach((d, i) => expect(d.first).toBe(i === 0 ? 1 : taken[i - 1]!.last + 1));
    // A refused batch was sent again from the same entry (with what was added meanwhile).
    const refused = receiver.deliveries.filter((d) => d.status === 503);
    for (const d of refused) expect(taken.some((t) => t.first === d.first)).toBe(true);

    // The entries it received are the record's, hash chain included.
    const [last] = await api.env.consoleDb.query<{ hash: string }>(
      'select hash from operation_record where seq = $1',
      [head],
    );
    expect(last!.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stops when the destination is removed, and a new one starts from the oldest entry', async () => {
    expect((await api.call('/api/record/stream', { as: ADMIN, method: 'DELETE' })).status).toBe(204);
    expect(await streamState()).toMatchObject({ destination: null, deliveredSeq: 0 });
    const before = receiver.deliveries.length;
    await runOperations('Sin-destino', 1);

    const set = await api.call('/api/record/stream', {
      as: ADMIN,
      method: 'PUT',
      json: { webhookUrl: `${receiver.url}/otra`, webhookSecret: SECRET },
    });
    expect(set.status).toBe(200);
    const head = await headSeq();
    await until('the new destination caught up', streamState, (s) => s.deliveredSeq === head);
    const since = receiver.deliveries.slice(before);
    // Nothing went to the removed destination; the new one got the whole record, in order.
    expect(since.every((d) => d.path === '/otra')).toBe(true);
    const again = since.filter((d) => d.status === 200).flatMap((d) => d.seqs);
    expect(again).toEqual(Array.from({ length: head }, (_, i) => i + 1));
  });
});
