// The workflow of 'Olvidar datos personales' (issue 42): find the person's operations in the
// record (refused while one has not ended), empty their values in the console's database, delete
// their ended executions from Temporal, and record the erasure. Each step is idempotent, so a
// retry, or a step retried after a worker crash, repeats it harmlessly.
import { proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { OperationEnvelope } from '../../core/operation-context';
import type { OperationProgress } from '../../core/progress';
import { startOperationRunner } from '../operation-runner';
import { RECORD_FORGET_PERSON, recordForgetPersonSteps } from './activities';
import type { ForgetPersonActivities, ForgetPersonKeys } from './activities';
import { forgetPersonMessages } from './messages';

const activities = proxyActivities<ForgetPersonActivities>({
  // Deleting many executions from Temporal takes a while on a busy server.
  startToCloseTimeout: '10 minutes',
  retry: { maximumAttempts: 1 },
});

export async function recordForgetPerson(
  envelope: OperationEnvelope<ForgetPersonKeys>,
): Promise<OperationProgress> {
  const { runner, input } = await startOperationRunner(
    envelope,
    RECORD_FORGET_PERSON,
    recordForgetPersonSteps,
    {
      code: 'STEP_FAILED',
      message: forgetPersonMessages.failed,
    },
  );
  const erasureId = workflowInfo().workflowId;
  const { operationIds } = await runner.run('find', () =>
    activities.findPersonOperations({ keys: input, erasureId }),
  );
  const erased = await runner.run('erase', () => activities.erasePersonValues({ operationIds, keys: input }));
  const { deleted } = await runner.run('deleteEngine', () =>
    activities.deleteEndedExecutions({ operationIds }),
  );
  await runner.run('record', () => activities.recordErasure({ erasureId, operationIds, erased, deleted }));
  const n = operationIds.length;
  return runner.complete({
    message: n === 0 ? forgetPersonMessages.nothingFound : forgetPersonMessages.done(n),
    operations: n,
    entries: erased.entries,
    elements: erased.elements,
    executionsDeleted: deleted,
  });
}
