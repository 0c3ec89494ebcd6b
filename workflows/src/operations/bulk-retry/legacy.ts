// The implementation before the elements moved to the console's store (issue 12), kept so the
// runs started with it replay and finish the same way (see core/bulk.ts: BULK_ELEMENTS_IN_STORE).
// Frozen: never change what it does.
// Bulk retry: retries each selected operation as a child workflow, a few at a time, and
// reports per element: done (the retry completed), failed (with its error) or skipped (not
// found, already completed, still running). Retrying the bulk operation itself retries only
// the elements that failed ("Reintentar solo los fallidos").
import {
  ParentClosePolicy,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
  startChild,
  workflowInfo,
} from '@temporalio/workflow';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import { operationSearchAttributePairs, retryIdFor, retryMemo } from '../../core/memo';
import { actorName, type OperationEnvelope } from '../../core/operation-context';
import { initialProgress, progressQuery, type OperationProgress } from '../../core/progress';
import { prepareOperation } from '../../core/resume';
import { operationFailureText } from '../../core/operation-failure';
import { StepRunner, type ItemOutcome } from '../../core/step-runner';
import type { OperationsBulkRetryInput } from './contracts';
import { messages } from '../../messages';
import type { EventLogActivities } from '../../core/event-log';
import type { OperationsActivities } from '../../core/operations-activities';
import { OPERATIONS_BULK_RETRY, operationsBulkRetrySteps } from './activities';

const operations = proxyActivities<OperationsActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { maximumAttempts: 1 },
});

const eventLog = proxyLocalActivities<EventLogActivities>({
  startToCloseTimeout: '5 seconds',
  retry: { maximumAttempts: 2 },
});

/** How many retries run at once: enough to finish a page quickly, few enough to spare the services. */
const CONCURRENCY = 4;

export async function legacyOperationsBulkRetry(
  envelope: OperationEnvelope<OperationsBulkRetryInput>,
): Promise<OperationProgress> {
  const progress = initialProgress(operationsBulkRetrySteps);
  setHandler(progressQuery, () => progress);
  const { input, resume } = await prepareOperation(envelope);
  const transactionId = workflowInfo().workflowId;
  const runner = new StepRunner(progress, {
    retry: envelope.retry,
    resume,
    genericFailure: { code: 'STEP_FAILED', message: messages.genericError },
    logEvent: (eventText) =>
      eventLog.logOperationEvent({ transactionId, processName: OPERATIONS_BULK_RETRY, eventText }),
  });

  const found = await runner.run('review', () => operations.describeOperations({ ids: input.ids }));
  progress.items = found.map((entry) => ({
    key: entry.id,
    label: entry.found ? entry.label : entry.id,
    status: 'pending',
    startedAt: null,
    finishedAt: null,
  }));
  runner.publish();

  const actor = actorName(envelope.actor);
  const retryOne = async (id: string): Promise<ItemOutcome> => {
    // Each element goes through the gate with the roles of whoever started the bulk retry (a run
    // started before roles were recorded has none, so it retries nothing it was not allowed to).
    const latest = await operations.describeLatestOperation({ id, roles: envelope.actor.roles ?? [] });
    if (!latest) return { status: 'skipped', note: messages.bulkItemNotFound };
    if (latest.refusal) return { status: 'failed', error: latest.refusal.message };
    if (latest.status === 'completed') {
      return latest.id === id
        ? { status: 'skipped', note: messages.bulkItemCompleted }
        : { status: 'skipped', note: messages.bulkItemCompletedIn(latest.id), operationId: latest.id };
    }
    if (latest.status === 'running') {
      return { status: 'skipped', note: messages.bulkItemRunning, operationId: latest.id };
    }
    const retryId = retryIdFor(latest.id);
    const memo = retryMemo(latest.memo, {
      retryOf: latest.id,
      actor,
      source: envelope.source,
      reason: envelope.reason ?? null,
    });
    let child;
    try {
      child = await startChild(latest.workflowType, {
        workflowId: retryId,
        taskQueue: latest.taskQueue,
        args: [
          {
            input: latest.input,
            actor: envelope.actor,
            source: envelope.source,
            reason: envelope.reason ?? null,
            resumeFrom: latest.id,
            retry: envelope.retry ?? null,
          } satisfies OperationEnvelope<unknown>,
        ],
        memo: memo as unknown as Record<string, unknown>,
        typedSearchAttributes: operationSearchAttributePairs(memo),
        // Each retry is an operation of its own: it finishes even if the bulk one is cancelled.
        parentClosePolicy: ParentClosePolicy.ABANDON,
      });
    } catch (error) {
      if (error instanceof WorkflowExecutionAlreadyStartedError) {
        return { status: 'skipped', note: messages.bulkItemAlreadyRetried, operationId: retryId };
      }
      throw error;
    }
    try {
      await child.result();
      return { status: 'done', note: messages.bulkItemRetried, operationId: retryId };
    } catch (error) {
      return { status: 'failed', error: operationFailureText(error), operationId: retryId };
    }
  };

  await runner.runItems('retry', (item) => retryOne(item.key), {
    concurrency: CONCURRENCY,
    failure: (failed, total) => ({ code: 'ITEMS_FAILED', message: messages.bulkItemsFailed(failed, total) }),
  });

  const items = progress.items;
  return runner.complete({
    message: messages.bulkRetryDone,
    done: items.filter((i) => i.status === 'done').length,
    skipped: items.filter((i) => i.status === 'skipped').length,
    failed: 0,
  });
}
