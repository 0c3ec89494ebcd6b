// What the payload codec costs: µs to encrypt and to decrypt one payload of the sizes the
// console writes (a memo field, an operation's input, its progress, a bulk operation's progress).
// `npx tsx scripts/bench-codec.ts` (BENCH_CODEC_MS: time spent per size and direction, default 1000).
import { defaultPayloadConverter, type Payload } from '@temporalio/common';
import { generatePayloadKey, PayloadEncryptionCodec } from '@cgi/workflows/codec';
import { readCounts } from './lib/env-counts';

const { BENCH_CODEC_MS: budgetMs } = readCounts('bench:codec', { BENCH_CODEC_MS: [1000, 1] });
const codec = new PayloadEncryptionCodec([generatePayloadKey('bench'), generatePayloadKey('old')]);

const sizes: [string, number][] = [
  ['memo field', 100],
  ['operation input', 1_000],
  ['progress (8 steps)', 10_000],
  ['bulk progress', 200_000],
];

function payloadOf(bytes: number): Payload {
  const row = { key: 'sendInvite', label: 'Enviar la invitación de registro', status: 'done', attempts: 1 };
  const rows: unknown[] = [];
  while (JSON.stringify(rows).length < bytes)
    rows.push({ ...row, email: `usuario.${rows.length}@demo.com.ar` });
  return defaultPayloadConverter.toPayload(rows);
}

/**
 * µs per call: the median and the fastest of many short batches. On a shared, busy machine the
 * fastest batch is the codec's own cost; the median adds what waiting for a core costs.
 */
async function measure(run: () => Promise<unknown>): Promise<{ median: number; best: number }> {
  for (let i = 0; i < 1000; i++) await run();
  const batches: number[] = [];
  const start = performance.now();
  while (performance.now() - start < budgetMs) {
    const t0 = performance.now();
    for (let i = 0; i < 20; i++) await run();
    batches.push(((performance.now() - t0) * 1000) / 20);
  }
  batches.sort((a, b) => a - b);
  return { median: batches[Math.floor(batches.length / 2)]!, best: batches[0]! };
}

console.log(`Payload codec (AES-256-GCM), Node ${process.version}, ${budgetMs} ms per measure`);
console.log('payload                bytes   encrypt µs (median / best)   decrypt µs (median / best)');
for (const [name, bytes] of sizes) {
  const plain = payloadOf(bytes);
  const [encrypted] = await codec.encode([plain]);
  const size = plain.data?.byteLength ?? 0;
  const encode = await measure(() => codec.encode([plain]));
  const decode = await measure(() => codec.decode([encrypted!]));
  const pair = (m: { median: number; best: number }) =>
    `${m.median.toFixed(1).padStart(10)} / ${m.best.toFixed(1).padEnd(10)}`;
  console.log(`${name.padEnd(20)} ${String(size).padStart(7)}   ${pair(encode)}      ${pair(decode)}`);
}
