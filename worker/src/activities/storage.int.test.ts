// 'Crear Carpeta' and 'Restaurar documento(s)' end to end: real Temporal dev server, real
// worker, real platform on PGlite with the demo seed (study 1's recycle bin, study 2 without a
// folder, study 3 whose organization has no active administrator).
import { messages } from '@cgi/workflows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOperationsTestEnv, type OperationsTestEnv } from '@cgi/test-support/operations-env';
import { injectFault, runOperation, stepStatuses } from '@cgi/test-support/run-operation';

let env: OperationsTestEnv;

beforeAll(async () => {
  env = await startOperationsTestEnv();
});

afterAll(async () => {
  await env?.stop();
});

const staff = { email: 'soporte@consola.test', userId: 900002 };

const createFolder = (suborganizationId: number, suborganizationName: string, retry?: object) =>
  runOperation(env, {
    type: 'study.createSystemFolder',
    workflowType: 'studyCreateSystemFolder',
    target: String(suborganizationId),
    input: { suborganizationId, suborganizationName },
    actor: staff,
    ...(retry ? { retry: retry as never } : {}),
  });

const restore = (studyId: number, documentIds: string[], resumeFrom?: string) =>
  runOperation(env, {
    type: 'storage.restoreDocuments',
    workflowType: 'storageRestoreDocuments',
    target: String(studyId),
    input: { studyId, documentIds },
    actor: staff,
    ...(resumeFrom ? { resumeFrom } : {}),
  });

/** A generated study whose system folder was never created. */
async function studyWithoutFolder(): Promise<number> {
  for (let id = 5; id < 200; id++) {
    const folder = await env.platform.storage.folder(id).catch(() => null);
    if (folder && !folder.exist) return id;
  }
  throw new Error('no study without a folder in the seed');
}

const binIds = async (studyId: number) =>
  (await env.platform.storage.recycleBin({ groupId: studyId })).childrens.map((d) => d.documentId);

describe('study.createSystemFolder', () => {
  it('creates the folder of a study that has none; again, it finds it and creates nothing', async () => {
    expect((await env.platform.storage.folder(2)).exist).toBe(false);
    const outcome = await createFolder(2, 'Estudio Cliente Demo');
    expect(outcome.ok).toBe(true);
    expect(outcome.progress.result).toMatchObject({
      message: 'Creación de carpeta exitosa',
      alreadyExisted: false,
    });
    expect(stepStatuses(outcome.progress)).toEqual({ checkFolder: 'done', createFolder: 'done' });
    const folder = await env.platform.storage.folder(2);
    expect(folder).toMatchObject({
      exist: true,
      directory: [{ name: 'Estudio Cliente Demo', creationUser: staff.email }],
    });

    const again = await createFolder(2, 'Estudio Cliente Demo');
    expect(again.ok).toBe(true);
    expect(stepStatuses(again.progress)).toEqual({ checkFolder: 'done', createFolder: 'skipped' });
  });

  it("answers 'La organización no tiene un usuario administrador activo' on a non-success result", async () => {
    const outcome = await createFolder(3, 'Estudio Sin Administrador');
    expect(outcome.ok).toBe(false);
    expect(outcome.progress.error).toEqual({
      code: 'NO_ACTIVE_ADMIN',
      message: messages.folderNoActiveAdmin,
    });
    expect((await env.platform.storage.folder(3)).exist).toBe(false);
  });

  it("answers 'Ocurrió un error al crear la carpeta' when the call keeps failing", async () => {
    const studyId = await studyWithoutFolder();
    await injectFault(env, '/storage/directory/createSystemDefined', 500, 50);
    const outcome = await createFolder(studyId, 'Estudio sin carpeta', {
      maxAttempts: 2,
      initialBackoffMs: 20,
      maxBackoffMs: 20,
    });
    expect((await fetch(`${env.platformUrl}/__faults`, { method: 'DELETE' })).ok).toBe(true);
    expect(outcome.progress.error?.message).toBe('Ocurrió un error al crear la carpeta');
  });

  it("answers the storage service's 404 text for an unknown study", async () => {
    const outcome = await createFolder(987_654, 'Nadie');
    expect(outcome.progress.error?.message).toBe('Ocurrió un error en un servicio de: StorageApi');
  });
});

describe('storage.restoreDocuments', () => {
  it('restores each selected document and reports it per element', async () => {
    const [first, second] = await binIds(1);
    const outcome = await restore(1, [first!, second!]);
    expect(outcome.ok).toBe(true);
    expect(outcome.progress.result).toMatchObject({
      message: 'Documento(s) restaurado(s) con éxito',
      restored: 2,
    });
    const elements = await env.elementsOf(outcome.id);
    expect(elements.map((element) => [element.key, element.status])).toEqual([
      [first, 'done'],
      [second, 'done'],
    ]);
    expect(elements[0]?.label).toMatch(/\(\/Estudio Demo Centro\//);
    const left = await binIds(1);
    expect(left).not.toContain(first);
    expect(left).not.toContain(second);

    // Again: nothing is left to restore; each element says so.
    const again = await restore(1, [first!]);
    expect(again.ok).toBe(true);
    expect((await env.elementsOf(again.id))[0]).toMatchObject({
      status: 'skipped',
      note: messages.documentNotInBin,
    });
  });

  it('fails the elements it cannot restore and restores the rest; a retry processes only the failed ones', async () => {
    const [document] = await binIds(1);
    const unknown = 'f'.repeat(24);
    const outcome = await restore(1, [document!, unknown]);
    expect(outcome.ok).toBe(false);
    expect(outcome.progress.error).toEqual({ code: 'ITEMS_FAILED', message: 'Falló 1 de 2 elementos' });
    expect((await env.elementsOf(outcome.id)).map((element) => [element.status, element.error])).toEqual([
      ['done', null],
      ['failed', 'El documento no existe'],
    ]);
    expect(await binIds(1)).not.toContain(document);

    const retried = await restore(1, [document!, unknown], outcome.id);
    // The retry shares the operation's elements and took only the failed one again.
    const afterRetry = await env.elementsOf(retried.id);
    expect(afterRetry[0]).toMatchObject({ status: 'done', settledBy: outcome.id, attempts: 1 });
    expect(afterRetry[1]).toMatchObject({
      status: 'failed',
      error: 'El documento no existe',
      settledBy: retried.id,
      attempts: 2,
    });
    expect(stepStatuses(retried.progress)).toMatchObject({ review: 'done', restore: 'failed' });
  });

  it('retries a document whose call fails for a moment', async () => {
    const [document] = await binIds(1);
    await injectFault(env, '/storage/internalrecyclebin/restore', 503, 1);
    const outcome = await restore(1, [document!]);
    expect(outcome.ok).toBe(true);
    expect((await env.elementsOf(outcome.id))[0]?.status).toBe('done');
  });

  it("answers the storage service's 404 text for an unknown study", async () => {
    const outcome = await restore(987_654, ['a'.repeat(24)]);
    expect(outcome.progress.error?.message).toBe('Ocurrió un error en un servicio de: StorageApi');
  });
});
