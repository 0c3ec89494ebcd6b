// Bundled with the workflows (Worker option interceptors.workflowModules): the request id
// header a workflow was started with goes on to every activity, child workflow and
// continue-as-new it schedules, and onto the workflow's own log lines.
// The header's name only: the package's index would bring client code into the workflow bundle.
import { REQUEST_ID_HEADER } from '@cgi/workflows/request-id';
import {
  defaultPayloadConverter,
  type Payload,
  type WorkflowInboundCallsInterceptor,
  type WorkflowInterceptors,
  type WorkflowOutboundCallsInterceptor,
} from '@temporalio/workflow';

type Headers = Record<string, Payload>;

export const interceptors = (): WorkflowInterceptors => {
  // One factory call per workflow run: this closure is that run's own state.
  let header: Payload | undefined;
  const pass = <T extends { headers: Headers }>(input: T): T =>
    header ? { ...input, headers: { ...input.headers, [REQUEST_ID_HEADER]: header } } : input;

  const inbound: WorkflowInboundCallsInterceptor = {
    execute: (input, next) => {
      header = input.headers[REQUEST_ID_HEADER];
      return next(input);
    },
  };
  const outbound: WorkflowOutboundCallsInterceptor = {
    scheduleActivity: (input, next) => next(pass(input)),
    scheduleLocalActivity: (input, next) => next(pass(input)),
    startChildWorkflowExecution: (input, next) => next(pass(input)),
    continueAsNew: (input, next) => next(pass(input)),
    getLogAttributes: (input, next) =>
      next(header ? { ...input, requestId: defaultPayloadConverter.fromPayload<string>(header) } : input),
  };
  return { inbound: [inbound], outbound: [outbound] };
};
