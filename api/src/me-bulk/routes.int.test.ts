// The Mi Estudio bulk endpoints over real HTTP with real tokens, in front of a real Temporal
// server, worker and platform: the CSV document check ('El documento es incorrecto.'), the CSV
// enablement and the unlock started through /api/operations, the declarations reads with the
// spec's texts, and the nine-role matrix of spec 2 §2.1/§6.
import { request } from 'node:http';
import { meBulkMessages } from '@cgi/workflows';
import { describe, expect, it } from 'vitest';
import { FAST_RETRY, type Json, ROLE_ACCOUNT_PAIRS } from '@cgi/test-support/api-env';
import { useApiTestEnv } from '@cgi/test-support/api-env-hooks';
import { CSV_MAX_BYTES, csvMessages } from './csv-document';

const api = useApiTestEnv({ stepRetry: FAST_RETRY, defaultAs: 'soporte@consola.test' });

const DEMO_CUIT = '30712345671';
const HEADER = 'CUIT;MODULO;FECHA_INICIO;FECHA_FIN';

const upload = (text: string, options: { as?: string; name?: string; type?: string } = {}) =>
  api.call('/api/me-bulk/csv-enablement/document', {
    method: 'POST',
    as: options.as,
    headers: {
      'content-type': options.type ?? 'text/csv',
      'x-file-name': encodeURIComponent(options.name ?? 'módulos.csv'),
    },
    body: text,
  });

