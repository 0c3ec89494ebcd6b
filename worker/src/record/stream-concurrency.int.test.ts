// The record's stream with several deliverers at once (two workers' activities overlapping, or
// entries appended while it delivers): the cursor moves only from where a delivery read it, so it
// never skips or goes back, and a receiver that drops what it already has keeps every entry once,
// in order. The receiver here is slow and sometimes refuses, to make deliveries overlap.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRecordStream, createRecordWriter, openConsoleDb, type Db } from '@cgi/console-store';
import {
  consoleDataConverter,
  createPseudonyms,
  createValueSealer,
  generatePayloadKey,
  generatePseudonymKey,
} from '@cgi/workflows/codec';
import { parseAllowedHosts } from '@cgi/workflows/webhooks';
import { scaled } from '@cgi/test-support/slowdown';
import { createRecordStreamActivities } from './stream';

let db: Db;
const sealer = createValueSealer(consoleDataConverter([generatePayloadKey('k1')]).payloadCodecs ?? []);
const protection = { sealer, pseudonyms: createPseudonyms([generatePseudonymKey('s1')]) };
let server: Server;
let url: string;
/** Every batch that reached the receiver, and what a deduplicating store kept. */
const received: { seqs: number[]; taken: boolean }[] = [];
const kept: number[] = [];
let answered = 0;

beforeAll(async () => {
  db = await openConsoleDb({});
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const { entries } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        entries: { seq: number }[];
      };
      // Every fifth batch refused; the others answered after a moment, so deliverers overlap.
      const taken = ++answered % 5 !== 0;
      received.push({ seqs: entries.map((e) => e.seq), taken });
      setTimeout(() => {
        if (taken) for (const { seq } of entries) if (seq > (kept.at(-1) ?? 0)) kept.push(seq);
        res.writeHead(taken ? 200 : 503).end();
      }, 5);
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await db?.close();
});

it(
  'delivers every entry once and in order with five deliverers at once while entries are appended',
  async () => {
    const writer = createRecordWriter(db, sealer);
    const append = (from: number, count: number) =>
      writer.append(
        Array.from({ length: count }, (_, i) => ({
          operationId: `op/${from + i}`,
          stage: 'requested' as const,
          at: new Date(),
          type: 'subscriber.addUser',
          facts: { n: from + i },
        })),
        'prueba',
      );
    await append(0, 40);
    await createRecordStream(db, protection).setDestination(
      { webhookUrl: `${url}/auditoria`, secret: 'x'.repeat(16) },
      'prueba',
    );
    const activities = createRecordStreamActivities({
      db,
      protection,
      heartbeat: () => undefined,
      config: {
        batchSize: 6,
        runForMs: 100,
        destinations: { allowedHosts: parseAllowedHosts(new URL(url).host), ownServices: [] },
      },
    });
    // Five loops at once, as five overlapping activities would run; entries keep arriving.
    const deadline = Date.now() + scaled(60_000);
    const loop = async () => {
      for (;;) {
        const [{ seq }] = (await db.query<{ seq: string }>('select seq from operation_record_head')) as [
          { seq: string },
        ];
        const state = await createRecordStream(db, protection).state();
        if (state.deliveredSeq === Number(seq) && Number(seq) === 100) return;
        if (Date.now() > deadline) throw new Error(`not caught up: ${JSON.stringify(state)}`);
        await activities.streamRecord();
      }
    };
    await Promise.all([loop(), loop(), loop(), append(40, 30).then(() => append(70, 30)), loop(), loop()]);

    expect(kept).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect((await createRecordStream(db, protection).state()).deliveredSeq).toBe(100);
    // Overlapping deliveries did happen (else this proves nothing), each batch numbered without gaps.
    expect(received.flatMap((r) => r.seqs).length).toBeGreaterThan(100);
    for (const { seqs } of received) expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
  },
  scaled(120_000),
);
