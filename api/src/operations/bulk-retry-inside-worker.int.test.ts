// A bulk retry started straight on Temporal (a door that skips the api) by someone who may not
// retry one of its elements: the worker refuses that element with the role's reason and retries
// nothing. The api's own doors are in authorization-matrix.test.ts.
import {
  operationContracts,
  operationSearchAttributePairs,
  TASK_QUEUE,
  type OperationMemo,
} from '@cgi/workflows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiTestEnv, type ApiTestEnv } from '@cgi/test-support/api-env';
import { startIdleRun } from '@cgi/test-support/idle-runs';

const enc = encodeURIComponent;
let api: ApiTestEnv;

beforeAll(async () => {
  api = await startApiTestEnv();
});

afterAll(async () => {
  await api?.stop();
});

describe('a bulk retry inside the worker', () => {
  it('refuses, inside the worker, a bulk-retry element the starter may not retry (a door that skips the api)', async () => {
    const client = api.env.temporal.client;
    const target = 'versions.publish/matriz/puerta-directa';
    await startIdleRun(
      client,
      operationContracts.find((c) => c.type === 'versions.publish')!,
      target,
    );
    await client.workflow.getHandle(target).terminate('matriz: una operación fallida');
    const bulkId = 'operations.bulkRetry/matriz/directo';
    const memo: OperationMemo = {
      type: 'operations.bulkRetry',
      target: '1 operación',
      actor: 'soporte@consola.test',
      source: 'api',
      reason: 'puerta directa',
      input: { ids: [target] },
      inputHash: '',
    };
    const handle = await client.workflow.start('operationsBulkRetry', {
      taskQueue: TASK_QUEUE,
      workflowId: bulkId,
      args: [
        {
          input: { ids: [target] },
          actor: { email: 'soporte@consola.test', roles: ['CGI.CustomerSupport'] },
          source: 'api',
          reason: 'puerta directa',
          retry: { maxAttempts: 1, initialBackoffMs: 10, maxBackoffMs: 10 },
        },
      ],
      memo: memo as unknown as Record<string, unknown>,
      typedSearchAttributes: operationSearchAttributePairs(memo),
    });
    await expect(handle.result()).rejects.toThrow();
    const view = await api.call(`/api/operations/${enc(bulkId)}/elements`);
    expect(view.body?.items).toEqual([
      expect.objectContaining({
        key: target,
        status: 'failed',
        error: 'Su rol no permite reintentar esta operación',
      }),
    ]);
    // Nothing was retried.
    const retried = await api.call(`/api/operations/${enc(`${target}-r1`)}`);
    expect(retried.status).toBe(404);
  });
});
