// 'Habilitacion de modulos mediante documento .CSV' and 'Desbloquear' end to end: real Temporal
// dev server, real worker, real platform on PGlite with the demo seed (organization
// 30712345671 holds ME instance 1; study 1 has six locked declarations).
import { meBulkMessages } from '@cgi/workflows';
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
const DEMO_CUIT = '30712345671';
/** Valid format, no organization has it. */
const UNKNOWN_CUIT = '20999999990';

const enable = (rows: string[], resumeFrom?: string) =>
  runOperation(env, {
    type: 'me.csvEnablement',
    workflowType: 'meCsvEnablement',
    target: 'modulos.csv',
    input: { fileName: 'modulos.csv', rows },
    actor: staff,
    ...(resumeFrom ? { resumeFrom } : {}),
  });

const unlock = (declarationIds: string[]) =>
  runOperation(env, {
    type: 'declarations.unlock',
    workflowType: 'declarationsUnlock',
    target: '1',
    input: { suborganizationId: 1, declarationIds },
    actor: staff,
  });

const modulesOfInstance1 = async () =>
  (await env.platform.authorization.instance(1)).appModules.filter((m) => m.appModule === 'AlicuotaMgmnt');

const elementStatuses = async (id: string) =>
  Object.fromEntries((await env.elementsOf(id)).map((element) => [element.key, element.status]));

describe('me.csvEnablement', () => {
  it('enables the good organization and reports the bad one: the warning state, with the failure listed', async () => {
    expect(await modulesOfInstance1()).toEqual([]);
    const outcome = await enable([
      `${DEMO_CUIT};AlicuotaMgmnt;2024-01-01;2099-12-31`,
      `${UNKNOWN_CUIT};Storage;2024-01-01;`,
    ]);
    expect(outcome.ok).toBe(true);
    expect(stepStatuses(outcome.progress)).toEqual({ prepare: 'done', enable: 'done' });
    expect(outcome.progress.result).toEqual({
      message: meBulkMessages.csvPartial,
      totalProcessedOrgCount: 2,
      successfullyProcessedCount: 1,
      whithErrorProcessedCount: 1,
    });
    // Each organization is an element: the refused one failed, with the service's words.
    const elements = await env.elementsOf(outcome.id);
    expect(elements.map((e) => [e.key, e.status])).toEqual([
      [DEMO_CUIT, 'done'],
      [UNKNOWN_CUIT, 'failed'],
    ]);
    expect(elements[1]?.detail).toEqual({
      failures: [{ failure: 'No existe una organización con el CUIT', value: UNKNOWN_CUIT }],
    });
    expect(elements[1]?.error).toBe(`No existe una organización con el CUIT: ${UNKNOWN_CUIT}`);
    const [module] = await modulesOfInstance1();
    expect(module?.startDate.slice(0, 10)).toBe('2024-01-01');
    expect(module?.finishDate?.slice(0, 10)).toBe('2099-12-31');
  });

  it('running the same document again changes nothing and reports the same counts', async () => {
    const rows = [`${DEMO_CUIT};AlicuotaMgmnt;2024-01-01;2099-12-31`];
    const first = await enable(rows);
    const second = await enable(rows);
    for (const outcome of [first, second]) {
      expect(outcome.progress.result).toMatchObject({
        message: meBulkMessages.csvSuccess,
        totalProcessedOrgCount: 1,
        successfullyProcessedCount: 1,
        whithErrorProcessedCount: 0,
      });
    }
    expect(await modulesOfInstance1()).toHaveLength(1);
  });

  it('retries a batch the service failed transiently, and the operation still completes', async () => {
    await injectFault(env, '/authorization/enableMEFullVersionEAuthz', 503, 1);
    const outcome = await enable([`${DEMO_CUIT};TaskMgmnt;2025-01-01;`]);
    expect(outcome.ok).toBe(true);
    expect(outcome.progress.result).toMatchObject({
      message: meBulkMessages.csvSuccess,
      successfullyProcessedCount: 1,
    });
    // The fault was consumed: the first call got the 503 and the batch was sent again.
    const armed = await fetch(`${env.platformUrl}/__faults`).then(
      (r) => r.json() as Promise<{ data: unknown[] }>,
    );
    expect(armed.data).toEqual([]);
  });

  it('cuts a large document into batches of whole organizations and sums their counts', async () => {
    // 260 unknown organizations (two rows for the first) and the demo one: two batches.
    const unknown = Array.from({ length: 260 }, (_, i) => `20${String(100_000_000 + i)}`);
    const rows = [
      `${unknown[0]};Storage;2024-01-01;`,
      ...unknown.map((cuit) => `${cuit};TaskMgmnt;2024-01-01;`),
      `${DEMO_CUIT};MyCalendar;2024-01-01;`,
    ];
    const outcome = await enable(rows);
    expect(outcome.ok).toBe(true);
    // 261 organizations (two batches of the service): each one an element, in document order.
    const elements = await env.elementsOf(outcome.id);
    expect(elements).toHaveLength(261);
    expect(elements[0]).toMatchObject({ key: unknown[0], status: 'failed' });
    expect((elements[0]?.payload as { rows: string[] }).rows).toHaveLength(2);
    expect(elements.at(-1)).toMatchObject({ key: DEMO_CUIT, status: 'done' });
    expect(outcome.progress.steps.find((s) => s.key === 'enable')?.counts).toEqual({
      total: 261,
      pending: 0,
      done: 1,
      skipped: 0,
      failed: 260,
    });
    expect(outcome.progress.result).toMatchObject({
      totalProcessedOrgCount: 261,
      successfullyProcessedCount: 1,
      whithErrorProcessedCount: 260,
    });
  });

  it("fails with 'Error en el proceso' when the service keeps failing, and the retry finishes only what was left", async () => {
    await injectFault(env, '/authorization/enableMEFullVersionEAuthz', 503, 3);
    const failed = await enable([`${DEMO_CUIT};InstantMessage;2024-01-01;`]);
    expect(failed.ok).toBe(false);
    expect(failed.progress.error).toEqual({ code: 'ITEMS_FAILED', message: meBulkMessages.csvError });
    // The service never answered: the organization is still to do, with the last error.
    expect(await elementStatuses(failed.id)).toEqual({ [DEMO_CUIT]: 'pending' });
    // Said in Spanish for staff; the service's own words kept apart for support (issue 43).
    expect((await env.elementsOf(failed.id))[0]).toMatchObject({
      error: 'El servicio de autorizaciones no respondió (no disponible)',
      detail: { technicalError: expect.stringMatching(/^authorization \/enableMEFullVersionEAuthz → 503/) },
    });
    expect(failed.progress.steps.find((s) => s.key === 'enable')).toMatchObject({
      status: 'failed',
      counts: { total: 1, pending: 1, done: 0, skipped: 0, failed: 0 },
    });

    const retried = await enable([`${DEMO_CUIT};InstantMessage;2024-01-01;`], failed.id);
    expect(retried.ok).toBe(true);
    expect(stepStatuses(retried.progress)).toEqual({ prepare: 'done', enable: 'done' });
    expect(retried.progress.result).toMatchObject({
      message: meBulkMessages.csvSuccess,
      successfullyProcessedCount: 1,
    });
  });
});

