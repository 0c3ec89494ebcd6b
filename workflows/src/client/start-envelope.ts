// Reads the envelope an operation was started with (its first history event), for the api
// and the worker alike. Takes the Temporal client structurally so this package does not
// depend on the client library; never imported by workflow code.
import type { LoadedDataConverter, Payload } from '@temporalio/common';
import { decodeFromPayloadsAtIndex } from '@temporalio/common/lib/internal-non-workflow/codec-helpers.js';
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

/** A Temporal client: its raw history calls, and the data converter (codec) that decodes them. */
export interface HistoryClient {
  workflowService: HistoryReader;
  options: { loadedDataConverter: LoadedDataConverter };
}

export async function readStartEnvelope(
  client: HistoryClient,
  namespace: string,
  workflowId: string,
): Promise<OperationEnvelope<unknown> | undefined> {
  const response = await client.workflowService.getWorkflowExecutionHistory({
    namespace,
    execution: { workflowId },
    maximumPageSize: 1,
  });
  const payloads = response.history?.events?.[0]?.workflowExecutionStartedEventAttributes?.input?.payloads;
  if (!payloads?.length) return undefined;
  // Raw history: the payloads are as stored, encrypted by the codec (or plain, from before it).
  return decodeFromPayloadsAtIndex<OperationEnvelope<unknown>>(
    client.options.loadedDataConverter,
    0,
    payloads,
  );
}

/**
 * The input an operation ran with. A retry may have been started with `resumeFrom` only;
 * then the input is the one of the run it continues (followed back a few links at most).
 */
export async function readOperationInput(
  client: HistoryClient,
  namespace: string,
  workflowId: string,
): Promise<unknown> {
  let id: string | null | undefined = workflowId;
  for (let depth = 0; id && depth < 50; depth++) {
    const envelope = await readStartEnvelope(client, namespace, id);
    if (envelope?.input !== undefined) return envelope.input;
    id = envelope?.resumeFrom;
  }
  return undefined;
}
