// What the payload codec costs: µs to encrypt and to decrypt one payload of the sizes the
// console writes (a memo field, an operation's input, its progress, a bulk operation's progress).
// `npx tsx scripts/bench-codec.ts` (BENCH_CODEC_MS: time spent per size and direction, default 1000).
import { defaultPayloadConverter, type Payload } from '@temporalio/common';
import { generatePayloadKey, PayloadEncryptionCodec } from '@cgi/workflows/codec';

const budgetMs = Number(process.env.BENCH_CODEC_MS ?? 1000);
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

async function measure(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 50; i++) await run();
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < budgetMs) {
    await run();
    count++;
  }
  return ((performance.now() - start) * 1000) / count;
}

console.log(`Payload codec (AES-256-GCM), Node ${process.version}, ${budgetMs} ms per measure`);
console.log('payload               bytes    encrypt µs   decrypt µs   MB/s (decrypt)');
for (const [name, bytes] of sizes) {
  const plain = payloadOf(bytes);
  const [encrypted] = await codec.encode([plain]);
  const size = plain.data?.byteLength ?? 0;
  const encode = await measure(() => codec.encode([plain]));
  const decode = await measure(() => codec.decode([encrypted!]));
  console.log(
    `${name.padEnd(20)} ${String(size).padStart(7)} ${encode.toFixed(1).padStart(12)} ${decode
      .toFixed(1)
      .padStart(12)} ${(size / decode).toFixed(0).padStart(16)}`,
  );
}