describe('declarations.unlock', () => {
  it('unlocks the locked ones, skips an unlocked one and fails an unknown one, per declaration', async () => {
    const locked = (await env.platform.declarations.locked(1)).map((d) => d.personalLegalDeclarationId);
    expect(locked.length).toBeGreaterThanOrEqual(4);
    const [a, b, already] = locked as [string, string, string];
    await env.platform.declarations.unlock(already);
    const unknown = 'f'.repeat(24);

    const outcome = await unlock([a, b, already, unknown]);
    expect(outcome.ok).toBe(false);
    expect(outcome.progress.error?.message).toBe('Falló 1 de 4 elementos');
    expect(await elementStatuses(outcome.id)).toEqual({
      [a]: 'done',
      [b]: 'done',
      [already]: 'skipped',
      [unknown]: 'failed',
    });
    const elements = await env.elementsOf(outcome.id);
    const element = (key: string) => elements.find((e) => e.key === key);
    expect(element(already)?.note).toBe(meBulkMessages.declarationAlreadyUnlocked);
    expect(element(unknown)?.error).toBe(meBulkMessages.declarationNotFound);
    expect(element(a)?.label).toMatch(/ · /);
    const audit = await env.platform.eventLog.auditOf('suborganization', 1);
    expect(audit.at(-1)).toMatchObject({
      actionUser: staff.email,
      actionName: 'unLockEntityLegalDecl',
      detail: { personalLegalDeclarationId: [a, b], operationId: outcome.id },
    });
    const still = (await env.platform.declarations.locked(1)).map((d) => d.personalLegalDeclarationId);
    expect(still).not.toContain(a);
    expect(still).not.toContain(b);
  });

  it("retries a transient failure and completes with 'Desbloqueo exitoso'; again, everything is skipped", async () => {
    const [c] = (await env.platform.declarations.locked(1)).map((d) => d.personalLegalDeclarationId);
    await injectFault(env, '/declarations/unLockEntityLegalDecl', 503, 1);
    const outcome = await unlock([c!]);
    expect(outcome.ok).toBe(true);
    expect(outcome.progress.result).toEqual({
      message: meBulkMessages.unlockSuccess,
      unlocked: 1,
      skipped: 0,
    });

    const again = await unlock([c!]);
    expect(again.ok).toBe(true);
    expect(again.progress.result).toEqual({ message: meBulkMessages.unlockSuccess, unlocked: 0, skipped: 1 });
  });

  it("answers 'Ocurrio un error en un servicio de: declarations' for a firm that does not exist", async () => {
    const outcome = await runOperation(env, {
      type: 'declarations.unlock',
      workflowType: 'declarationsUnlock',
      target: '999999',
      input: { suborganizationId: 999_999, declarationIds: ['a'.repeat(24)] },
      actor: staff,
    });
    expect(outcome.ok).toBe(false);
    expect(outcome.progress.error).toEqual({
      code: 'STUDY_NOT_FOUND',
      message: meBulkMessages.declarationsServiceNotFound,
    });
  });
});
