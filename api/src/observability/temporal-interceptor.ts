// Every operation the api starts carries the request id of the request that started it: in its
// memo (readable in the Temporal UI and by the api) and as a header the worker passes on to its
// activities' log lines. It also counts starts by operation type for the metrics.
import { REQUEST_ID_HEADER } from '@cgi/workflows';
import {
  WorkflowExecutionAlreadyStartedError,
  type WorkflowClientInterceptor,
  type WorkflowStartInput,
} from '@temporalio/client';
import { defaultPayloadConverter } from '@temporalio/common';
import type { ApiMetrics } from './metrics';
import { currentRequestId } from './request-context';

function withRequestId<T extends WorkflowStartInput>(input: T): T {
  const requestId = currentRequestId();
  if (!requestId) return input;
  return {
    ...input,
    headers: { ...input.headers, [REQUEST_ID_HEADER]: defaultPayloadConverter.toPayload(requestId) },
    options: { ...input.options, memo: { ...input.options.memo, requestId } },
  };
}

function operationTypeOf(input: WorkflowStartInput): string {
  const type = (input.options.memo as { type?: unknown } | undefined)?.type;
  return typeof type === 'string' ? type : input.workflowType;
}

export function requestIdInterceptor(metrics?: ApiMetrics): WorkflowClientInterceptor {
  const counted = async <R>(input: WorkflowStartInput, start: () => Promise<R>): Promise<R> => {
    const type = operationTypeOf(input);
    try {
      const result = await start();
      metrics?.operationsStarted.inc({ type });
      return result;
    } catch (error) {
      // A repeated Idempotency-Key lands here by design: not a failure.
      if (!(error instanceof WorkflowExecutionAlreadyStartedError))
        metrics?.operationStartFailures.inc({ type });
      throw error;
    }
  };
  return {
    startWithDetails: (input, next) => counted(input, () => next(withRequestId(input))),
    signalWithStart: (input, next) => counted(input, () => next(withRequestId(input))),
  };
}
