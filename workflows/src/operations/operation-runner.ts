// The frame the subscribers area's operation workflows share: progress with its query, the
// input (or, for a retry, the input and completed steps of the run it continues), the step
// runner with its generic failure text, and the event-log writer (local activities; their
// failures are ignored). Keeps each workflow file down to its step order.
import { patched, proxyLocalActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import { APPROVAL_WAIT_PATCH } from '../core/approval';
import { listenForApproval } from '../core/approval-wait';
import type { OperationEnvelope } from '../core/operation-context';
import { initialProgress, progressQuery, type OperationOutcomeError } from '../core/progress';
import { prepareOperation } from '../core/resume';
import { StepRunner } from '../core/step-runner';
import type { EventLogActivities } from '../core/event-log';

const eventLog = proxyLocalActivities<EventLogActivities>({
  startToCloseTimeout: '5 seconds',
  retry: { maximumAttempts: 2 },
});

export async function startOperationRunner<TInput>(
  envelope: OperationEnvelope<TInput>,
  processName: string,
  steps: readonly { key: string; label: string }[],
  genericFailure: OperationOutcomeError,
): Promise<{ runner: StepRunner; input: TInput }> {
  const progress = initialProgress(steps);
  setHandler(progressQuery, () => progress);
  // Only runs started with an approval request wait; older histories never reach the patch.
  const approval =
    envelope.approval && patched(APPROVAL_WAIT_PATCH) ? listenForApproval(progress, envelope.approval) : null;
  const { input, resume } = await prepareOperation(envelope);
  const transactionId = workflowInfo().workflowId;
  const runner = new StepRunner(progress, {
    genericFailure,
    retry: envelope.retry,
    resume,
    logEvent: (eventText) => eventLog.logOperationEvent({ transactionId, processName, eventText }),
    logEvents: (eventTexts) => eventLog.logOperationEvents({ transactionId, processName, eventTexts }),
  });
  // After the start checks (the api's), before the first step that changes anything.
  if (approval) await approval.wait(runner);
  return { runner, input };
}

/** Current attempt of a step (1 on the first run); lets an activity tell a retry from a first try. */
export function attemptOf(runner: StepRunner, key: string): number {
  return runner.step(key).attempts;
}

/** Adds what a done step found (a retry that did not run it keeps the note saying so). */
export function noteStep(runner: StepRunner, key: string, note: string): void {
  const step = runner.step(key);
  if (!step.resumedFrom) step.note = note;
}
