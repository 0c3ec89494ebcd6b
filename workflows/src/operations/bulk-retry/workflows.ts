// Bulk retry: retries each selected operation (`<id>-rN`, continuing from its failed step) and
// reports per element: done (the retry completed), failed (with its error, or refused by the
// gate for whoever started it) or skipped (not found, already completed, still running).
// Retrying the bulk operation itself retries only the elements that did not take effect
// ("Reintentar solo los fallidos"). The elements live in the console's store (core/bulk.ts).
import { failWhenUnsettled } from '../../core/bulk';
import { BULK_CHUNK_SIZE } from '../../core/history-shape';
import type { OperationEnvelope } from '../../core/operation-context';
import type { OperationProgress } from '../../core/progress';
import { messages } from '../../messages';
import { runBulkOperation } from '../bulk-operation';
import type { OperationsBulkRetryInput, OperationsBulkRetryRunInput } from './contracts';
import { legacyOperationsBulkRetry } from './legacy';
import { OPERATIONS_BULK_RETRY, operationsBulkRetrySteps } from './activities';

export async function operationsBulkRetry(
  envelope: OperationEnvelope<OperationsBulkRetryRunInput | OperationsBulkRetryInput>,
): Promise<OperationProgress> {
  return runBulkOperation(
    envelope,
    {
      type: OPERATIONS_BULK_RETRY,
      steps: operationsBulkRetrySteps,
      genericFailure: { code: 'STEP_FAILED', message: messages.genericError },
      legacy: legacyOperationsBulkRetry,
      prepareStep: 'review',
      processStep: 'retry',
      chunkSize: BULK_CHUNK_SIZE.bulkRetry,
      failure: failWhenUnsettled(messages.bulkItemsFailed),
    },
    ({ runner, counts }) =>
      runner.complete({
        message: messages.bulkRetryDone,
        done: counts.done,
        skipped: counts.skipped,
        failed: 0,
      }),
  );
}
