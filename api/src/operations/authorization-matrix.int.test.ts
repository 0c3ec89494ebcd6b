// Every operation type × every role × every path that runs an operation: start, validate-free
// start with a service account's token, retry, bulk retry and cancel, over real HTTP against a
// real Temporal server. What each role may do comes from the contract (access.start / retry /
// cancel); this test checks the api holds it on every door, and that every refusal is recorded.
//
// The runs retried and cancelled here are real workflows of each type on a task queue no worker
// polls: one terminated (a failed run), one left running. Nothing they would do ever happens.
import { ALL_CGI_ROLES, operationContracts, type OperationContract } from '@cgi/workflows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ACCOUNTS, startApiTestEnv, type ApiTestEnv } from '@cgi/test-support/api-env';
import { startIdleRun } from '@cgi/test-support/idle-runs';

const enc = encodeURIComponent;

let api: ApiTestEnv;
const failedRun = new Map<string, string>();
const runningRun = new Map<string, string>();
const serviceTokens = new Map<string, string>();

beforeAll(async () => {
  // No worker while the doors are checked: the retries, bulk retries and cancels admitted here
  // (about 700 workflows) are answered by the api and never need to run; running them was most
  // of this file's CPU. The door inside the worker has its own file (bulk-retry-inside-worker).
  api = await startApiTestEnv({ withWorker: false });
  for (const contract of operationContracts) {
    const failed = `${contract.type}/matriz/failed`;
    await startIdleRun(api.env.temporal.client, contract, failed);
    await api.env.temporal.client.workflow.getHandle(failed).terminate('matriz: una operación fallida');
    failedRun.set(contract.type, failed);
    const running = `${contract.type}/matriz/running`;
    await startIdleRun(api.env.temporal.client, contract, running);
    runningRun.set(contract.type, running);
  }
  for (const role of ALL_CGI_ROLES) {
    const issued = await api.call('/api/service-accounts', {
      method: 'POST',
      json: { name: `matriz-${role.replace(/\W/g, '-').toLowerCase()}`, roles: [role], expiresInDays: 1 },
    });
    expect(issued.status).toBe(201);
    serviceTokens.set(role, issued.body!.token as string);
  }
});

afterAll(async () => {
  await api?.stop();
});

const may = (contract: OperationContract, action: 'start' | 'retry' | 'cancel', role: string) =>
  (contract.access[action] as readonly string[]).includes(role);

describe.each(operationContracts.map((contract) => [contract.type, contract] as const))(
  '%s',
  (_type, contract) => {
    it.each(ALL_CGI_ROLES.map((role) => [role]))('%s: start, retry, bulk retry, cancel', async (role) => {
      const as = ROLE_ACCOUNTS[role];
      const outcome = (status: number) => (status === 403 ? 'refused' : 'admitted');

      // Start: a refused role gets 403 before its input is read; an admitted one reaches the
      // input's validation (an empty input), so nothing starts either way.
      const start = await api.call('/api/operations', {
        method: 'POST',
        as,
        json: { type: contract.type, input: {} },
      });
      expect(outcome(start.status), `start ${start.status} ${JSON.stringify(start.body)}`).toBe(
        may(contract, 'start', role) ? 'admitted' : 'refused',
      );
      if (start.status !== 403) expect(start.status).toBe(400);

      // The same door with a service account holding only this role.
      const bySa = await api.call('/api/operations', {
        method: 'POST',
        token: serviceTokens.get(role)!,
        json: { type: contract.type, input: {} },
      });
      expect(bySa.status).toBe(start.status);

      const retry = await api.call(`/api/operations/${enc(failedRun.get(contract.type)!)}/retry`, {
        method: 'POST',
        as,
        json: { reason: 'matriz de autorización' },
      });
      expect(outcome(retry.status), `retry ${retry.status} ${JSON.stringify(retry.body)}`).toBe(
        may(contract, 'retry', role) ? 'admitted' : 'refused',
      );
      if (retry.status !== 403) expect(retry.status).toBe(202);

      // Bulk retry: only support engineers may start one, and only of types they may retry.
      const bulk = await api.call('/api/operations/bulk-retry', {
        method: 'POST',
        as,
        json: { ids: [failedRun.get(contract.type)!], reason: 'matriz de autorización' },
      });
      const bulkAllowed = may(contract, 'retry', role) && ['CGI.Admin', 'CGI.CustomerSupport'].includes(role);
      expect(outcome(bulk.status), `bulk ${bulk.status} ${JSON.stringify(bulk.body)}`).toBe(
        bulkAllowed ? 'admitted' : 'refused',
      );

      const cancel = await api.call(`/api/operations/${enc(runningRun.get(contract.type)!)}/cancel`, {
        method: 'POST',
        as,
      });
      expect(outcome(cancel.status), `cancel ${cancel.status} ${JSON.stringify(cancel.body)}`).toBe(
        may(contract, 'cancel', role) ? 'admitted' : 'refused',
      );
      if (cancel.status !== 403) expect(cancel.status).toBe(202);
    });
  },
);

