// A log line per activity execution (type, operation, attempt, duration, outcome) carrying the
// request id of the api request that started the operation, taken from the header the
// workflow passed on (see workflow-interceptors.ts). The SDK's own activity log lines get it too.
import { REQUEST_ID_HEADER } from '@cgi/workflows';
import { defaultPayloadConverter } from '@temporalio/common';
import type { ActivityInterceptorsFactory } from '@temporalio/worker';
import type { Logger } from 'pino';

export function activityLogging(logger: Logger): ActivityInterceptorsFactory {
  return (ctx) => {
    let requestId: string | undefined;
    return {
      inbound: {
        async execute(input, next) {
          const header = input.headers[REQUEST_ID_HEADER];
          requestId = header ? defaultPayloadConverter.fromPayload<string>(header) : undefined;
          const { info } = ctx;
          const fields = {
            ...(requestId ? { requestId } : {}),
            activityType: info.activityType,
            workflowId: info.workflowExecution?.workflowId,
            runId: info.workflowExecution?.runId,
            attempt: info.attempt,
          };
          const startedAt = performance.now();
          const durationMs = () => Math.round(performance.now() - startedAt);
          try {
            const result = await next(input);
            logger.info(
              { ...fields, durationMs: durationMs(), outcome: 'completed' },
              `activity ${info.activityType}`,
            );
            return result;
          } catch (error) {
            logger.warn(
              { ...fields, durationMs: durationMs(), outcome: 'failed', error: (error as Error).message },
              `activity ${info.activityType} failed`,
            );
            throw error;
          }
        },
      },
      outbound: {
        getLogAttributes: (input, next) => next(requestId ? { ...input, requestId } : input),
      },
    };
  };
}
