// How every activity talks to the platform, in one place (an activity interceptor), whatever
// the operation:
// - its platform calls are aborted when the activity is cancelled or the worker shuts down, and
//   each call's timeout ends before the activity's own, so no request outlives its attempt;
// - each write carries an Idempotency-Key derived from the effect the activity makes (the
//   operation, the activity and its arguments: the same on every retry of that step, in this
//   run or in a retry run), so a repeat of a write that reached the service is answered with the
//   first answer instead of acting twice; the event log's local activity keys each line by its
//   place in the workflow, so a line replayed after a worker crash is written once;
// - a refusal the service will repeat (a 4xx other than 408, 429 or a write still in progress)
//   ends the step at once instead of being retried: the workflow then fails with its spec text.
import { createHash } from 'node:crypto';
import { PlatformError, runWithCallContext } from '@cgi/platform/client';
import { ApplicationFailure } from '@temporalio/common';
import type { ActivityInboundCallsInterceptor, ActivityInterceptorsFactory } from '@temporalio/worker';

/** The type of the non-retryable failure a permanent platform refusal becomes. */
export const PLATFORM_REFUSAL = 'PlatformRefusal';

/** `<id>-r3` → `<id>`: a retry run continues the same operation, so it makes the same effects. */
const operationOf = (workflowId: string) => workflowId.replace(/-r\d+$/, '');

function digest(value: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(value) ?? '')
    .digest('base64url');
}

export const platformCallInterceptors: ActivityInterceptorsFactory = (ctx) => {
  const inbound: ActivityInboundCallsInterceptor = {
    async execute(input, next) {
      const { info } = ctx;
      const workflowId = info.workflowExecution?.workflowId ?? info.activityId;
      const keyScope = info.isLocal
        ? `${workflowId}#local#${info.activityId}`
        : `${operationOf(workflowId)}#${info.activityType}#${digest(input.args)}`;
      const deadline = info.startToCloseTimeoutMs ? Date.now() + info.startToCloseTimeoutMs : undefined;
      try {
        return await runWithCallContext({ signal: ctx.cancellationSignal, deadline, keyScope }, () =>
          next(input),
        );
      } catch (error) {
        if (error instanceof PlatformError && error.status > 0 && !error.isTransient) {
          throw ApplicationFailure.create({
            type: PLATFORM_REFUSAL,
            message: error.message,
            nonRetryable: true,
            details: [{ service: error.service, status: error.status, code: error.code ?? null }],
          });
        }
        throw error;
      }
    },
  };
  return { inbound };
};