describe('finer rules and the record', () => {
  it('holds the information operator to ADVERTISEMENT and INFORMATION when it starts a notification', async () => {
    const base = {
      notificationTitle: 'Matriz',
      notificationText: 'Texto de la notificación',
      validityStartDate: '2071-05-01T13:00:00.000Z',
      validityFinishDate: '2071-05-02T13:00:00.000Z',
      communicationChannelCodes: ['WEB-APP-PUSH'],
      blocking: false,
      suspensionStartDate: '',
      notificationConditionType: null,
      suborganizationGroupId: null,
    };
    const maintenance = await api.call('/api/operations', {
      method: 'POST',
      as: ROLE_ACCOUNTS['CGI.GlobalNotificationInfoOperator'],
      json: {
        type: 'notification.create',
        input: { ...base, notificationTypeCode: 'MAINTENANCE' },
        reason: 'x',
      },
    });
    expect(maintenance.status, JSON.stringify(maintenance.body)).toBe(403);
    expect(maintenance.body?.message).toBe('Su rol no permite gestionar notificaciones de este tipo');
    const information = await api.call('/api/operations/validate', {
      method: 'POST',
      as: ROLE_ACCOUNTS['CGI.GlobalNotificationInfoOperator'],
      json: {
        type: 'notification.create',
        input: { ...base, notificationTypeCode: 'INFORMATION' },
        reason: 'x',
      },
    });
    expect(information.status, JSON.stringify(information.body)).toBe(200);
  });

  it('records every refusal with who, what, why and from where', async () => {
    const contract = operationContracts.find((c) => c.type === 'versions.deprecate')!;
    const refused = await api.call(`/api/operations/${enc(failedRun.get(contract.type)!)}/retry`, {
      method: 'POST',
      as: ROLE_ACCOUNTS['CGI.CustomerSupport'],
      json: { reason: 'x' },
    });
    expect(refused.status).toBe(403);
    const noToken = await api.call('/api/operations', { token: null });
    expect(noToken.status).toBe(401);
    // The record is written off the request path, a few hundred milliseconds later at most.
    let found: Record<string, unknown> | undefined;
    for (let i = 0; i < 50 && !found; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const page = await api.call(
        '/api/refusals?actor=soporte%40consola.test&operationType=versions.deprecate',
      );
      found = ((page.body?.items ?? []) as Array<Record<string, unknown>>).find((r) => r.action === 'retry');
    }
    expect(found).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      reason: 'Su rol no permite reintentar esta operación',
      actor: 'soporte@consola.test',
      method: 'POST',
      route: '/api/operations/:id/retry',
      operationType: 'versions.deprecate',
      action: 'retry',
    });
    expect(found?.sourceAddress).toMatch(/127\.0\.0\.1/);
    let unauthenticated: Array<Record<string, unknown>> = [];
    for (let i = 0; i < 50 && unauthenticated.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      unauthenticated = ((await api.call('/api/refusals?status=401')).body?.items ??
        []) as typeof unauthenticated;
    }
    expect(unauthenticated[0]).toMatchObject({
      status: 401,
      actor: null,
      method: 'GET',
      route: '/api/operations',
    });
    // Only administrators read it.
    expect((await api.call('/api/refusals', { as: ROLE_ACCOUNTS['CGI.CustomerSupport'] })).status).toBe(403);
  });
});
