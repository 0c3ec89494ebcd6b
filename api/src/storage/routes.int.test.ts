// The study and recycle-bin endpoints over real HTTP with real tokens, in front of a real
// Temporal server, worker and platform: reads with their filters and the spec's error texts,
// and the start of 'study.createSystemFolder' and 'storage.restoreDocuments'.
import { describe, expect, it } from 'vitest';
import { FAST_RETRY, type Json } from '@cgi/test-support/api-env';
import { useApiTestEnv } from '@cgi/test-support/api-env-hooks';
import { scaled } from '@cgi/test-support/slowdown';

const api = useApiTestEnv({ stepRetry: FAST_RETRY, defaultAs: 'contenidos@consola.test' });

async function operate(type: string, input: Json, reason?: string) {
  const started = await api.call('/api/operations', {
    method: 'POST',
    json: { type, input, ...(reason ? { reason } : {}) },
  });
  if (started.status !== 202) return started;
  return { status: started.status, body: await api.waitFor(started.body!.id as string) };
}

describe('studies', () => {
  it("answers 'Detalles del Estudio' with the system folder and the users' folders", async () => {
    const res = await api.call('/api/suborganizations/1');
    expect(res.status).toBe(200);
    expect(res.body!.study).toMatchObject({
      suborganizationId: 1,
      suborganizationName: 'Estudio Demo Centro',
    });
    expect(res.body!.folder).toMatchObject({
      exist: true,
      present: true,
      name: 'Estudio Demo Centro',
      statusCode: 'ACTIVE',
    });
    const folders = Object.fromEntries(
      (res.body!.folderUsers as Json[]).map((u) => [u.email, u.folderStatusCode]),
    );
    expect(folders).toMatchObject({
      'activo@demo.com.ar': 'ACTIVE',
      'colaborador@demo.com.ar': 'DELETED',
      'pendiente@demo.com.ar': 'PENDING',
      'carpeta@demo.com.ar': 'NONE',
    });
    expect((await api.call('/api/suborganizations/2')).body!.folder).toMatchObject({
      exist: false,
      present: false,
    });
    expect(await api.call('/api/suborganizations/987654')).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Ocurrió un error en un servicio de: SuborganizationApi' },
    });
  });

  it("lists the study's users with their type, commercial type and status", async () => {
    const res = await api.call('/api/suborganizations/1/users');
    expect(res.body!.study).toEqual({ suborganizationId: 1, suborganizationName: 'Estudio Demo Centro' });
    expect(res.body!.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          email: 'activo@demo.com.ar',
          userTypeCode: 'ORG-ADMIN',
          userStatusLabel: 'Activo',
        }),
      ]),
    );
  });

  it("creates a study's system folder; without an active administrator it says so", async () => {
    const done = await operate('study.createSystemFolder', {
      suborganizationId: 2,
      suborganizationName: 'Estudio Cliente Demo',
    });
    expect(done.body).toMatchObject({
      status: 'completed',
      result: { message: 'Creación de carpeta exitosa' },
    });
    expect((await api.call('/api/suborganizations/2')).body!.folder).toMatchObject({ present: true });
    const refused = await operate('study.createSystemFolder', {
      suborganizationId: 3,
      suborganizationName: 'Estudio Sin Administrador',
    });
    expect(refused.body).toMatchObject({
      status: 'failed',
      error: { message: 'La organización no tiene un usuario administrador activo' },
    });
  });
});

