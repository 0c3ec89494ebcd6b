// 'Cambiar el estado del CUIT' end to end: real Temporal dev server, real worker, real platform
// on PGlite with the demo seed (a CUIT per e-Ventanilla status, one shared by two enabled
// clients, one whose second client is not enabled).
import { demoFixtures as f } from '@cgi/platform';
import { eventanillaMessages } from '@cgi/workflows';
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

const legal = { email: 'legales@consola.test', userId: 900005 };
const FAST = { maxAttempts: 2, initialBackoffMs: 20, maxBackoffMs: 20 };

const change = (cuit: string, targetStatus: string, options: { retry?: object; resumeFrom?: string } = {}) =>
  runOperation(env, {
    type: 'eventanilla.changeStatus',
    workflowType: 'eventanillaChangeStatus',
    target: cuit,
    input: { cuit, targetStatus },
    actor: legal,
    ...(options.retry ? { retry: options.retry as never } : {}),
    ...(options.resumeFrom ? { resumeFrom: options.resumeFrom } : {}),
  });

const statusOf = async (cuit: string) =>
  (await env.platform.legalCommunications.detail(cuit)).subscriptionStatus;

describe('eventanilla.changeStatus', () => {
  it('changes a status along an edge of §4, records who did it, and a repeat changes nothing', async () => {
    const cuit = f.customerOfTwoFirmsCuit;
    expect(await statusOf(cuit)).toBe('WAITING-DELEGATION');
    const outcome = await change(cuit, 'DELEGATION-ACCEPTED');
    expect(outcome.ok).toBe(true);
    expect(outcome.progress.result).toMatchObject({
      message: 'Cambio de estado exitoso.',
      from: 'WAITING-DELEGATION',
      to: 'DELEGATION-ACCEPTED',
    });
    expect(stepStatuses(outcome.progress)).toEqual({ loadSubscription: 'done', changeStatus: 'done' });
    const detail = await env.platform.legalCommunications.detail(cuit);
    expect(detail.subscriptionStatus).toBe('DELEGATION-ACCEPTED');
    expect(detail.statusHistory[0]).toMatchObject({ status: 'DELEGATION-ACCEPTED', operator: legal.email });

    const again = await change(cuit, 'DELEGATION-ACCEPTED');
    expect(again.ok).toBe(true);
    expect(stepStatuses(again.progress)).toEqual({ loadSubscription: 'done', changeStatus: 'skipped' });
    expect((await env.platform.legalCommunications.detail(cuit)).statusHistory).toHaveLength(
      detail.statusHistory.length,
    );
  });

  it("refuses a CUIT used by more than one client with the spec's text", async () => {
    const outcome = await change(f.customerWithSeveralFirmsCuit, 'WAITING-DELEGATION');
    expect(outcome.ok).toBe(false);
    expect(outcome.progress.error).toEqual({
      code: 'CUIT_USED_BY_MORE_THAN_ONE_CLIENT',
      message: eventanillaMessages.cuitUsedByMoreThanOneClient,
    });
    expect(await statusOf(f.customerWithSeveralFirmsCuit)).toBe('DELEGATION-MISSING');
  });

  it("answers 'No se encontro la suscripcion de comunicacion' for a CUIT without subscription", async () => {
    const outcome = await change(f.customerWithoutSubscriptionCuit, 'DISABLED');
    expect(outcome.progress.error).toEqual({
      code: 'SUBSCRIPTION_NOT_FOUND',
      message: 'No se encontró la suscripción de comunicación',
    });
  });

  it('refuses a change outside the edges of §4 before calling the service', async () => {
    const cuit = f.eVentanillaCuitByStatus.DISABLED;
    const outcome = await change(cuit, 'WAITING-DELEGATION');
    expect(outcome.ok).toBe(false);
    expect(outcome.progress.error?.code).toBe('TRANSITION_NOT_ALLOWED');
    expect(outcome.progress.error?.message).toBe(
      'No se permite cambiar el estado de "No activo: deshabilitado" a "Habilitación en proceso: esperando delegación"',
    );
    expect(await statusOf(cuit)).toBe('DISABLED');
  });

  it("fails with 'Ocurrio un error al actualizar el estado…' when the service keeps failing; a retry finishes it", async () => {
    const cuit = f.eVentanillaCuitByStatus['DELEGATION-CANCEL-IN-PROGRESS'];
    await injectFault(env, '/legal-communications/updateSubscriptionCommunicationVE', 500, 2);
    const outcome = await change(cuit, 'DISABLED', { retry: FAST });
    expect(outcome.ok).toBe(false);
    expect(outcome.progress.error).toEqual({
      code: 'STEP_FAILED',
      message: 'Ocurrió un error al actualizar el estado de la suscripción de comunicación',
    });
    expect(outcome.progress.steps[1]).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await statusOf(cuit)).toBe('DELEGATION-CANCEL-IN-PROGRESS');

    const retried = await change(cuit, 'DISABLED', { resumeFrom: outcome.id });
    expect(retried.ok).toBe(true);
    expect(retried.progress.steps[0]).toMatchObject({ status: 'done', resumedFrom: outcome.id });
    expect(await statusOf(cuit)).toBe('DISABLED');
  });
});
