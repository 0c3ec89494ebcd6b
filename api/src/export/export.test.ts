// Exports over real HTTP: exactly the filtered rows, Spanish headers and Buenos Aires times,
// formula cells neutralised, and 100,000 refusals streamed while the api's memory is watched.
import { randomUUID } from 'node:crypto';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { insertRows } from '@cgi/platform/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApiTestEnv, type ApiTestEnv, type Json } from '../testing/api-env';
import { neutralizeCell } from './table-export';

let api: ApiTestEnv;

beforeAll(async () => {
  api = await startApiTestEnv({ stepRetry: { maxAttempts: 1, initialBackoffMs: 100, maxBackoffMs: 100 } });
}, 240_000);

afterAll(async () => {
  await api?.stop();
});

async function download(path: string, as = 'admin@consola.test') {
  const token = await api.tokenFor(as);
  return fetch(`${api.base}${path}`, { headers: { authorization: `Bearer ${token}` } });
}

function refusalRow(i: number, actor: string, reason = 'Sin permiso') {
  return {
    occurred_at: new Date(Date.UTC(2026, 10, 20, 12, 0, 0) + i * 1000),
    status: 403,
    code: 'FORBIDDEN',
    reason,
    actor,
    method: 'GET',
    route: '/api/refusals',
    operation_type: null,
    action: null,
    source_address: '127.0.0.1',
    request_id: `req-${i}`,
  };
}

it('neutralises cells a spreadsheet would run', () => {
  expect(neutralizeCell('=HYPERLINK("http://x","y")')).toBe(`'=HYPERLINK("http://x","y")`);
  for (const text of ['+54 11', '-1', '@SUM(A1)', '\tx', '\rx'])
    expect(neutralizeCell(text)).toBe(`'${text}`);
  expect(neutralizeCell('Ana = jefa')).toBe('Ana = jefa');
});

it('exports exactly the filtered refusals, as CSV in Spanish and Buenos Aires time, and as JSON lines', async () => {
  const actor = `export.${randomUUID().slice(0, 6)}@consola.test`;
  await insertRows(api.env.consoleDb, 'refusals', [
    refusalRow(1, actor, '=HYPERLINK("http://malo.example","clic")'),
    refusalRow(2, actor),
    refusalRow(3, 'otra@consola.test'),
  ]);
  const csv = await download(`/api/exports/refusals?actor=${encodeURIComponent(actor)}&format=csv`);
  expect(csv.status).toBe(200);
  expect(csv.headers.get('content-type')).toContain('text/csv');
  expect(csv.headers.get('content-disposition')).toContain('rechazos.csv');
  const lines = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\n');
  expect(lines[0]).toBe(
    'Fecha,Estado HTTP,Código,Motivo,Quién,Método,Ruta,Tipo de operación,Acción,Dirección de origen,ID del pedido',
  );
  expect(lines).toHaveLength(3);
  // Newest first; 12:00:02 UTC is 09:00:02 in Buenos Aires.
  expect(lines[1]).toMatch(/^2026-11-20 09:00:02,403,FORBIDDEN,Sin permiso,/);
  expect(lines[2]).toContain(`"'=HYPERLINK(""http://malo.example"",""clic"")"`);
  expect(lines.join('\n')).not.toContain('otra@consola.test');

  const jsonl = await download(`/api/exports/refusals?actor=${encodeURIComponent(actor)}&format=jsonl`);
  const objects = (await jsonl.text())
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Json);
  const listed = await api.call(`/api/refusals?actor=${encodeURIComponent(actor)}`);
  expect(objects.map((o) => o.requestId)).toEqual(
    ((listed.body as { items: Json[] }).items ?? []).map((item) => item.requestId),
  );
  expect(objects[1]!.reason).toBe('=HYPERLINK("http://malo.example","clic")');

  expect((await download('/api/exports/refusals', 'soporte@consola.test')).status).toBe(403);
});