/** Sends `size` bytes in 64 KB chunks (chunked, no length), stopping once the answer arrives. */
async function streamUpload(size: number): Promise<{ status: number; sentWhenAnswered: number }> {
  const token = await api.tokenFor('soporte@consola.test');
  const url = new URL('/api/me-bulk/csv-enablement/document', api.base);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv', 'x-file-name': 'big.csv' },
    });
    req.on('response', (res) => {
      answered = true;
      const status = res.statusCode ?? 0;
      const sentWhenAnswered = sent;
      res.resume();
      res.on('end', () => resolve({ status, sentWhenAnswered }));
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const pump = () => {
      while (!answered && sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}

async function operate(type: string, input: Json, reason?: string, as?: string) {
  const started = await api.call('/api/operations', {
    method: 'POST',
    as,
    json: { type, input, ...(reason ? { reason } : {}) },
  });
  if (started.status !== 202) return started;
  return { status: started.status, body: await api.waitFor(started.body!.id as string) };
}

describe('CSV enablement', () => {
  it('checks a good document and answers its normalized rows, changing nothing', async () => {
    const res = await upload(
      `${HEADER}\n${DEMO_CUIT};EconomicIndexes;2024-01-01;\n20999999990;Storage;2024-01-01;2099-12-31\n`,
    );
    expect(res).toEqual({
      status: 200,
      body: {
        fileName: 'módulos.csv',
        rowCount: 2,
        organizationCount: 2,
        encoding: 'utf-8',
        rows: [`${DEMO_CUIT};EconomicIndexes;2024-01-01;`, '20999999990;Storage;2024-01-01;2099-12-31'],
      },
    });
    const instance = await api.env.platform.authorization.instance(1);
    expect(instance.appModules.map((m) => m.appModule)).not.toContain('EconomicIndexes');
  });

  it("answers 'El documento es incorrecto.' (eAuthzErrorUndefinedRequestParameter) with every bad row and its line", async () => {
    const res = await upload(`${HEADER}\n${DEMO_CUIT};Storage;2024-13-01;\n123;Inexistente;2024-01-01;\n`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'eAuthzErrorUndefinedRequestParameter',
      message: 'El documento es incorrecto.',
      problems: [
        { line: 2, column: 'FECHA_INICIO', message: csvMessages.startDate, value: '2024-13-01' },
        { line: 3, column: 'CUIT', message: csvMessages.cuit, value: '123' },
        { line: 3, column: 'MODULO', message: csvMessages.module, value: 'Inexistente' },
      ],
      problemsNotListed: 0,
    });
    const header = await upload('CUIT,MODULO\n1,2\n');
    expect(header.body).toMatchObject({
      code: 'eAuthzErrorUndefinedRequestParameter',
      problems: [{ line: 1 }],
    });
    const latin1 = await api.call('/api/me-bulk/csv-enablement/document', {
      method: 'POST',
      headers: { 'content-type': 'text/csv', 'x-file-name': 'a.csv' },
      body: new Uint8Array([
        ...new TextEncoder().encode(`${HEADER}\n${DEMO_CUIT};Storage;2024-01-01;`),
        0xa0,
        0x0a,
      ]),
    });
    expect(latin1).toMatchObject({ status: 200, body: { encoding: 'windows-1252', rowCount: 1 } });
  });

  it('answers a document sent as JSON with the CSV check, not a JSON parse error', async () => {
    const res = await upload(`${HEADER}\n${DEMO_CUIT};Storage;2024-01-01;\n`, { type: 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'eAuthzErrorUndefinedRequestParameter',
      problems: [{ message: csvMessages.notCsv }],
    });
    const broken = await upload('{nope', { type: 'application/json' });
    expect(broken.body).toMatchObject({ code: 'eAuthzErrorUndefinedRequestParameter' });
  });

  it('refuses a document over the size bound with 413 without reading it whole', async () => {
    const big = await upload(
      `${HEADER}\n${`${DEMO_CUIT};Storage;2024-01-01;\n`.repeat(CSV_MAX_BYTES / 30 + 10)}`,
    );
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({
      code: 'eAuthzErrorUndefinedRequestParameter',
      message: 'El documento es incorrecto.',
      problems: [{ message: csvMessages.tooBig }],
    });
    // Twice the bound streamed without a length: the answer comes while most of the rest is unsent.
    const streamed = await streamUpload(2 * CSV_MAX_BYTES);
    expect(streamed.status).toBe(413);
    expect(streamed.sentWhenAnswered).toBeLessThan(CSV_MAX_BYTES + 8 * 1024 * 1024);
  });

  it('enables the rows as one operation: partial success is the warning state with the failure listed', async () => {
    const checked = await upload(
      `${HEADER}\n${DEMO_CUIT};EconomicIndexes;2024-01-01;\n20999999990;Storage;2024-01-01;\n`,
    );
    expect(checked.status).toBe(200);
    const run = await operate(
      'me.csvEnablement',
      { fileName: checked.body!.fileName, rows: checked.body!.rows },
      'Alta masiva de módulos',
    );
    expect(run.status).toBe(202);
    expect(run.body).toMatchObject({
      status: 'completed',
      type: 'me.csvEnablement',
      result: {
        message: meBulkMessages.csvPartial,
        totalProcessedOrgCount: 2,
        successfullyProcessedCount: 1,
        whithErrorProcessedCount: 1,
      },
    });
    // The refused organization is listed as a failed element, with the service's words.
    expect(await api.elementsOf(run.body!.id as string, 'failed')).toEqual([
      expect.objectContaining({
        key: '20999999990',
        status: 'failed',
        error: 'No existe una organización con el CUIT: 20999999990',
        detail: { failures: [{ failure: 'No existe una organización con el CUIT', value: '20999999990' }] },
      }),
    ]);
    const instance = await api.env.platform.authorization.instance(1);
    expect(instance.appModules.map((m) => m.appModule)).toContain('EconomicIndexes');
  });

  it('refuses rows that bypass the document check, and a start without a reason', async () => {
    const bad = await operate(
      'me.csvEnablement',
      { fileName: 'x.csv', rows: ['=1+1;Storage;2024-01-01;'] },
      'motivo',
    );
    expect(bad).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION', fields: { 'rows.0': 'El documento es incorrecto.' } },
    });
    const noReason = await operate('me.csvEnablement', {
      fileName: 'x.csv',
      rows: [`${DEMO_CUIT};Storage;2024-01-01;`],
    });
    expect(noReason).toMatchObject({ status: 400, body: { code: 'REASON_REQUIRED' } });
  });
});

