// Real workflows of an operation type on a task queue no worker polls: what the doors of retry,
// bulk retry and cancel act on in tests, without anything they would do ever happening.
import { operationSearchAttributePairs, type OperationContract, type OperationMemo } from '@cgi/workflows';
import type { Client } from '@temporalio/client';

export const IDLE_QUEUE = 'operations-no-worker';

/** Inputs a finer rule reads (notification types); the rest never reach a rule with these runs. */
function runInput(contract: OperationContract): Record<string, unknown> {
  if (contract.type === 'notification.create')
    return { notificationTypeCode: 'INFORMATION', notificationTitle: 'x' };
  if (contract.type.startsWith('notification.')) return { notificationId: 999_999, notificationTitle: 'x' };
  return { matrix: true };
}

export async function startIdleRun(client: Client, contract: OperationContract, id: string): Promise<void> {
  const memo: OperationMemo = {
    type: contract.type,
    target: 'matriz',
    actor: 'admin@consola.test',
    source: 'api',
    reason: 'matriz de autorización',
    input: {},
    inputHash: '',
  };
  await client.workflow.start(contract.workflowType, {
    taskQueue: IDLE_QUEUE,
    workflowId: id,
    args: [
      {
        input: runInput(contract),
        actor: { email: 'admin@consola.test', roles: ['CGI.Admin'] },
        source: 'api',
      },
    ],
    memo: memo as unknown as Record<string, unknown>,
    typedSearchAttributes: operationSearchAttributePairs(memo),
  });
}