describe('recycle bin', () => {
  it('pages the documents of a study, newest deletion first', async () => {
    const res = await api.call('/api/storage/recycle/1?limit=5');
    expect(res.status).toBe(200);
    expect(res.body!.study).toMatchObject({
      suborganizationId: 1,
      suborganizationName: 'Estudio Demo Centro',
    });
    const items = res.body!.items as Json[];
    expect(items).toHaveLength(5);
    expect(res.body!.total).toBeGreaterThan(5);
    const dates = items.map((d) => d.purgeDate as string);
    expect([...dates].sort().reverse()).toEqual(dates);
    const next = await api.call('/api/storage/recycle/1?limit=5&offset=5');
    expect((next.body!.items as Json[])[0]!.documentId).not.toBe(items[0]!.documentId);
  });

  it('filters by name, path and deletion period', async () => {
    const byName = await api.call('/api/storage/recycle/1?documentName=sueldo');
    const names = (byName.body!.items as Json[]).map((d) => d.name as string);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.toLowerCase().includes('sueldo'))).toBe(true);

    const all = (await api.call('/api/storage/recycle/1?limit=200')).body!.items as Json[];
    const one = all[0]!;
    const byPath = await api.call(
      `/api/storage/recycle/1?path=${encodeURIComponent(one.absolutePath as string)}`,
    );
    expect((byPath.body!.items as Json[]).map((d) => d.documentId)).toEqual([one.documentId]);

    const day = (one.purgeDate as string).slice(0, 10);
    const byPeriod = await api.call(`/api/storage/recycle/1?start=${day}&end=${day}`);
    expect((byPeriod.body!.items as Json[]).map((d) => d.documentId)).toContain(one.documentId);
    expect((byPeriod.body!.items as Json[]).every((d) => (d.purgeDate as string).startsWith(day))).toBe(true);

    expect((await api.call('/api/storage/recycle/1?start=2025-13-45')).status).toBe(400);
    expect((await api.call('/api/storage/recycle/1?path=sin-barra')).status).toBe(400);
  });

  it('restores documents as one operation; a bulk restore needs a reason', async () => {
    const [first, second] = (await api.call('/api/storage/recycle/1?limit=2')).body!.items as Json[];
    const input = { studyId: 1, documentIds: [first!.documentId, second!.documentId] };
    const refused = await api.call('/api/operations', {
      method: 'POST',
      json: { type: 'storage.restoreDocuments', input },
    });
    expect(refused.status).toBe(400);

    const done = await operate('storage.restoreDocuments', input, 'Pedido del estudio');
    expect(done.body).toMatchObject({
      status: 'completed',
      result: { message: 'Documento(s) restaurado(s) con éxito' },
    });
    expect((await api.elementsOf(done.body!.id as string)).map((i) => i.status)).toEqual(['done', 'done']);
    const left = ((await api.call('/api/storage/recycle/1?limit=200')).body!.items as Json[]).map(
      (d) => d.documentId,
    );
    expect(left).not.toContain(first!.documentId);
  });

  it(
    'restores more documents than the bin lists at once (1,000): each one done, none skipped',
    async () => {
      // Older deletions than the listing's newest 1,000 are still in the bin.
      await api.env.platformDb.query(
        `insert into recycle_document (document_id, suborganization_id, document_name, document_type, size_bytes,
                                     absolute_path, creation_date, creation_user, purge_date, purge_action_user)
       select 'b1c' || lpad(to_hex(i), 21, '0'), 1, 'Masivo ' || i || '.pdf', 'pdf', 10,
              '/Estudio Demo Centro/Masivo/Masivo ' || i || '.pdf', now() - interval '30 days', 'test',
              now() - interval '20 days' + i * interval '1 second', 'test'
         from generate_series(1, 1005) i`,
      );
      const documentIds = Array.from(
        { length: 1005 },
        (_, i) => `b1c${(i + 1).toString(16).padStart(21, '0')}`,
      );
      const done = await operate(
        'storage.restoreDocuments',
        { studyId: 1, documentIds },
        'Pedido del estudio',
      );
      expect(done.body).toMatchObject({ status: 'completed' });
      const elements = await api.elementsOf(done.body!.id as string);
      expect(elements.filter((element) => element.status === 'done')).toHaveLength(1005);
      const [left] = await api.env.platformDb.query<{ count: number }>(
        `select count(*)::int as count from recycle_document where document_id like 'b1c%' and restored_date is null`,
      );
      expect(left?.count).toBe(0);
    },
    scaled(120_000),
  );
});