describe('declarations', () => {
  it('finds the active firms of an organization by CUIT, with the spec texts when there are none', async () => {
    const found = await api.call(`/api/me-bulk/declarations/search?cuit=${DEMO_CUIT}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ organizationCuit: DEMO_CUIT });
    expect((found.body!.firms as Json[]).map((firm) => firm.suborganizationId)).toContain(1);

    expect(await api.call('/api/me-bulk/declarations/search?cuit=20999999990')).toEqual({
      status: 404,
      body: { code: 'ORGANIZATION_NOT_FOUND', message: 'No existe una organización con el CUIT ingresado' },
    });
    expect(await api.call('/api/me-bulk/declarations/search?cuit=30710000014')).toEqual({
      status: 404,
      body: {
        code: 'NO_ACTIVE_FIRMS',
        message: 'No se encontraron estudios activos asociados al CUIT ingresado',
      },
    });
    expect(await api.call('/api/me-bulk/declarations/search?cuit=30-71234567-1')).toMatchObject({
      status: 400,
      body: { fields: { cuit: 'El CUIT debe contener 11 numeros, sin guiones' } },
    });
  });

  it("lists a firm's locked declarations with the table's fields", async () => {
    const res = await api.call('/api/me-bulk/declarations/1');
    expect(res.status).toBe(200);
    expect(res.body!.firm).toMatchObject({
      suborganizationId: 1,
      suborganizationName: 'Estudio Demo Centro',
    });
    const declarations = res.body!.declarations as Json[];
    expect(declarations.length).toBeGreaterThanOrEqual(2);
    expect(declarations[0]).toEqual({
      personalLegalDeclarationId: expect.stringMatching(/^[0-9a-f]{24}$/),
      customerSuborganizationId: expect.any(Number),
      customerSuborganizationName: expect.any(String),
      personalLegalDeclarationDesc: expect.any(String),
      editionUserId: expect.any(String),
      periodYear: expect.any(Number),
      maturityDueDate: expect.any(String),
      declarationStatusDesc: expect.any(String),
      modificationDate: expect.any(String),
    });
    expect(await api.call('/api/me-bulk/declarations/987654')).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Ocurrió un error en un servicio de: declarations' },
    });
  });

  it("unlocks the selected declarations through the operation ('Desbloqueo exitoso'), reporting each one", async () => {
    const before = (await api.call('/api/me-bulk/declarations/1')).body!.declarations as Json[];
    const ids = before.slice(0, 2).map((d) => d.personalLegalDeclarationId as string);
    const run = await operate(
      'declarations.unlock',
      { suborganizationId: 1, declarationIds: ids },
      'Pedido del estudio',
    );
    expect(run.body).toMatchObject({
      status: 'completed',
      result: { message: 'Desbloqueo exitoso', unlocked: 2, skipped: 0 },
    });
    expect((await api.elementsOf(run.body!.id as string)).map((item) => [item.key, item.status])).toEqual(
      ids.map((id) => [id, 'done']),
    );
    const after = (await api.call('/api/me-bulk/declarations/1')).body!.declarations as Json[];
    expect(after.map((d) => d.personalLegalDeclarationId)).not.toContain(ids[0]);
    expect(after).toHaveLength(before.length - 2);

    const none = await operate('declarations.unlock', { suborganizationId: 1, declarationIds: [] }, 'x');
    expect(none).toMatchObject({
      status: 400,
      body: { fields: { declarationIds: 'No seleccionaste ninguna declaración para desbloquear' } },
    });
  });
});

describe('roles (spec 2 §2.1, §6): only CGI.Admin and CGI.CustomerSupport', () => {
  const roles: [string, string, boolean][] = ROLE_ACCOUNT_PAIRS.map(
    ([role, email]): [string, string, boolean] => [
      role,
      email,
      role === 'CGI.Admin' || role === 'CGI.CustomerSupport',
    ],
  );

  it.each(roles)(
    '%s (%s) may use the screens and start the operations: %s',
    async (_role, email, allowed) => {
      const forbidden = { code: 'FORBIDDEN' };
      const statusOf = async (res: Promise<{ status: number; body: Json | undefined }>) => {
        const answer = await res;
        if (!allowed) expect(answer.body).toMatchObject(forbidden);
        return answer.status;
      };
      const expected = (ok: number) => (allowed ? ok : 403);
      expect(
        await statusOf(api.call(`/api/me-bulk/declarations/search?cuit=${DEMO_CUIT}`, { as: email })),
      ).toBe(expected(200));
      expect(await statusOf(api.call('/api/me-bulk/declarations/1', { as: email }))).toBe(expected(200));
      expect(await statusOf(upload(`${HEADER}\n${DEMO_CUIT};Storage;2024-01-01;\n`, { as: email }))).toBe(
        expected(200),
      );
      // An empty input: the role is checked first, so the allowed roles get the validation error and nothing runs.
      for (const type of ['me.csvEnablement', 'declarations.unlock']) {
        const started = api.call('/api/operations', {
          method: 'POST',
          as: email,
          json: { type, input: {}, reason: 'x' },
        });
        expect(await statusOf(started)).toBe(expected(400));
      }
    },
  );
});
