// Exports over real HTTP: exactly the filtered rows, Spanish headers and Buenos Aires times,
// formula cells neutralised, and 100,000 refusals streamed while the api's memory is watched.
// Approvals are on here (the approvals record needs real four-eyes requests); the operations
// this file starts otherwise (subscriber.addUser) need none.
import { randomUUID } from 'node:crypto';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { insertRows } from '@cgi/platform/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApiTestEnv, type ApiTestEnv, type Json } from '@cgi/test-support/api-env';
import { startDeactivation } from '@cgi/test-support/operation-starts';
import { neutralizeCell } from './table-export';
import { scaled } from '@cgi/test-support/slowdown';

let api: ApiTestEnv;

beforeAll(async () => {
  api = await startApiTestEnv({
    stepRetry: { maxAttempts: 1, initialBackoffMs: 100, maxBackoffMs: 100 },
    approvals: true,
  });
}, scaled(240_000));

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

it(
  'exports exactly the operations the filtered list shows',
  async () => {
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
  },
  scaled(120_000),
);

const lines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split(/\r?\n/);
const jsonLines = (text: string) =>
  text.trim()
    ? text
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l) as Json)
    : [];

it(
  'exports exactly the filtered approvals record: approved, rejected (formula reason) and pending, by requester',
  async () => {
    const enc = encodeURIComponent;
    const HYPERLINK = '=HYPERLINK("http://malo.example","clic")';
    /** A deactivation (approval always) asked by `as`, once its run has published the request. */
    const request = async (as: string) => {
      const { id } = await startDeactivation(api, { reason: 'Baja pedida por el titular', as });
      await api.waitFor(id, (view) => view.approval?.state === 'pending');
      return id;
    };
    const [approved, rejected, pending, otherPending] = await Promise.all([
      request('soporte@consola.test'),
      request('soporte@consola.test'),
      request('soporte@consola.test'),
      request('admin@consola.test'),
    ]);
    const decide = await Promise.all([
      api.call(`/api/operations/${enc(approved)}/approve`, { method: 'POST', json: {} }),
      api.call(`/api/operations/${enc(rejected)}/reject`, { method: 'POST', json: { reason: HYPERLINK } }),
    ]);
    expect(decide.map((d) => d.status)).toEqual([200, 200]);
    await api.waitFor(approved);

    /** Every row of the record for a filter, a page of one at a time (the paging is exercised). */
    const recorded = async (filter: string) => {
      const rows: Json[] = [];
      let token: string | null = null;
      do {
        const page = await api.call(
          `/api/approvals/record?${filter}&pageSize=1${token ? `&pageToken=${enc(token)}` : ''}`,
        );
        expect(page.status, JSON.stringify(page.body)).toBe(200);
        rows.push(...(page.body!.items as Json[]));
        token = page.body!.nextPageToken as string | null;
      } while (token);
      return rows;
    };
    // Visibility follows the decisions within moments: wait for the rejection to be indexed.
    for (let i = 0; i < 50 && (await recorded('decision=rejected')).length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));

    // The operations that needed no approval (the addUser runs of this file) are not in it.
    const all = await recorded('');
    expect(all.map((row) => row.id).sort()).toEqual([approved, rejected, pending, otherPending].sort());
    const bySupport = await recorded('requester=soporte%40consola.test');
    expect(bySupport.map((row) => row.id).sort()).toEqual([approved, rejected, pending].sort());
    const rejectedRow = bySupport.find((row) => row.id === rejected)!;
    expect(rejectedRow).toMatchObject({
      decision: 'rejected',
      requester: 'soporte@consola.test',
      reason: 'Baja pedida por el titular',
      decidedBy: ['admin@consola.test'],
      rejectionReason: HYPERLINK,
      status: 'rejected',
      label: expect.any(String),
    });
    expect(rejectedRow.decidedAt).toEqual(expect.any(String));
    expect(bySupport.find((row) => row.id === approved)).toMatchObject({
      decision: 'approved',
      decidedBy: ['admin@consola.test'],
      rejectionReason: null,
      status: 'completed',
    });
    expect(bySupport.find((row) => row.id === pending)).toMatchObject({ decision: 'pending', decidedBy: [] });

    // CSV of the support engineer's requests: exactly those three, in the record's order.
    const csv = await download('/api/exports/approvals?requester=soporte%40consola.test&format=csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('aprobaciones.csv');
    const rows = lines(await csv.text());
    expect(rows[0]).toBe(
      'ID,Tipo,Objetivo,Nombre del objetivo,Decisión,Pedida por,Pedida el,Motivo del pedido,' +
        'Aprobaciones necesarias,Decidida por,Decidida el,Motivo del rechazo,Vencía el,Estado de la operación',
    );
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(bySupport.map((row) => row.id));
    const rejectedCsv = rows.find((row) => row.startsWith(`${rejected},`))!;
    expect(rejectedCsv).toContain(',Rechazada,soporte@consola.test,');
    expect(rejectedCsv).toContain(`"'=HYPERLINK(""http://malo.example"",""clic"")"`);
    // Buenos Aires time, no zone: 2026-11-27 03:41:07.
    expect(rejectedCsv).toMatch(/,soporte@consola\.test,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/);
    expect(rows.some((row) => row.startsWith(`${otherPending},`))).toBe(false);

    // JSON lines of one decision: exactly that row, the reason as it was written.
    const jsonl = jsonLines(
      await (
        await download('/api/exports/approvals?decision=rejected&format=jsonl', 'soporte@consola.test')
      ).text(),
    );
    expect(jsonl.map((row) => row.id)).toEqual([rejected]);
    expect(jsonl[0]).toMatchObject({ rejectionReason: HYPERLINK, decidedBy: ['admin@consola.test'] });
    const pendingIds = jsonLines(
      await (await download('/api/exports/approvals?decision=pending&format=jsonl')).text(),
    );
    expect(pendingIds.map((row) => row.id).sort()).toEqual([pending, otherPending].sort());
    // A period before today: nothing.
    expect(
      jsonLines(await (await download('/api/exports/approvals?to=2020-01-01&format=jsonl')).text()),
    ).toEqual([]);

    // Roles that do not read every operation get neither the record nor its file.
    for (const as of ['comercial@consola.test', 'notificaciones@consola.test']) {
      expect((await api.call('/api/approvals/record', { as })).status).toBe(403);
      expect((await download('/api/exports/approvals', as)).status).toBe(403);
    }
    // A page token belongs to its filter.
    const first = await api.call('/api/approvals/record?pageSize=1');
    const token = enc(first.body!.nextPageToken as string);
    expect(
      (await api.call(`/api/approvals/record?decision=pending&pageSize=1&pageToken=${token}`)).status,
    ).toBe(400);
    const bad = await api.call('/api/approvals/record?decision=quizas');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/decision/);
  },
  scaled(120_000),
);

it(
  'streams 100,000 refusals without holding them (the api process memory is measured)',
  async () => {
    const actor = `volumen.${randomUUID().slice(0, 6)}@consola.test`;
    const total = 100_000;
    // The rows refusalRow(i, actor) would make, written by the database itself: sending them as
    // parameters in batches was two thirds of this test's CPU, and the export is what is measured.
    await api.env.consoleDb.query(
      `INSERT INTO refusals (occurred_at, status, code, reason, actor, method, route, operation_type,
                             action, source_address, request_id)
       SELECT $1::timestamptz + i * interval '1 second', 403, 'FORBIDDEN', 'Sin permiso', $2, 'GET',
              '/api/refusals', NULL, NULL, '127.0.0.1', 'req-' || i
         FROM generate_series(0, $3::int - 1) AS i`,
      [refusalRow(0, actor).occurred_at.toISOString(), actor, total],
    );
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
  },
  scaled(300_000),
);