it('exports exactly the operations the filtered list shows', async () => {
  const start = async (subscriberNumber: string) => {
    const res = await api.call('/api/operations', {
      method: 'POST',
      json: {
        type: 'subscriber.addUser',
        input: {
          subscriberNumber,
          email: `export.${randomUUID().slice(0, 8)}@demo.com.ar`,
          firstName: 'Exporta',
          lastName: 'Prueba',
          userTypeCode: 'ORG-STAFF',
        },
      },
    });
    return (res.body as Json).id as string;
  };
  const ids = await Promise.all([start('999999'), start('999999'), start('100003')]);
  await Promise.all(ids.map((id) => api.waitFor(id)));
  const filter = 'status=failed&type=subscriber.addUser';
  const listed: string[] = [];
  let token: string | null = null;
  do {
    const page = await api.call(
      `/api/operations?${filter}&pageSize=2${token ? `&pageToken=${encodeURIComponent(token)}` : ''}`,
    );
    const body = page.body as { items: Json[]; nextPageToken: string | null };
    listed.push(...body.items.map((item) => item.id as string));
    token = body.nextPageToken;
  } while (token);
  expect(listed).toEqual(expect.arrayContaining(ids.slice(0, 2)));

  const jsonl = await download(`/api/exports/operations?${filter}&format=jsonl`, 'soporte@consola.test');
  const exported = (await jsonl.text())
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Json);
  expect(exported.map((o) => o.id)).toEqual(listed);
  expect(new Set(exported.map((o) => o.status))).toEqual(new Set(['Falló']));

  const csv = await (await download(`/api/exports/operations?${filter}`, 'soporte@consola.test')).text();
  const rows = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\n');
  expect(rows[0]).toMatch(/^ID,Operación,Tipo,Estado,Objetivo,/);
  expect(rows).toHaveLength(listed.length + 1);
  expect((await download('/api/exports/operations', 'comercial@consola.test')).status).toBe(403);
}, 120_000);

it('streams 100,000 refusals without holding them (the api process memory is measured)', async () => {
  const actor = `volumen.${randomUUID().slice(0, 6)}@consola.test`;
  const total = 100_000;
  for (let start = 0; start < total; start += 10_000) {
    await insertRows(
      api.env.consoleDb,
      'refusals',
      Array.from({ length: 10_000 }, (_, i) => refusalRow(start + i, actor)),
    );
  }
  global.gc?.();
  const baseline = process.memoryUsage();
  let peakRss = baseline.rss;
  let peakHeap = baseline.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  // A connection of its own (the inserts above outlast a pooled socket's keep-alive).
  const token = await api.tokenFor('admin@consola.test');
  const response = await new Promise<IncomingMessage>((resolve, reject) =>
    httpGet(
      `${api.base}/api/exports/refusals?actor=${encodeURIComponent(actor)}&format=csv`,
      { headers: { authorization: `Bearer ${token}` }, agent: false },
      resolve,
    ).once('error', reject),
  );
  expect(response.statusCode).toBe(200);
  // Read as it comes, counting lines, never keeping the body.
  let lines = 0;
  let bytes = 0;
  const began = Date.now();
  for await (const chunk of response as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  clearInterval(sampler);
  const seconds = (Date.now() - began) / 1000;
  expect(lines).toBe(total + 1);
  const mb = (value: number) => Math.round(value / 1024 / 1024);
  process.stdout.write(
    `export of ${total} refusals: ${mb(bytes)} MB in ${seconds.toFixed(1)} s; ` +
      `process peak RSS ${mb(peakRss)} MB (+${mb(peakRss - baseline.rss)}), ` +
      `peak heap ${mb(peakHeap)} MB (+${mb(peakHeap - baseline.heapUsed)})\n`,
  );
  // The file is ~12 MB; holding its rows as objects would add far more than this.
  expect(peakHeap - baseline.heapUsed).toBeLessThan(80 * 1024 * 1024);
}, 300_000);
