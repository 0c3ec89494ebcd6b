// The frame the subscribers area's operation workflows share: progress with its query, the
// input (or, for a retry, the input and completed steps of the run it continues), the step
// runner with its generic failure text, and the event-log writer (local activities; their
// failures are ignored). Keeps each workflow file down to its step order.
import { ApplicationFailure, proxyLocalActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import { asBusinessRejection } from '../core/business-failure';
import { patchedSince } from '../core/patches';
import { APPROVAL_WAIT_PATCH } from '../core/approval';
import { listenForApproval } from '../core/approval-wait';
import { SCHEDULE_WAIT_PATCH } from '../core/schedule';
import { listenForSchedule } from '../core/schedule-wait';
import type { OperationEnvelope } from '../core/operation-context';
import {
  initialProgress,
  progressQuery,
  type OperationOutcomeError,
  type OperationProgress,
} from '../core/progress';
import { prepareOperation } from '../core/resume';
import { OPERATION_FAILED_TYPE, StepRunner, type StepKey } from '../core/step-runner';
import type { EventLogActivities } from '../core/event-log';

const eventLog = proxyLocalActivities<EventLogActivities>({
  startToCloseTimeout: '5 seconds',
  retry: { maximumAttempts: 2 },
});

/** The runner takes the keys of `steps` only (see StepRunner): a typo fails the type check. */
export async function startOperationRunner<
  TInput,
  const TSteps extends readonly { key: string; label: string }[],
>(
  envelope: OperationEnvelope<TInput>,
  operationType: string,
  steps: TSteps,
  genericFailure: OperationOutcomeError,
): Promise<{ runner: StepRunner<StepKey<TSteps>>; input: TInput }> {
  const progress = initialProgress(steps);
  setHandler(progressQuery, () => progress);
  // Only runs started with an approval request wait; older histories never reach the patch.
  const approval =
    envelope.approval && patchedSince(APPROVAL_WAIT_PATCH)
      ? listenForApproval(progress, envelope.approval, envelope.actor)
      : null;
  // Likewise only runs started for a later time wait for it.
  const schedule =
    envelope.notBefore && patchedSince(SCHEDULE_WAIT_PATCH)
      ? listenForSchedule(progress, envelope.notBefore)
      : null;
  const { input, resume } = await prepareOperation(envelope).catch((error: unknown) =>
    refusedBeforeSteps(error, progress),
  );
  const transactionId = workflowInfo().workflowId;
  // The event log calls an operation's type its processName (the platform's field).
  const processName = operationType;
  const runner = new StepRunner<StepKey<TSteps>>(progress, {
    genericFailure,
    retry: envelope.retry,
    resume,
    logEvent: (eventText) => eventLog.logOperationEvent({ transactionId, processName, eventText }),
    logEvents: (eventTexts) => eventLog.logOperationEvents({ transactionId, processName, eventTexts }),
  });
  // After the start checks (the api's), before the first step that changes anything.
  // Approval first, then the time: it runs at the later of the two (approved early, it waits).
  if (approval) await approval.wait(runner);
  if (schedule) await schedule.wait(runner);
  return { runner, input };
}

/** Runs started since a retry refused before its steps ends with the refusal as its outcome. */
export const RETRY_REFUSED_OUTCOME_PATCH = 'retry-refused-outcome';

/**
 * A retry refused before its first step (the worker refuses to continue an operation that was
 * undone, issue 40): its steps skipped and the refusal's Spanish text as the outcome, for
 * whoever reads the run (the api, a bulk retry). Any other failure, and runs recorded before
 * this, fail as they did.
 */
function refusedBeforeSteps(error: unknown, progress: OperationProgress): never {
  const rejection = asBusinessRejection(error);
  if (!rejection || !patchedSince(RETRY_REFUSED_OUTCOME_PATCH)) throw error;
  for (const step of progress.steps) {
    step.status = 'skipped';
    step.note = rejection.message;
  }
  progress.error = { code: rejection.code, message: rejection.message };
  throw ApplicationFailure.create({
    type: OPERATION_FAILED_TYPE,
    message: rejection.message,
    nonRetryable: true,
    details: [progress],
  });
}

/** Current attempt of a step (1 on the first run); lets an activity tell a retry from a first try. */
export function attemptOf<K extends string>(runner: StepRunner<K>, key: NoInfer<K>): number {
  return runner.step(key).attempts;
}

/** Adds what a done step found (a retry that did not run it keeps the note saying so). */
export function noteStep<K extends string>(runner: StepRunner<K>, key: NoInfer<K>, note: string): void {
  const step = runner.step(key);
  if (!step.resumedFrom) step.note = note;
}
