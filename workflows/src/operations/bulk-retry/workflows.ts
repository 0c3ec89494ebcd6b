// Bulk retry: retries each selected operation (`<id>-rN`, continuing from its failed step) and
// reports per element: done (the retry completed), failed (with its error, or refused by the
// gate for whoever started it) or skipped (not found, already completed, still running).
// Retrying the bulk operation itself retries only the elements that did not take effect
// ("Reintentar solo los fallidos"). The elements live in the console's store (core/bulk.ts).
import { patched } from '@temporalio/workflow';
import {
  BULK_ELEMENTS_IN_STORE,
  bulkRun,
  failWhenUnsettled,
  prepareElements,
  processElements,
} from '../../core/bulk';
import type { OperationEnvelope } from '../../core/operation-context';
import type { OperationProgress } from '../../core/progress';
import { messages } from '../../messages';
import { startOperationRunner } from '../operation-runner';
import type { OperationsBulkRetryInput, OperationsBulkRetryRunInput } from './inputs';
import { legacyOperationsBulkRetry } from './legacy';
import { OPERATIONS_BULK_RETRY, operationsBulkRetrySteps } from './steps';

export async function operationsBulkRetry(
  envelope: OperationEnvelope<OperationsBulkRetryRunInput | OperationsBulkRetryInput>,
): Promise<OperationProgress> {
  if (!patched(BULK_ELEMENTS_IN_STORE)) {
    return legacyOperationsBulkRetry(envelope as OperationEnvelope<OperationsBulkRetryInput>);
  }
  const { runner, input } = await startOperationRunner(
    envelope as OperationEnvelope<OperationsBulkRetryRunInput>,
    OPERATIONS_BULK_RETRY,
    operationsBulkRetrySteps,
    { code: 'STEP_FAILED', message: messages.genericError },
  );
  const run = bulkRun(envelope, OPERATIONS_BULK_RETRY, input);
  const { total } = await runner.run('review', () => prepareElements(run));
  const counts = await processElements(runner, 'retry', run, total, {
    // Each element waits for a whole operation: small chunks, so progress moves often.
    chunkSize: 200,
    window: 2,
    failure: failWhenUnsettled(messages.bulkItemsFailed),
  });
  return runner.complete({
    message: messages.bulkRetryDone,
    done: counts.done,
    skipped: counts.skipped,
    failed: 0,
  });
}
