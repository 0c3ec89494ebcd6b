// The backfill's reading of an ended execution from Temporal's visibility: an operation whose
// approval was rejected or expired (a Failed execution with that code in its memo) is filled in
// with its own status, as the worker records it now; other failures stay failures.
import { initialProgress, type OperationMemo } from '@cgi/workflows';
import type { WorkflowExecutionInfo } from '@temporalio/client';
import { TypedSearchAttributes } from '@temporalio/common';
import { expect, it } from 'vitest';
import { outcomeOfExecution } from './record-copy';

function execution(statusName: string, errorCode: string | null): WorkflowExecutionInfo {
  const progress = initialProgress([{ key: 'deactivate', label: 'Dar de baja' }]);
  if (errorCode) {
    progress.error = { code: errorCode, message: 'Terminó' };
    if (errorCode === 'STEP_FAILED') progress.steps[0]!.status = 'failed';
  }
  const memo: Partial<OperationMemo> = {
    type: 'subscriber.deactivateUser',
    target: '100003',
    actor: 'ana@consola.test',
    source: 'ui',
    progress,
  };
  return {
    workflowId: `subscriber.deactivateUser/${statusName}/${errorCode}`,
    runId: 'run',
    status: { name: statusName, code: 0 },
    memo,
    startTime: new Date('2026-11-20T12:00:00Z'),
    closeTime: new Date('2026-11-20T12:00:30Z'),
    typedSearchAttributes: new TypedSearchAttributes(),
  } as unknown as WorkflowExecutionInfo;
}

it('fills approval endings in as rejected and expired, and other failures as failed', () => {
  expect(outcomeOfExecution(execution('FAILED', 'APPROVAL_REJECTED'))).toMatchObject({
    status: 'rejected',
    errorCode: 'APPROVAL_REJECTED',
    failedStep: null,
  });
  expect(outcomeOfExecution(execution('FAILED', 'APPROVAL_EXPIRED'))).toMatchObject({ status: 'expired' });
  expect(outcomeOfExecution(execution('FAILED', 'STEP_FAILED'))).toMatchObject({
    status: 'failed',
    failedStep: 'deactivate',
  });
  expect(outcomeOfExecution(execution('TERMINATED', null))).toMatchObject({
    status: 'failed',
    errorCode: 'TERMINATED',
  });
  expect(outcomeOfExecution(execution('COMPLETED', null))).toMatchObject({ status: 'completed' });
  expect(outcomeOfExecution(execution('RUNNING', null))).toBeNull();
});
