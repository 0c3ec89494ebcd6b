// The Mi Estudio bulk operations: CSV module enablement ('Habilitacion de modulos mediante
// documento .CSV', spec 2 §2.7) and the unlock of locked declarations ('Desbloquear', §2.15).
// Their elements (a CSV's organizations, the declarations) live in the console's store and are
// processed in chunks by the bulk runtime (core/bulk.ts), whatever their number.
import { failWhenUnsettled, summarizeElements } from '../../core/bulk';
import { BULK_CHUNK_SIZE } from '../../core/history-shape';
import type { OperationEnvelope } from '../../core/operation-context';
import type { OperationProgress } from '../../core/progress';
import { messages } from '../../messages';
import { runBulkOperation } from '../bulk-operation';
import type {
  DeclarationsUnlockInput,
  DeclarationsUnlockRunInput,
  MeCsvEnablementInput,
  MeCsvEnablementRunInput,
} from './contracts';
import { legacyDeclarationsUnlock, legacyMeCsvEnablement } from './legacy';
import { meBulkMessages } from './messages';
import {
  DECLARATIONS_UNLOCK,
  declarationsUnlockSteps,
  ME_CSV_ENABLEMENT,
  meCsvEnablementSteps,
} from './activities';

export async function meCsvEnablement(
  envelope: OperationEnvelope<MeCsvEnablementRunInput | MeCsvEnablementInput>,
): Promise<OperationProgress> {
  return runBulkOperation(
    envelope,
    {
      type: ME_CSV_ENABLEMENT,
      steps: meCsvEnablementSteps,
      genericFailure: { code: 'STEP_FAILED', message: meBulkMessages.csvError },
      legacy: legacyMeCsvEnablement,
      prepareStep: 'prepare',
      processStep: 'enable',
      chunkSize: BULK_CHUNK_SIZE.csvEnablement,
      // An organization the service refused is the document's own error (the spec's partial
      // outcome); one the service never answered leaves the process unfinished: 'Error en el proceso'.
      failure: (counts) =>
        counts.pending > 0 ? { code: 'ITEMS_FAILED', message: meBulkMessages.csvError } : null,
    },
    async ({ runner, run }) => {
      const summary = await summarizeElements(run);
      return runner.complete({
        message:
          Number(summary.whithErrorProcessedCount) > 0
            ? meBulkMessages.csvPartial
            : meBulkMessages.csvSuccess,
        ...summary,
      });
    },
  );
}

export async function declarationsUnlock(
  envelope: OperationEnvelope<DeclarationsUnlockRunInput | DeclarationsUnlockInput>,
): Promise<OperationProgress> {
  return runBulkOperation(
    envelope,
    {
      type: DECLARATIONS_UNLOCK,
      steps: declarationsUnlockSteps,
      genericFailure: { code: 'STEP_FAILED', message: messages.genericErrorRetry },
      legacy: legacyDeclarationsUnlock,
      prepareStep: 'review',
      processStep: 'unlock',
      chunkSize: BULK_CHUNK_SIZE.declarationsUnlock,
      failure: failWhenUnsettled(messages.bulkItemsFailed),
    },
    ({ runner, counts }) =>
      runner.complete({
        message: meBulkMessages.unlockSuccess,
        unlocked: counts.done,
        skipped: counts.skipped,
      }),
  );
}
