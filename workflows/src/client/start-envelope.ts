// Reads the envelope an operation was started with (its first history event), for the api
// and the worker alike. Takes the Temporal WorkflowService structurally so this package does
// not depend on the client library; never imported by workflow code.
import { defaultPayloadConverter, type Payload } from '@temporalio/common';
import type { OperationEnvelope } from '../core/operation-context';

export interface HistoryReader {
  getWorkflowExecutionHistory(request: {
    namespace: string;
    execution: { workflowId: string };
    maximumPageSize: number;
  }): Promise<{
    history?: {
      events?: Array<{
        workflowExecutionStartedEventAttributes?: { input?: { payloads?: Payload[] | null } | null } | null;
      }> | null;
    } | null;
  }>;
}

export async function readStartEnvelope(
  service: HistoryReader,
  namespace: string,
  workflowId: string,
): Promise<OperationEnvelope<unknown> | undefined> {
  const response = await service.getWorkflowExecutionHistory({
    namespace,
    execution: { workflowId },
    maximumPageSize: 1,
  });
  const payload =
    response.history?.events?.[0]?.workflowExecutionStartedEventAttributes?.input?.payloads?.[0];
  return payload ? defaultPayloadConverter.fromPayload<OperationEnvelope<unknown>>(payload) : undefined;
}

/**
 * The input an operation ran with. A retry may have been started with `resumeFrom` only;
 * then the input is the one of the run it continues (followed back a few links at most).
 */
export async function readOperationInput(
  service: HistoryReader,
  namespace: string,
  workflowId: string,
): Promise<unknown> {
  let id: string | null | undefined = workflowId;
  for (let depth = 0; id && depth < 50; depth++) {
    const envelope = await readStartEnvelope(service, namespace, id);
    if (envelope?.input !== undefined) return envelope.input;
    id = envelope?.resumeFrom;
  }
  return undefined;
}
